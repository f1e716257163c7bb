import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import app from '../../src/index';
import { BASE } from '../setup-auth';
import { type Account, account, call } from './helpers';
import { PageSchema } from './schemas';

let alice: Account;
beforeAll(async () => {
  alice = await account('business');
});

describe('media: signed, expiring URLs', () => {
  it('serves a thumbnail with caching headers and CORP; tampered, expired or unsigned → 403', async () => {
    const page = PageSchema.parse(await (await call(alice, '/photo-management/photos?limit=1')).json());
    const url = new URL(page.images[0]!.thumbnails[1]!.url);
    expect(url.origin).toBe(env.PUBLIC_BASE_URL);
    const ok = await call(null, url.pathname + url.search);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('Cache-Control')).toContain('max-age=');
    expect(ok.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin');
    const etag = ok.headers.get('ETag')!;
    expect((await call(null, url.pathname + url.search, { headers: { 'If-None-Match': etag } })).status).toBe(304);

    const other = url.pathname.replace(/\/800\.jpg$/, '/300.jpg');
    expect((await call(null, other + url.search)).status).toBe(200); // one signature covers a photo's variants
    const otherPhoto = url.pathname.replace(/pool\/\d\d/, 'pool/99');
    expect((await call(null, otherPhoto + url.search)).status).toBe(403);
    expect((await call(null, url.pathname)).status).toBe(403);
    const expired = `${url.pathname}?exp=1000&sig=${url.searchParams.get('sig')}`;
    expect((await call(null, expired)).status).toBe(403);
    expect((await call(null, `/media/pool/01/huge.bmp${url.search}`)).status).toBe(404);
  });
});

describe('media: single-photo download variant', () => {
  it('?download=1 answers as an attachment with the given file name, CORS for the HEAD check; same signature rules', async () => {
    const page = PageSchema.parse(await (await call(alice, '/photo-management/photos?limit=1')).json());
    const photo = page.images[0]!;
    const url = new URL(photo.url);
    const plain = await call(null, url.pathname + url.search);
    const bytes = new Uint8Array(await plain.arrayBuffer());
    expect(plain.headers.get('Content-Disposition')).toBeNull();

    const named = new URL(url);
    named.searchParams.set('download', '1');
    named.searchParams.set('filename', 'Zomer "2021"/été.jpg');
    const res = await call(null, named.pathname + named.search);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Zomer _2021___t_.jpg"; filename*=UTF-8''${encodeURIComponent('Zomer _2021__été.jpg')}`,
    );
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Content-Type')).toBe('image/jpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);

    const head = await call(null, named.pathname + named.search, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(bytes.byteLength));

    // No file name (or one without an image extension): the type's extension is added.
    const bare = new URL(url);
    bare.searchParams.set('download', '1');
    expect((await call(null, bare.pathname + bare.search)).headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="photo\.jpg"/,
    );
    bare.searchParams.set('filename', 'holiday');
    expect((await call(null, bare.pathname + bare.search)).headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="holiday\.jpg"/,
    );

    // The signature rules are unchanged; a refusal still carries CORS so the app can read it.
    bare.searchParams.set('sig', 'A'.repeat(43));
    const forged = await call(null, bare.pathname + bare.search);
    expect(forged.status).toBe(403);
    expect(forged.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('scale seed admin', () => {
  it('is 404 outside development', async () => {
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${BASE}/photo-management/__admin/scale-seed`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"photos":10}',
      }),
      { ...env, ENVIRONMENT: 'production' },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(404);
  });

  it('creates scale-<n>@example.com and fills it chunk by chunk over 25 years', async () => {
    const post = (path: string, json: unknown) => call(null, `/photo-management/__admin${path}`, { method: 'POST', json });
    const user = (await (await post('/scale-seed', { photos: 1000 })).json()) as { userId: string; email: string; count: number };
    expect(user).toMatchObject({ email: 'scale-1000@example.com', count: 0 });
    const salt = 'abcdef0123456789abcdef01';
    const now = Date.now();
    for (const [start, end] of [
      [0, 600],
      [600, 1000],
    ] as const) {
      expect(await (await post('/scale-seed/chunk', { userId: user.userId, photos: 1000, start, end, salt, now })).json()).toEqual({
        inserted: end - start,
      });
    }
    const years = await env.DB.prepare(
      "SELECT count(DISTINCT year) AS n, sum(count) AS total FROM photo_month_counts WHERE user_id = ? AND kind = 'taken'",
    )
      .bind(user.userId)
      .first<{ n: number; total: number }>();
    expect(years).toEqual({ n: 26, total: 1000 });
    const bad = await post('/scale-seed/chunk', { userId: user.userId, photos: 1000, start: 0, end: 200_000, salt, now });
    expect(bad.status).toBe(400);
    expect(await (await post('/scale-seed/reset', { userId: user.userId })).json()).toEqual({ deleted: 1000 });
  });
});
