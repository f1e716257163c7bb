// Issue 18 §7: with the upstream's data APIs delayed by 500 ms, every signed-in page sends its shell
// (head with CSS and module preloads, header, menu) before any upstream answer, and its data after.
// Ordering only (nothing here fails on a wall-clock budget: the figures are `npm run bench`'s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getChunks } from '../support/chunks';
import { stackUrls } from '../support/env';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { BROWSER_UA, delayUpstream, viewWithCalls } from '../support/upstream-calls';

const { appUrl, upstreamUrl } = stackUrls();
const DELAY_MS = 500;
let demo = '';
let business = '';
let orderCode = '';
let albumId = '';

beforeAll(async () => {
  await delayUpstream(null);
  demo = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
  business = (await signIn(appUrl, 'business@example.com', DEMO_PASSWORD)).header();
  const orders = await viewWithCalls(`${appUrl}/orders`, demo);
  orderCode = /data-order="(\d+)"/.exec(orders.res.body)?.[1] ?? '';
  const albums = await fetch(`${appUrl}/api/photo/albums?limit=1`, { headers: { Cookie: demo } });
  albumId = ((await albums.json()) as { albums: { albumId: string }[] }).albums[0]?.albumId ?? '';
  expect(orderCode).not.toBe('');
  expect(albumId).not.toBe('');
}, 120_000);
afterAll(() => delayUpstream(null));

const pages = () => [
  { path: '/', who: () => demo },
  { path: '/my-photos/photos', who: () => demo },
  { path: '/my-photos/albums', who: () => demo },
  { path: `/my-photos/albums/${albumId}`, who: () => demo },
  { path: '/orders', who: () => demo },
  { path: `/orders/${orderCode}`, who: () => demo },
  { path: '/invoices', who: () => business },
  { path: '/settings', who: () => demo },
  { path: '/settings/personal-details', who: () => demo },
  { path: '/settings/addresses/all', who: () => demo },
  { path: '/saved-projects', who: () => demo },
  { path: '/downloads', who: () => demo },
  { path: '/widgets', who: () => demo },
  { path: '/integration', who: () => business },
];

describe('shell first with a slow upstream (500 ms on every data API)', () => {
  it('every signed-in page: the first chunk holds head, header and menu and arrives before the upstream answers; the data streams after it', async () => {
    await delayUpstream(DELAY_MS);
    const failures: string[] = [];
    for (const { path, who } of pages()) {
      // A call of our own to the delayed upstream, started with the page: its answer marks "the upstream has answered".
      const started = performance.now();
      const probe = fetch(`${upstreamUrl}/customer-api/customers/me`).then(() => performance.now() - started);
      const page = await getChunks(`${appUrl}${path}`, { Cookie: who(), 'User-Agent': BROWSER_UA });
      const upstreamAnsweredAt = await probe;
      const [first] = page.chunks;
      const all = page.chunks.map((c) => c.text).join('');
      const problems = [
        page.status === 200 ? null : `status ${page.status}`,
        first ? null : 'no body',
        first && /<link rel="stylesheet"[^>]*href="\/assets\//.test(first.text) ? null : 'no stylesheet in the first chunk',
        first && /<link rel="modulepreload"/.test(first.text) ? null : 'no module preload in the first chunk',
        first?.text.includes('<header') ? null : 'no header in the first chunk',
        first && /<nav\b/.test(first.text) ? null : 'no menu in the first chunk',
        first && first.at < upstreamAnsweredAt ? null : `first chunk at ${first?.at.toFixed(0)} ms, upstream answered at ${upstreamAnsweredAt.toFixed(0)} ms`,
        page.chunks.length > 1 && /<div hidden id="S:/.test(all.slice(first?.text.length ?? 0)) ? null : 'no data streamed after the shell',
      ].filter(Boolean);
      if (problems.length) failures.push(`${path}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

describe('upstream calls per page view (issue 18 §5)', () => {
  const deliveryCalls = (calls: { service: string }[]) => calls.filter((c) => c.service === 'delivery').length;

  it('/orders: one call for the orders, one delivery-date call per order that can still be delivered, none for the rest; a second view within the TTL makes none', async () => {
    await delayUpstream(null);
    // A fresh account: nothing of it is in the delivery-date cache yet.
    const res = await fetch(`${upstreamUrl}/__admin/accounts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ profile: 'consumer' }),
    });
    const account = (await res.json()) as { email: string; password: string };
    const cookie = (await signIn(appUrl, account.email, account.password)).header();
    const first = await viewWithCalls(`${appUrl}/orders`, cookie);
    expect(first.res.status).toBe(200);
    const orders = first.calls.filter((c) => c.service === 'orders');
    expect(orders.map((c) => c.route)).toEqual(['/v2/superorders/me']);
    // The page's deliverable orders carry data-delivery; the others (delivered, cancelled, history) do not.
    const deliverable = [...first.res.body.matchAll(/data-order="(\d+)"[^>]*data-delivery="open"/g)].map((m) => m[1]);
    const all = [...first.res.body.matchAll(/data-order="(\d+)"/g)].map((m) => m[1]);
    expect(deliverable.length).toBeGreaterThan(0);
    expect(deliverable.length).toBeLessThan(all.length);
    expect(deliveryCalls(first.calls)).toBe(deliverable.length);
    expect(first.calls).toHaveLength(1 + deliverable.length);

    const again = await viewWithCalls(`${appUrl}/orders`, cookie);
    expect(again.res.status).toBe(200);
    expect(deliveryCalls(again.calls)).toBe(0);
    // The dates are on the page all the same (from the cache).
    expect(again.res.body.match(/data-delivery-dates=/g)?.length ?? 0).toBe(first.res.body.match(/data-delivery-dates=/g)?.length ?? 0);
  }, 60_000);

  it('an order that cannot be delivered any more (dispatched long ago, cancelled) gets no delivery-date call on its page', async () => {
    await delayUpstream(null);
    const list = await viewWithCalls(`${appUrl}/orders`, demo);
    const done = [...list.res.body.matchAll(/data-order="(\d+)"[^>]*data-delivery="done"/g)].map((m) => m[1]!);
    expect(done.length).toBeGreaterThan(0);
    for (const code of done.slice(0, 3)) {
      const view = await viewWithCalls(`${appUrl}/orders/${code}`, demo);
      expect(view.res.status, code).toBe(200);
      expect(deliveryCalls(view.calls), code).toBe(0);
    }
  }, 60_000);
});
