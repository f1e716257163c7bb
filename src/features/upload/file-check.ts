/**
 * What the upload accepts (photo spec §5: image/heic, image/jpeg, image/png), checked in the browser
 * before sending, by the declared type (or extension) AND the file's first bytes, the same rules
 * as the storage API (which checks again and answers 415/413).
 */
export type ImageKind = 'image/jpeg' | 'image/png' | 'image/heic';
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const ACCEPT = '.jpg,.jpeg,.png,.heic,.heif,image/jpeg,image/png,image/heic,image/heif';

export type FileProblem = 'type' | 'content' | 'tooBig' | 'empty';
export type FileCheck = { ok: true; kind: ImageKind } | { ok: false; problem: FileProblem };

const HEIC_BRANDS = ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1'];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes are, from their signature (null: none of the three). */
export function sniffImage(head: Uint8Array): ImageKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && PNG.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(head, 8, 12))) return 'image/heic';
  return null;
}

/** The type a file claims: its MIME type, or its extension when the browser gives none. */
export function declaredKind(type: string, fileName: string): ImageKind | null {
  const t = type.split(';')[0]!.trim().toLowerCase();
  if (t === 'image/jpeg' || t === 'image/jpg' || t === 'image/pjpeg') return 'image/jpeg';
  if (t === 'image/png') return 'image/png';
  if (t === 'image/heic' || t === 'image/heif') return 'image/heic';
  if (t && t !== 'application/octet-stream') return null;
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (ext === 'jpg' || ext === 'jpeg') return 'image/jpeg';
  if (ext === 'png') return 'image/png';
  if (ext === 'heic' || ext === 'heif') return 'image/heic';
  return null;
}

/** Checks name/type/size and the first bytes (`head`, at least 12 bytes when the file has them). */
export function checkFile(file: { name: string; type: string; size: number }, head: Uint8Array): FileCheck {
  const declared = declaredKind(file.type, file.name);
  if (!declared) return { ok: false, problem: 'type' };
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > UPLOAD_MAX_BYTES) return { ok: false, problem: 'tooBig' };
  const actual = sniffImage(head);
  if (!actual || actual !== declared) return { ok: false, problem: 'content' };
  return { ok: true, kind: actual };
}

/** Reads the first bytes of a browser file and checks it. */
export async function checkBrowserFile(file: File): Promise<FileCheck> {
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  return checkFile(file, head);
}
