/**
 * `/media/{mediaKey}/{variant}` (originals and thumbnails) and `/files/{downloadId}.zip` (archives),
 * both from R2 behind HMAC-signed, expiring URLs (domain/signing.ts). Bad or expired signature →
 * 403; unknown object → 404. Images go cross-origin (the app's pages embed them), hence CORP.
 *
 * `?download=1[&filename=…]` on a media URL (same signature) answers as an attachment, so the app
 * saves a single photo by URL and file name (photo spec §7) without reading it cross-origin: the
 * browser turns the navigation into a download and the page stays. That variant also allows CORS
 * (`*`, no credentials: the signed URL is the only capability) so the app can check it with a HEAD
 * first and show 'Error: Your photo could not be downloaded' instead of navigating to an error.
 */
import { Hono } from 'hono';
import type { UpstreamEnv } from '../../env';
import { jsonError } from '../../http/validate';
import { verifyScope } from '../domain/signing';
import type { Ctx } from '../http';
import { ensurePoolObject } from '../seeding/pool';

export const media = new Hono<UpstreamEnv>();

const VARIANTS = new Set(['original', '300.jpg', '800.jpg', '1300.jpg']);

async function signatureOk(c: Ctx, scope: string): Promise<boolean> {
  const exp = Number(c.req.query('exp'));
  const sig = c.req.query('sig') ?? '';
  return verifyScope(c.env.PUSH_SIGNING_SECRET, scope, exp, sig);
}

media.get('/media/*', async (c) => {
  // Keys are plain ASCII; anything percent-encoded can't be one of ours.
  const path = new URL(c.req.url).pathname.slice('/media/'.length);
  const cut = path.lastIndexOf('/');
  const mediaKey = path.slice(0, cut);
  const variant = path.slice(cut + 1);
  if (cut <= 0 || !VARIANTS.has(variant) || !/^[A-Za-z0-9/_-]{1,200}$/.test(mediaKey) || mediaKey.includes('..')) {
    return jsonError(c, 404, 'not_found', 'not found');
  }
  const download = c.req.query('download') === '1';
  if (download) c.header('Access-Control-Allow-Origin', '*');
  if (!(await signatureOk(c, `media:${mediaKey}`))) return jsonError(c, 403, 'forbidden', 'invalid or expired signature');
  await ensurePoolObject(c.env, mediaKey, variant);
  if (download) return attachment(c, `${mediaKey}/${variant}`, c.req.query('filename') ?? '');
  const etag = c.req.header('If-None-Match');
  const object = await c.env.BUCKET.get(
    `${mediaKey}/${variant}`,
    etag ? { onlyIf: { etagDoesNotMatch: etag.replace(/^W\//, '').replace(/"/g, '') } } : {},
  );
  if (!object) return jsonError(c, 404, 'not_found', 'not found');
  const headers = new Headers({
    'Content-Type': object.httpMetadata?.contentType ?? 'application/octet-stream',
    // The URL changes when its day bucket does, so the bytes behind one URL never change.
    'Cache-Control': 'private, max-age=86400, immutable',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ETag: object.httpEtag,
  });
  if (!('body' in object)) return new Response(null, { status: 304, headers });
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { headers });
});

/**
 * RFC 6266 filename: ASCII fallback plus the UTF-8 form, quotes and controls removed; `extension`
 * is added unless the name already ends with it ('' keeps the name as it is).
 */
export function attachmentHeader(name: string, extension = '.zip'): string {
  const base =
    name
      .replace(/[\x00-\x1f\x7f"\\/]/g, '_')
      .trim()
      .slice(0, 200) || (extension === '.zip' ? 'photos' : 'photo');
  const full = base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
  const ascii = full.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': '.jpg', 'image/png': '.png', 'image/heic': '.heic' };

/** One photo variant as a download named `fileName` (the app sends the photo's localFileName). */
async function attachment(c: Ctx, key: string, fileName: string): Promise<Response> {
  // HEAD (the app's check before saving) reads only the metadata.
  let object: R2Object | null;
  let body: ReadableStream | null = null;
  if (c.req.method === 'HEAD') object = await c.env.BUCKET.head(key);
  else {
    const full = await c.env.BUCKET.get(key);
    object = full;
    body = full?.body ?? null;
  }
  if (!object) return jsonError(c, 404, 'not_found', 'not found');
  const type = object.httpMetadata?.contentType ?? 'application/octet-stream';
  // The user's own image extension stays (IMG_1.JPEG); a name without one gets the type's.
  const extension = /\.(jpe?g|png|hei[cf])$/i.test(fileName.trim()) ? '' : (EXTENSIONS[type] ?? '');
  const headers = new Headers({
    'Content-Type': type,
    'Content-Length': String(object.size),
    'Content-Disposition': attachmentHeader(fileName, extension),
    'Cache-Control': 'private, no-store',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': 'Content-Disposition, Content-Length',
    'X-Content-Type-Options': 'nosniff',
  });
  return new Response(body, { headers });
}

media.get('/files/:file{[A-Za-z0-9-]{1,64}\\.zip}', async (c) => {
  const id = c.req.param('file').replace(/\.zip$/, '');
  if (!(await signatureOk(c, `files:${id}`))) return jsonError(c, 403, 'forbidden', 'invalid or expired signature');
  const row = await c.env.DB.prepare("SELECT name, r2_key FROM downloads WHERE id = ? AND status = 'FINISHED'")
    .bind(id)
    .first<{ name: string; r2_key: string }>();
  const object = row ? await c.env.BUCKET.get(row.r2_key) : null;
  if (!row || !object) return jsonError(c, 404, 'not_found', 'not found');
  return new Response(object.body, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Length': String(object.size),
      'Content-Disposition': attachmentHeader(row.name),
      'Cache-Control': 'private, no-store',
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
