import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { coverPath, orderCoverSpec, placeInSeed, projectCoverSpec } from '../../src/account/covers/spec';
import { BASE, call, json, newUser } from './helpers';

// Issue 35 §6: each ordered product and each saved project shows its own cover (a photo book with
// one of the customer's photos and its title, a stack of prints, a calendar...), not the generic
// picture of its product type.

const ORIGIN = 'http://127.0.0.1:8788';
const local = (url: string) => url.replace(/^https?:\/\/[^/]+/, BASE);

interface Product {
  code: string;
  productType: string;
  thumbnailUrl: string;
}

/** Width and height from a JPEG's frame header (SOF0–SOF2), or null when there is none. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let o = 2;
  while (o + 9 < bytes.length && bytes[o] === 0xff) {
    const marker = bytes[o + 1] ?? 0;
    const length = ((bytes[o + 2] ?? 0) << 8) | (bytes[o + 3] ?? 0);
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { height: ((bytes[o + 5] ?? 0) << 8) | (bytes[o + 6] ?? 0), width: ((bytes[o + 7] ?? 0) << 8) | (bytes[o + 8] ?? 0) };
    }
    o += 2 + length;
  }
  return null;
}

const hex = async (bytes: Uint8Array<ArrayBuffer>) =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('covers of ordered products and saved projects', () => {
  it('every product has its own cover URL on the shop image host, the same in orders, order details and the product', async () => {
    const u = await newUser('empty', 'demo');
    const all = await json(call(u, 'GET', '/order-api/v2/superorders/me?Offset=0&Limit=100'));
    const products: Product[] = all.items.flatMap((s: { orders: Product[] }) => s.orders);
    expect(products.length).toBeGreaterThan(15);
    for (const p of products) {
      expect(p.thumbnailUrl).toMatch(
        new RegExp(`^${ORIGIN.replace(/\./g, '\\.')}/shop/images/covers/orders/${p.code}/[0-9a-f]{24}\\.jpg$`),
      );
    }
    expect(new Set(products.map((p) => p.thumbnailUrl)).size).toBe(products.length);

    const code = `${u.accountId * 1000 + 2}`;
    const details = await json(call(u, 'GET', `/order-api/v1/superorders/${code}`));
    for (const o of details.orders as Product[]) {
      expect(o.thumbnailUrl).toBe(products.find((p) => p.code === o.code)?.thumbnailUrl);
    }
    const product = await json(call(u, 'GET', `/order-api/v1/Orders/${code}-1`));
    expect(product.thumbnailUrl).toBe(details.orders[0].thumbnailUrl);

    // Another customer's products of the same kind have other covers.
    const other = await newUser('empty', 'demo');
    const theirs = await json(call(other, 'GET', '/order-api/v2/superorders/me?Offset=0&Limit=100'));
    const theirUrls = new Set(theirs.items.flatMap((s: { orders: Product[] }) => s.orders.map((o) => o.thumbnailUrl)));
    expect(products.filter((p) => theirUrls.has(p.thumbnailUrl))).toEqual([]);
  });

  it('every saved project has its own cover URL', async () => {
    const u = await newUser('empty', 'demo');
    const { projects } = await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?skip=0&limit=100`));
    expect(projects).toHaveLength(23);
    for (const p of projects as { id: string; thumbnailUrl: string }[]) {
      expect(p.thumbnailUrl).toMatch(new RegExp(`/shop/images/covers/projects/${p.id}/[0-9a-f]{24}\\.jpg$`));
    }
    expect(new Set(projects.map((p: { thumbnailUrl: string }) => p.thumbnailUrl)).size).toBe(23);
  });

  it('a cover is a 480×480 JPEG, cached for good with an ETag, and no two look the same', async () => {
    const u = await newUser('empty', 'demo');
    const all = await json(call(u, 'GET', '/order-api/v2/superorders/me?Offset=0&Limit=100'));
    const products: Product[] = all.items.flatMap((s: { orders: Product[] }) => s.orders);
    const { projects } = await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?skip=0&limit=3`));
    // One product of each type, a second photo book, and projects (their covers carry their titles).
    const types = [...new Set(products.map((p) => p.productType))];
    expect(types.sort()).toEqual(['Calendar', 'Canvas', 'PhotoBook', 'Poster', 'Prints']);
    const books = products.filter((p) => p.productType === 'PhotoBook');
    const urls = [
      ...types.map((t) => products.find((p) => p.productType === t)?.thumbnailUrl ?? ''),
      books[1]?.thumbnailUrl ?? '',
      ...projects.map((p: { thumbnailUrl: string }) => p.thumbnailUrl),
    ];
    const digests = new Set<string>();
    for (const url of urls) {
      const res = await SELF.fetch(local(url));
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/jpeg');
      expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(res.headers.get('Content-Length')).toBe(String(bytes.length));
      expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      expect([...bytes.slice(-2)]).toEqual([0xff, 0xd9]);
      expect(jpegSize(bytes)).toEqual({ width: 480, height: 480 });
      // A picture, not a flat tile: a 480² JPEG of one colour is ~3 KB.
      expect(bytes.length).toBeGreaterThan(10_000);
      digests.add(await hex(bytes));

      // Kept in R2 and served from there: the same bytes again, and 304 for a known ETag.
      const etag = res.headers.get('ETag') ?? '';
      expect(etag).toBeTruthy();
      const again = await SELF.fetch(local(url));
      expect(await hex(new Uint8Array(await again.arrayBuffer()))).toBe([...digests].at(-1));
      const revalidated = await SELF.fetch(local(url), { headers: { 'If-None-Match': etag } });
      expect(revalidated.status).toBe(304);
      expect(revalidated.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    }
    expect(digests.size).toBe(urls.length);
  });

  it('draws only the covers products and projects carry: a made-up digest or code is 404 and writes nothing', async () => {
    const u = await newUser('empty', 'demo');
    const product = await json(call(u, 'GET', `/order-api/v1/Orders/${u.accountId * 1000 + 2}-1`));
    const made = new URL(product.thumbnailUrl).pathname.replace(/[0-9a-f]{24}\.jpg$/, `${'0'.repeat(24)}.jpg`);
    const covers = async () => (await env.BUCKET.list({ prefix: 'shop/covers/' })).objects.length;
    const before = await covers();
    expect((await SELF.fetch(`${BASE}${made}`)).status).toBe(404);
    const unknown = `/shop/images/covers/orders/999999999-1/${'a'.repeat(24)}.jpg`;
    expect((await SELF.fetch(`${BASE}${unknown}`)).status).toBe(404);
    expect(await covers()).toBe(before);
    expect((await SELF.fetch(`${BASE}/shop/images/covers/photos/x/${'a'.repeat(24)}.jpg`)).status).toBe(404);
  });

  it('the URL changes whenever the picture would (so caching it for good is safe) and names its owner', async () => {
    const spec = (title: string) => projectCoverSpec({ id: '1001-P001', product_type: 'PhotoBook', title });
    const path = await coverPath('projects', '1001-P001', 'user-a', spec('Summer holiday'));
    expect(await coverPath('projects', '1001-P001', 'user-a', spec('Summer holiday'))).toBe(path);
    expect(await coverPath('projects', '1001-P001', 'user-a', spec('Winter holiday'))).not.toBe(path);
    expect(await coverPath('projects', '1001-P001', 'user-b', spec('Summer holiday'))).not.toBe(path);
    expect(spec('Summer holiday').title).toBe('Summer holiday');
  });

  // The same seeded product in two accounts is one picture, drawn once (the tests' throwaway
  // accounts would otherwise draw every cover again).
  it.each([
    ['1001001-1', '001-1'],
    ['893785339001-2', '001-2'],
    ['1001-P003', 'P003'],
    ['893785339-P003', 'P003'],
  ])('%s is %s in its seed', (key, place) => expect(placeInSeed(key)).toBe(place));

  it('the same seeded product looks the same in every account', () => {
    const row = (code: string) => ({ code, product_type: 'PhotoBook', article_name: 'Photo book large landscape' });
    expect(orderCoverSpec(row('1001001-1'))).toEqual(orderCoverSpec(row('893785339001-1')));
    expect(orderCoverSpec(row('1001001-1'))).not.toEqual(orderCoverSpec(row('1001002-1')));
  });
});
