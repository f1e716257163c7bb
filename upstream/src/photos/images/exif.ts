/**
 * The two EXIF fields the library needs, read from a JPEG's APP1 segment only (no full EXIF
 * library): DateTimeOriginal (no zone in EXIF; taken as UTC, as the timeline groups months in UTC;
 * null when absent or unreadable) and Orientation (1 when absent: phones store portraits as
 * landscape pixels plus orientation 6, which thumbnails must undo).
 */
export type ExifInfo = { dateTaken: number | null; orientation: number };

export function readExif(jpeg: Uint8Array): ExifInfo {
  const tiff = exifTiff(jpeg);
  if (!tiff) return { dateTaken: null, orientation: 1 };
  try {
    return fromTiff(tiff);
  } catch {
    return { dateTaken: null, orientation: 1 };
  }
}

export const exifDateTaken = (jpeg: Uint8Array): number | null => readExif(jpeg).dateTaken;

function exifTiff(jpeg: Uint8Array): DataView | null {
  const view = new DataView(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  let pos = 2;
  while (pos + 4 <= jpeg.length && jpeg[pos] === 0xff) {
    const marker = jpeg[pos + 1]!;
    const len = view.getUint16(pos + 2);
    if (marker === 0xda) return null; // start of scan: no EXIF before the image data
    if (marker === 0xe1 && String.fromCharCode(...jpeg.subarray(pos + 4, pos + 8)) === 'Exif') {
      const start = pos + 10;
      return new DataView(jpeg.buffer, jpeg.byteOffset + start, Math.max(0, Math.min(len - 8, jpeg.length - start)));
    }
    pos += 2 + len;
  }
  return null;
}

function fromTiff(t: DataView): ExifInfo {
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
  const ifd0 = u32(4);
  const orientEntry = findTag(ifd0, 0x0112);
  const raw = orientEntry === null ? 1 : u16(orientEntry + 8);
  const orientation = raw >= 1 && raw <= 8 ? raw : 1;
  const exifPtr = findTag(ifd0, 0x8769);
  if (exifPtr === null) return { dateTaken: null, orientation };
  const entry = findTag(u32(exifPtr + 8), 0x9003);
  if (entry === null || u32(entry + 4) < 19) return { dateTaken: null, orientation };
  const off = u32(entry + 8);
  let text = '';
  for (let i = 0; i < 19; i++) text += String.fromCharCode(t.getUint8(off + i));
  const m = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text);
  if (!m) return { dateTaken: null, orientation };
  const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  return { dateTaken: Number.isFinite(ms) && ms > 0 ? ms : null, orientation };
}
