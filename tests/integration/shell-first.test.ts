// Issue 18 §7: with the upstream's data APIs delayed by 500 ms, every signed-in page sends its shell
// (head with CSS and module preloads, header, menu) before any upstream answer, and its data after.
// Ordering only (nothing here fails on a wall-clock budget: the figures are `npm run bench`'s).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDatesShownOn } from '../../src/features/orders/follow-ups';
import { canStillBeDelivered } from '../../src/shared/api/delivery';
import { getChunks } from '../support/chunks';
import { stackUrls } from '../support/env';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { throwawayAccount } from '../support/upstream-admin';
import { BROWSER_UA, delayUpstream, type UpstreamCall, viewWithCalls } from '../support/upstream-calls';

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

// /orders/{code}: a code the user's orders list showed (beforeAll viewed /orders) streams; an unknown
// code is still awaited for its HTTP 404 (issue 17 §3: the status line goes out before any byte).
const pages = () => [
  { path: `/orders/${orderCode}`, who: () => demo },
  { path: '/', who: () => demo },
  { path: '/my-photos/photos', who: () => demo },
  { path: '/my-photos/albums', who: () => demo },
  { path: `/my-photos/albums/${albumId}`, who: () => demo },
  { path: '/orders', who: () => demo },
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
  it('every signed-in page: the shell (head with CSS and module preloads, header, menu) is complete before the upstream answers; the data streams after it', async () => {
    await delayUpstream(DELAY_MS);
    const failures: string[] = [];
    for (const { path, who } of pages()) {
      // A call of our own to the delayed upstream, started with the page: its answer marks "the upstream has answered".
      const started = performance.now();
      const probe = fetch(`${upstreamUrl}/customer-api/customers/me`).then(() => performance.now() - started);
      const page = await getChunks(`${appUrl}${path}`, { Cookie: who(), 'User-Agent': BROWSER_UA });
      const upstreamAnsweredAt = await probe;
      // The shell: the text up to the chunk in which head (stylesheet, module preloads), header and
      // menu are all there. TCP may cut it into several chunks; what counts is when it is complete.
      const shellChecks: [string, RegExp][] = [
        ['stylesheet', /<link rel="stylesheet"[^>]*href="\/assets\//],
        ['module preload', /<link rel="modulepreload"/],
        ['header', /<header\b/],
        ['menu', /<nav\b[\s\S]*<\/nav>/],
      ];
      let text = '';
      let shellAt = Number.NaN;
      let shellEnd = 0;
      for (const chunk of page.chunks) {
        text += chunk.text;
        if (shellChecks.every(([, re]) => re.test(text))) {
          shellAt = chunk.at;
          shellEnd = text.length;
          break;
        }
      }
      const all = page.chunks.map((c) => c.text).join('');
      const missing = shellChecks.filter(([, re]) => !re.test(all)).map(([name]) => name);
      const problems = [
        page.status === 200 ? null : `status ${page.status}`,
        missing.length ? `no ${missing.join(', ')} in the page` : null,
        shellAt < upstreamAnsweredAt
          ? null
          : `shell complete at ${shellAt.toFixed(0)} ms, the upstream answered at ${upstreamAnsweredAt.toFixed(0)} ms`,
        /<div hidden id="S:/.test(all.slice(shellEnd)) ? null : 'no data streamed after the shell',
      ].filter(Boolean);
      if (problems.length) failures.push(`${path}: ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("one variant for every user agent (issue 32 §6): a crawler and headless Chromium get the streamed page a person's browser gets", async () => {
    await delayUpstream(DELAY_MS);
    const agents = {
      'headless Chromium': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
      Googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      curl: 'curl/8.14.1',
    };
    for (const [name, agent] of Object.entries(agents)) {
      const page = await getChunks(`${appUrl}/settings`, { Cookie: demo, 'User-Agent': agent });
      const first = page.chunks[0]?.text ?? '';
      const all = page.chunks.map((c) => c.text).join('');
      // Streamed: the shell's chunk holds a Suspense placeholder, the part itself arrives later as a
      // hidden chunk; the complete variant (whole document at once) has neither.
      expect(first, `${name}: the shell's chunk has the <noscript> refresh of the streamed variant`).toContain('nojs=1');
      expect(all, `${name}: a part streamed after the shell`).toMatch(/<div hidden id="S:/);
    }
  }, 60_000);

  it("My photos: the info banner (the first screen's largest text, so its largest paint) comes with the shell, before any upstream answer", async () => {
    await delayUpstream(DELAY_MS);
    const started = performance.now();
    const probe = fetch(`${upstreamUrl}/customer-api/customers/me`).then(() => performance.now() - started);
    const page = await getChunks(`${appUrl}/my-photos/photos`, { Cookie: demo, 'User-Agent': BROWSER_UA });
    const upstreamAnsweredAt = await probe;
    await delayUpstream(null);
    // The chunk in which the banner's whole text has arrived (TCP may cut it).
    let text = '';
    const banner = page.chunks.find((c) => {
      text += c.text;
      return /<aside aria-label="About your photos"[\s\S]*?<\/aside>/.test(text);
    });
    expect(banner, 'the banner is in the page').toBeDefined();
    expect(banner!.at).toBeLessThan(upstreamAnsweredAt);
  }, 60_000);
});

describe('upstream calls per page view (issue 18 §5)', () => {
  const deliveryCalls = (calls: { service: string }[]) => calls.filter((c) => c.service === 'delivery').length;
  type Product = { status: string; paymentChangedDate?: string | null };
  type Super = { superOrderCode: string; createdAt: string; orders: Product[] };
  const superOrders = async (cookie: string) =>
    (
      (await (await fetch(`${appUrl}/api/orders/v2/superorders/me?Offset=0&Limit=100`, { headers: { Cookie: cookie } })).json()) as {
        items: Super[];
      }
    ).items;

  it.each([
    ['/orders', 'orders'],
    ['/', 'overview'],
  ] as const)(
    '%s: one orders call and one delivery-date call per listed order that can still be delivered; on a repeat view the delivery-date calls leave with the orders call (the worker kept the list: one round trip)',
    async (path, page) => {
      await delayUpstream(null);
      const account = await throwawayAccount('consumer', upstreamUrl);
      const cookie = (await signIn(appUrl, account.email, account.password, '/settings')).header();
      const now = new Date();
      const expected = deliveryDatesShownOn(
        page,
        (await superOrders(cookie)).map((o) => ({ code: o.superOrderCode, createdAt: o.createdAt, products: o.orders })),
        now,
      );
      expect(expected.length).toBeGreaterThan(0);
      const split = (calls: UpstreamCall[]) => ({
        orders: calls.find((c) => c.service === 'orders' && c.route === '/v2/superorders/me'),
        dates: calls.filter((c) => c.service === 'delivery'),
      });
      await delayUpstream(200);
      // First view: the dates come from the orders' answer (two round trips); the worker keeps the list.
      const first = await viewWithCalls(`${appUrl}${path}`, cookie);
      expect(first.res.status).toBe(200);
      const one = split(first.calls);
      expect(first.calls.filter((c) => c.service === 'orders')).toHaveLength(1);
      expect(one.dates).toHaveLength(expected.length);
      for (const d of one.dates) expect(d.startedMs!).toBeGreaterThanOrEqual(one.orders!.startedMs! + one.orders!.durationMs);
      const view = await viewWithCalls(`${appUrl}${path}`, cookie);
      await delayUpstream(null);
      expect(view.res.status).toBe(200);
      const again = split(view.calls);
      expect(again.dates).toHaveLength(expected.length);
      // Overlapping calls: every delivery-date call started before the orders call had answered.
      for (const d of again.dates) expect(d.startedMs!).toBeLessThan(again.orders!.startedMs! + again.orders!.durationMs);
      // The guess served this render only: the browser's session (dehydrated) does not carry it.
      expect(view.res.body).toContain('isBusiness');
      expect(view.res.body).not.toContain('deliveryDatesAhead');
    },
    60_000,
  );

  it('an order that cannot be delivered any more (dispatched long ago, cancelled) gets no delivery-date call on its page; one that can gets one', async () => {
    await delayUpstream(null);
    const items = await superOrders(demo);
    const done = items.filter((o) => !canStillBeDelivered(o.orders));
    expect(done.some((o) => o.orders.every((p) => p.status === 'Cancelled'))).toBe(true);
    expect(done.some((o) => o.orders.some((p) => p.status === 'Dispatched'))).toBe(true);
    for (const o of done) {
      const view = await viewWithCalls(`${appUrl}/orders/${o.superOrderCode}`, demo);
      expect(view.res.status, o.superOrderCode).toBe(200);
      expect(deliveryCalls(view.calls), o.superOrderCode).toBe(0);
    }
    const open = items.find((o) => canStillBeDelivered(o.orders));
    expect(open).toBeDefined();
    const view = await viewWithCalls(`${appUrl}/orders/${open!.superOrderCode}`, demo);
    expect(deliveryCalls(view.calls)).toBe(1);
  }, 60_000);

  it("/saved-projects: the first page after sign-in makes one call, the projects by account id (the customer gate's cookie holds the id: no customer call first)", async () => {
    const account = await throwawayAccount('consumer', upstreamUrl);
    // The sign-in reads the customer record (the customer gate) and signs its account id into the gate's cookie; no page before this one.
    const cookie = (await signIn(appUrl, account.email, account.password)).header();
    const view = await viewWithCalls(`${appUrl}/saved-projects`, cookie);
    expect(view.res.status).toBe(200);
    expect(view.calls.map((c) => `${c.service} ${c.route}`)).toEqual(['projects /api/v2/projects/:id']);
    expect(view.res.body).toMatch(/data-project="/);
  }, 60_000);

  it('/my-photos/photos: once the worker knows the newest months, their first pages do not wait for the timeline call (one round trip)', async () => {
    const account = await throwawayAccount('consumer', upstreamUrl);
    const cookie = (await signIn(appUrl, account.email, account.password)).header();
    const split = (calls: UpstreamCall[]) => ({
      timeline: calls.find((c) => c.route === '/users/timeline'),
      months: calls.filter((c) => /^\/photos\/timeline\//.test(c.route)),
    });
    await delayUpstream(200);
    // First view: the months come from the timeline's answer (two round trips); the worker keeps them.
    const first = split((await viewWithCalls(`${appUrl}/my-photos/photos`, cookie)).calls);
    expect(first.timeline?.startedMs).toBeTypeOf('number');
    expect(first.months.length).toBeGreaterThan(0);
    for (const m of first.months) expect(m.startedMs!).toBeGreaterThanOrEqual(first.timeline!.startedMs! + first.timeline!.durationMs);
    const view = await viewWithCalls(`${appUrl}/my-photos/photos`, cookie);
    await delayUpstream(null);
    expect(view.res.status).toBe(200);
    const again = split(view.calls);
    // The same months, each asked once, all started while the timeline call was still out.
    expect(again.months).toHaveLength(first.months.length);
    for (const m of again.months) expect(m.startedMs!).toBeLessThan(again.timeline!.startedMs! + again.timeline!.durationMs);
    expect(view.res.body).toMatch(/data-month="/);
  }, 60_000);

  it('/orders/{code}: once the orders list showed the order, its page streams, and the calls after the order (delivery dates, reorder status) do not wait for it (one round trip)', async () => {
    const account = await throwawayAccount('consumer', upstreamUrl);
    // A fresh account: the worker knows none of its orders yet.
    const cookie = (await signIn(appUrl, account.email, account.password, '/settings')).header();
    await delayUpstream(null);
    const listed = await superOrders(cookie);
    const open = listed.find((o) => canStillBeDelivered(o.orders) && o.orders.some((p) => p.status !== 'Cancelled'));
    expect(open).toBeDefined();
    const split = (calls: UpstreamCall[]) => ({
      order: calls.find((c) => c.service === 'orders' && c.route.startsWith('/v1/superorders/')),
      after: calls.filter((c) => c.service === 'delivery' || c.service === 'reorder'),
    });
    // Not yet known: awaited (an unknown code must be able to answer 404), its calls after it.
    await delayUpstream(200);
    const first = split((await viewWithCalls(`${appUrl}/orders/${open!.superOrderCode}`, cookie)).calls);
    expect(first.order?.startedMs).toBeTypeOf('number');
    expect(first.after.length).toBeGreaterThan(0);
    for (const c of first.after) expect(c.startedMs!).toBeGreaterThanOrEqual(first.order!.startedMs! + first.order!.durationMs);
    // The orders list: the worker keeps its orders with the calls each page makes after the order.
    await delayUpstream(null);
    expect((await viewWithCalls(`${appUrl}/orders`, cookie)).res.status).toBe(200);
    await delayUpstream(200);
    const view = await viewWithCalls(`${appUrl}/orders/${open!.superOrderCode}`, cookie);
    await delayUpstream(null);
    expect(view.res.status).toBe(200);
    expect(view.res.body).toContain(`data-order="${open!.superOrderCode}"`);
    // The page's back link is in the shell: it hides the frame's (app-frame.tsx), so arriving with
    // the order it would move the page up (a layout shift Lighthouse measured at 0.053).
    const streamedFrom = view.res.body.indexOf('<div hidden id="S:');
    expect(streamedFrom).toBeGreaterThan(0);
    expect(view.res.body.slice(0, streamedFrom)).toContain('data-back-link');
    const again = split(view.calls);
    expect(again.after.length).toBeGreaterThan(0);
    for (const c of again.after) expect(c.startedMs!).toBeLessThan(again.order!.startedMs! + again.order!.durationMs);
    // An unknown code still answers HTTP 404.
    expect((await viewWithCalls(`${appUrl}/orders/999999999`, cookie)).res.status).toBe(404);
  }, 60_000);
});
