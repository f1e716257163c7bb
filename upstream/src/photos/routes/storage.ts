/**
 * Storage API (uploads). POST /uploads takes one image, as multipart (`file` field) or as the raw
 * body with `?filename=` (or `X-File-Name`). Checked by declared type AND content signature:
 * unsupported or mismatching → 415; above MAX_UPLOAD_BYTES → 413. The original and three JPEG
 * thumbnails (upright per EXIF orientation; width/height are the upright ones) go to R2, then one D1 batch adds the photo and the upload record; if the batch fails
 * the R2 objects are removed again (nothing half-written). The same bytes already in the caller's
 * library (SHA-256, not deleted) are not stored again: 200 with that photo and status 'DUPLICATE'.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { PHOTO_COLUMNS, type PhotoRow } from '../domain/photo-view';
import { declaredKind, sniffImage } from '../domain/sniff';
import { type Ctx, Id, IdParam, mediaUrls, notFound } from '../http';
import { readExif } from '../images/exif';
import { decode, thumbnails } from '../images/thumbnails';

export const storage = new Hono<UpstreamEnv>();

export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
}
const FileName = z.string().trim().min(1).max(255);

type UploadRow = {
  id: string;
  user_id: string | null;
  account_id: string | null;
  photo_id: string | null;
  file_name: string;
  content_type: string;
  size: number;
  status: string;
  created: number;
};
const uploadJson = (r: UploadRow) => ({
  id: r.id,
  uploadId: r.id,
  accountId: r.account_id,
  photoId: r.photo_id,
  fileName: r.file_name,
  contentType: r.content_type,
  size: r.size,
  status: r.status,
  created: new Date(r.created).toISOString(),
});

/** The uploaded file from either request form, or an error response. */
async function readUpload(c: Ctx) {
  const declaredLength = Number(c.req.header('Content-Length') ?? '0');
  if (declaredLength > MAX_UPLOAD_BYTES + 64 * 1024)
    return { error: jsonError(c, 413, 'too_large', `upload above ${MAX_UPLOAD_BYTES} bytes`) };
  const type = c.req.header('Content-Type') ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await c.req.formData();
    const file = form.get('file');
    if (!(file instanceof File)) return { error: jsonError(c, 400, 'validation', 'file: a file is required', 'file') };
    const name = FileName.safeParse(file.name);
    if (!name.success) return { error: jsonError(c, 400, 'validation', 'file: a file name is required', 'file') };
    return { name: name.data, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
  }
  const name = FileName.safeParse(c.req.query('filename') ?? c.req.header('X-File-Name'));
  if (!name.success) return { error: jsonError(c, 400, 'validation', 'filename: required with a raw body', 'filename') };
  return { name: name.data, type, bytes: new Uint8Array(await c.req.arrayBuffer()) };
}

storage.post('/uploads', async (c) => {
  const upload = await readUpload(c);
  if ('error' in upload) return upload.error;
  const { bytes, name } = upload;
  if (bytes.length > MAX_UPLOAD_BYTES) return jsonError(c, 413, 'too_large', `upload above ${MAX_UPLOAD_BYTES} bytes`);
  if (bytes.length === 0) return jsonError(c, 400, 'validation', 'file: empty', 'file');
  const declared = declaredKind(upload.type, name);
  const actual = sniffImage(bytes.subarray(0, 32));
  if (!declared || !actual || declared !== actual) {
    return jsonError(c, 415, 'unsupported_media_type', 'only heic, jpeg and png images are accepted, and the content must match the type');
  }
  // The same file already in the library (not deleted): answered with that photo, nothing stored.
  const contentHash = await sha256Hex(bytes);
  const same = await c.env.DB.prepare(`SELECT ${PHOTO_COLUMNS} FROM photos WHERE user_id = ? AND content_hash = ? AND deleted = 0 LIMIT 1`)
    .bind(c.var.userId, contentHash)
    .first<PhotoRow>();
  if (same) {
    const photo = await mediaUrls(c).photo(same);
    return c.json({ uploadId: same.upload_id, photoId: same.id, fileName: name, status: 'DUPLICATE', photo }, 200);
  }
  const exif = actual === 'image/jpeg' ? readExif(bytes) : { dateTaken: null, orientation: 1 };
  let rendered: Awaited<ReturnType<typeof thumbnails>>;
  try {
    rendered = await thumbnails(await decode(bytes, actual, exif.orientation));
  } catch {
    return jsonError(c, 415, 'unsupported_media_type', 'the image could not be decoded');
  }
  const userId = c.var.userId;
  const photoId = crypto.randomUUID();
  const uploadId = crypto.randomUUID();
  const mediaKey = `u/${userId}/${photoId}`;
  const keys = [`${mediaKey}/original`, ...rendered.thumbs.map((t) => `${mediaKey}/${t.width}.jpg`)];
  await Promise.all([
    c.env.BUCKET.put(keys[0]!, bytes, { httpMetadata: { contentType: actual }, customMetadata: { fileName: name } }),
    ...rendered.thumbs.map((t) => c.env.BUCKET.put(`${mediaKey}/${t.width}.jpg`, t.bytes, { httpMetadata: { contentType: 'image/jpeg' } })),
  ]);
  const now = Date.now();
  const dateTaken = exif.dateTaken;
  const db = c.env.DB;
  try {
    await db.batch([
      db
        .prepare(
          'INSERT INTO photos (id, user_id, upload_id, local_file_name, date_taken, upload_end, width, height, media_key, content_type, content_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .bind(photoId, userId, uploadId, name, dateTaken, now, rendered.width, rendered.height, mediaKey, actual, contentHash),
      db
        .prepare(
          "INSERT INTO uploads (id, user_id, account_id, photo_id, file_name, content_type, size, status, created) SELECT ?, id, CAST(account_id AS TEXT), ?, ?, ?, ?, 'COMPLETED', ? FROM users WHERE id = ?",
        )
        .bind(uploadId, photoId, name, actual, bytes.length, now, userId),
    ]);
  } catch (err) {
    await c.env.BUCKET.delete(keys);
    throw err;
  }
  const photo = await mediaUrls(c).photo({
    id: photoId,
    user_id: userId,
    upload_id: uploadId,
    local_file_name: name,
    date_taken: dateTaken,
    upload_end: now,
    width: rendered.width,
    height: rendered.height,
    media_key: mediaKey,
  });
  return c.json({ uploadId, photoId, fileName: name, status: 'COMPLETED', photo }, 201);
});

/** The caller's upload; `accountId`, when given, must be the caller's account (else 404). */
storage.get(
  '/uploads/:id',
  validate('param', IdParam),
  validate('query', z.object({ accountId: z.string().max(64).optional() })),
  async (c) => {
    const { accountId } = c.req.valid('query');
    const row = await c.env.DB.prepare('SELECT * FROM uploads WHERE id = ? AND user_id = ? AND (?3 IS NULL OR account_id = ?3)')
      .bind(c.req.valid('param').id, c.var.userId, accountId ?? null)
      .first<UploadRow>();
    return row ? c.json(uploadJson(row)) : notFound(c, 'upload not found');
  },
);

/** Anonymous uploads (made before sign-in) among the given ids; none → 404 (the app reads it as empty). */
const AnonBody = z.union([z.array(Id).min(1).max(100), z.object({ uploadIds: z.array(Id).min(1).max(100) }).transform((b) => b.uploadIds)]);
storage.post('/getanonymousuploads', validate('json', AnonBody), async (c) => {
  const ids = c.req.valid('json');
  const { results } = await c.env.DB.prepare(
    'SELECT * FROM uploads WHERE user_id IS NULL AND id IN (SELECT value FROM json_each(?)) ORDER BY created DESC',
  )
    .bind(JSON.stringify(ids))
    .all<UploadRow>();
  return results.length ? c.json(results.map(uploadJson)) : notFound(c, 'no anonymous uploads');
});
