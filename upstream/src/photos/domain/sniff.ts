/**
 * Content signature of an upload. The declared type alone is not trusted (DESIGN §3): a text file
 * renamed .jpg must be refused.
 */
export type ImageKind = 'image/jpeg' | 'image/png' | 'image/heic';

export function sniffImage(head: Uint8Array): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  // ISO-BMFF: size(4) 'ftyp' brand(4); HEIC brands per ISO/IEC 23008-12.
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'].includes(brand)) return 'image/heic';
  }
  return null;
}

/** Declared type from the part's content type or, failing that, the file extension. */
export function declaredKind(contentType: string | undefined, fileName: string): ImageKind | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'image/jpeg' || type === 'image/jpg') return 'image/jpeg';
  if (type === 'image/png') return 'image/png';
  if (type === 'image/heic' || type === 'image/heif') return 'image/heic';
  if (type && type !== 'application/octet-stream') return null;
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  if (ext === 'heic' || ext === 'heif') return 'image/heic';
  return null;
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
