/**
 * EXIF DateTimeOriginal of a JPEG, read from the APP1 segment only (no full EXIF library: this is
 * the one field the timeline needs). The EXIF time has no zone; it is taken as UTC, as the
 * timeline groups months in UTC. Returns null when absent or unreadable.
 */
export function exifDateTaken(jpeg: Uint8Array): number | null {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  let pos = 2;
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff) {
    const marker = jpeg[pos + 1]!;
    const len = view.getUint16(pos + 2);
    if (marker === 0xda) return null; // start of scan: no EXIF before the image data
    if (marker === 0xe1 && String.fromCharCode(...jpeg.subarray(pos + 4, pos + 8)) === 'Exif') {
      try {
        return fromTiff(new DataView(jpeg.buffer, jpeg.byteOffset + pos + 10, Math.max(0, len - 8)));
      } catch {
        return null;
      }
    }
    pos += 2 + len;
  }
  return null;
}

function fromTiff(t: DataView): number | null {
  const le = t.getUint16(0) === 0x4949;
  const u16 = (o: number) => t.getUint16(o, le);
  const u32 = (o: number) => t.getUint32(o, le);
  const findTag = (ifd: number, tag: number): number | null => {
    const n = u16(ifd);
    for (let i = 0; i < n; i++) {
      const e = ifd + 2 + i * 12;
      if (u16(e) === tag) return e;
    }
    return null;
  };
  const exifPtr = findTag(u32(4), 0x8769);
  if (exifPtr === null) return null;
  const entry = findTag(u32(exifPtr + 8), 0x9003);
  if (entry === null || u32(entry + 4) < 19) return null;
  const off = u32(entry + 8);
  let text = '';
  for (let i = 0; i < 19; i++) text += String.fromCharCode(t.getUint8(off + i));
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return null;
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return Number.isFinite(ms) && ms > 0 ? ms : null;
}
