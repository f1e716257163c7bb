/**
 * `/media/{mediaKey}/{variant}` (originals and thumbnails) and `/files/{downloadId}.zip` (archives),
 * both from R2 behind HMAC-signed, expiring URLs (domain/signing.ts). Bad or expired signature →
 * 403; unknown object → 404. Images go cross-origin (the app's pages embed them), hence CORP.
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
  if (!(await signatureOk(c, `media:${mediaKey}`))) return jsonError(c, 403, 'forbidden', 'invalid or expired signature');
  await ensurePoolObject(c.env, mediaKey, variant);
  const etag = c.req.header('If-None-Match');
  const object = await c.env.BUCKET.get(`${mediaKey}/${variant}`, etag ? { onlyIf: { etagDoesNotMatch: etag.replace(/^W\//, '').replace(/"/g, '') } } : {});
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

/** RFC 6266 filename: ASCII fallback plus the UTF-8 form, quotes and controls removed. */
export function attachmentHeader(name: string): string {
  const base = name.replace(/[\x00-\x1f"\\/]/g, '_').trim() || 'photos';
  const ascii = base.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}.zip"; filename*=UTF-8''${encodeURIComponent(`${base}.zip`)}`;
}

media.get('/files/:file{[A-Za-z0-9-]{1,64}\\.zip}', async (c) => {
  const id = c.req.param('file').replace(/\.zip$/, '');
  if (!(await signatureOk(c, `files:${id}`))) return jsonError(c, 403, 'forbidden', 'invalid or expired signature');
  const row = await c.env.DB.prepare("SELECT name, r2_key FROM downloads WHERE id = ? AND status = 'FINISHED'").bind(id).first<{ name: string; r2_key: string }>();
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
