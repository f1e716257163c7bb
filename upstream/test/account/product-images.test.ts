import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES, productImageKey, seedProductImages } from '../../src/account/product-images';
import { BASE, call, json, newUser } from './helpers';

// Issue 17 §6: order lines, saved projects and online products show a real product image from R2,
// not a coloured square.
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

  it('order lines point at those images; unknown types are not written to the bucket', async () => {
    const u = await newUser('empty', 'demo');
    const all = await json(call(u, 'GET', '/order-api/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired'));
    const url: string = all.items[0].orders[0].thumbnailUrl;
    expect(url).toMatch(/\/shop\/images\/[A-Za-z]+\.svg$/);
    const img = await SELF.fetch(url.replace(/^https?:\/\/[^/]+/, BASE));
    expect(img.status).toBe(200);
    expect(img.headers.get('Content-Type')).toBe('image/svg+xml');
    await img.arrayBuffer();
    expect((await SELF.fetch(`${BASE}/shop/images/Spaceship.svg`)).status).toBe(404);
    expect(await env.BUCKET.head(productImageKey('Spaceship'))).toBeNull();
  });
});
