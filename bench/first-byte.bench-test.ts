// Issue 18 §5–7 figures: per main page, the upstream calls of one view (first view and a second one
// within the caches' TTL), and first / last byte with every upstream data API delayed by 500 ms. The
// round trips on a page's critical path are read off the delayed last byte: each chained call adds
// one delay. Figures only: nothing here fails on a number.
import { afterAll, expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { type HttpResult, request } from '../tests/support/http';
import { DEMO_PASSWORD, signIn } from '../tests/support/sign-in';
import { BROWSER_UA, delayUpstream, type UpstreamCall, viewWithCalls } from '../tests/support/upstream-calls';

const { appUrl, upstreamUrl } = stackUrls();
const DELAY_MS = 500;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const ms = (n: number) => `${n.toFixed(0).padStart(5)} ms`;

async function freshConsumer(): Promise<{ email: string; password: string }> {
  const res = await fetch(`${upstreamUrl}/__admin/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ profile: 'consumer' }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { email: string; password: string };
}

const summary = (calls: UpstreamCall[]) => {
  const by = new Map<string, number>();
  for (const c of calls) by.set(c.service, (by.get(c.service) ?? 0) + 1);
  return [...by].map(([s, n]) => `${s}×${n}`).join(' ');
};

afterAll(() => delayUpstream(null));

it('prints upstream calls per page view and first / last byte per page with the upstream delayed by 500 ms', async () => {
  await delayUpstream(null);
  // A fresh account: nothing of it is in a cache yet when its calls are counted.
  const consumer = await freshConsumer();
  const demo = (await signIn(appUrl, consumer.email, consumer.password)).header();
  const business = (await signIn(appUrl, 'business@example.com', DEMO_PASSWORD)).header();
  const superOrders = await fetch(`${appUrl}/api/orders/v2/superorders/me?Offset=0&Limit=1`, { headers: { Cookie: demo } });
  const orderCode = ((await superOrders.json()) as { items: { superOrderCode: string }[] }).items[0]?.superOrderCode ?? '0';
  const albums = await fetch(`${appUrl}/api/photo/albums?limit=1`, { headers: { Cookie: demo } });
  const albumId = ((await albums.json()) as { albums: { albumId: string }[] }).albums[0]?.albumId ?? '0';
  const pages: [string, string][] = [
    ['/', demo],
    ['/my-photos/photos', demo],
    ['/my-photos/albums', demo],
    [`/my-photos/albums/${albumId}`, demo],
    ['/orders', demo],
    [`/orders/${orderCode}`, demo],
    ['/invoices', business],
    ['/settings', demo],
    ['/saved-projects', demo],
    ['/downloads', demo],
  ];
  const rows: string[] = [];
  for (const [path, cookie] of pages) {
    const first = await viewWithCalls(`${appUrl}${path}`, cookie);
    const second = await viewWithCalls(`${appUrl}${path}`, cookie);
    rows.push(
      `${path.padEnd(28)} first view ${String(first.calls.length).padStart(2)} (${summary(first.calls)})  second view ${String(second.calls.length).padStart(2)} (${summary(second.calls)})`,
    );
  }
  console.log(`\nUpstream calls per page view (a fresh account; the second view within the caches' TTL):\n${rows.join('\n')}`);

  const fast = new Map<string, number>();
  for (const [path, cookie] of pages) {
    await request(`${appUrl}${path}`, { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } });
    const res: HttpResult[] = [];
    for (let i = 0; i < 3; i++) res.push(await request(`${appUrl}${path}`, { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } }));
    fast.set(path, median(res.map((r) => r.ttlb)));
  }
  await delayUpstream(DELAY_MS);
  const delayed: string[] = [];
  for (const [path, cookie] of pages) {
    const res: HttpResult[] = [];
    for (let i = 0; i < 3; i++) res.push(await request(`${appUrl}${path}`, { headers: { Cookie: cookie, 'User-Agent': BROWSER_UA } }));
    const ttfb = median(res.map((r) => r.ttfb));
    const ttlb = median(res.map((r) => r.ttlb));
    const trips = Math.max(0, Math.round((ttlb - (fast.get(path) ?? 0)) / DELAY_MS));
    delayed.push(
      `${path.padEnd(28)} first byte ${ms(ttfb)}  last byte ${ms(ttlb)}  (undelayed last byte ${ms(fast.get(path) ?? Number.NaN)})  critical-path round trips ≈ ${trips}  chunks ${median(res.map((r) => r.chunks))}`,
    );
  }
  await delayUpstream(null);
  console.log(
    `\nFirst / last byte with the upstream data APIs delayed by ${DELAY_MS} ms (median of 3; the shell must come first):\n${delayed.join('\n')}\n`,
  );
});
