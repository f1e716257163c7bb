import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, productImageKey, seedProductImages } from '../../src/account/product-images';
import { BASE } from './helpers';

// Issue 17 §6: a real picture of each product type from R2, not a coloured square (the editor
// stand-in shows it; order lines and projects have their own covers since issue 35 §6, covers.test.ts).
describe('product thumbnails', () => {
  it('the seed writes one SVG per product type to R2, served with its content type, cache headers and an ETag', async () => {
    await seedProductImages(env);
    for (const type of PRODUCT_TYPES) {
      const object = await env.BUCKET.head(productImageKey(type));
      expect(object?.httpMetadata?.contentType).toBe('image/svg+xml');
    }
    const res = await SELF.fetch(`${BASE}/shop/images/Poster.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const body = await res.text();
    expect(body).toMatch(/^<svg [^>]*width="300" height="300"/);
    // A drawing, not one filled rectangle with the type's name.
    expect(body.match(/<(rect|path|circle)\b/g)?.length).toBeGreaterThan(4);
    expect(body).not.toContain('>Poster<');
    const etag = res.headers.get('ETag');
    expect(etag).toBeTruthy();
    const again = await SELF.fetch(`${BASE}/shop/images/Poster.svg`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
  });

  it('unknown types are not written to the bucket', async () => {
    expect((await SELF.fetch(`${BASE}/shop/images/Spaceship.svg`)).status).toBe(404);
    expect(await env.BUCKET.head(productImageKey('Spaceship'))).toBeNull();
  });
});
