import { afterAll, expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { signIn } from '../tests/support/sign-in';
import { throwawayAccount } from '../tests/support/upstream-admin';
import { delayUpstream } from '../tests/support/upstream-calls';

/**
 * What the worker's per-user cache (src/worker/per-user-cache/) saves (issue 32 §7): the first view
 * of a page after a sign-in, when the worker knows nothing of the user yet, against the repeat view,
 * with every upstream call delayed by one Smart Placement round trip (docs/latency.md: L + S =
 * 2 + 40 ms). Per page: the first byte (the shell) and the last (the streamed content), the median
 * of a few fresh accounts. The saved projects are there for the account id in the customer gate's
 * cookie (no cache: the first view is already one round trip deep). Figures only.
 */
const { appUrl, upstreamUrl } = stackUrls();
const SMART_PLACEMENT_CALL_MS = 42;
const ACCOUNTS = Number(process.env.BENCH_ROUND_TRIP_ACCOUNTS ?? 3);

interface Timing {
  firstByte: number;
  complete: number;
}

async function view(path: string, cookie: string): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(`${appUrl}${path}`, { headers: { Cookie: cookie, 'Accept-Encoding': 'identity' }, redirect: 'manual' });
  if (res.status !== 200 || !res.body) throw new Error(`${path}: ${res.status}`);
  const reader = res.body.getReader();
  let firstByte: number | undefined;
  for (;;) {
    const { done } = await reader.read();
    firstByte ??= performance.now() - started;
    if (done) break;
  }
  return { firstByte, complete: performance.now() - started };
}

/** A fresh account's first order that can still be delivered (an order page that asks for follow-up calls). */
async function anOrder(cookie: string): Promise<string> {
  const res = await fetch(`${appUrl}/api/orders/v2/superorders/me?Offset=0&Limit=100`, { headers: { Cookie: cookie } });
  const { items } = (await res.json()) as { items: { superOrderCode: string; orders: { status: string }[] }[] };
  const open = items.find((o) => o.orders.some((p) => p.status !== 'Cancelled' && p.status !== 'Dispatched'));
  if (!open) throw new Error('the consumer profile has no order in progress');
  return open.superOrderCode;
}

const PAGES = ['/', '/orders', '/orders/:order', '/my-photos/photos', '/saved-projects'] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

afterAll(() => delayUpstream(null));

it('prints the first and the repeat view of the pages the per-user cache serves, with Smart Placement round trips', async () => {
  const rows: string[] = [];
  for (const page of PAGES) {
    const first: Timing[] = [];
    const repeat: Timing[] = [];
    for (let n = 0; n < ACCOUNTS; n++) {
      await delayUpstream(null);
      const account = await throwawayAccount('consumer', upstreamUrl);
      // Signed in to a page that teaches the worker nothing: the page below is its first view.
      const cookie = (await signIn(appUrl, account.email, account.password, '/settings')).header();
      const path = page === '/orders/:order' ? `/orders/${await anOrder(cookie)}` : page;
      // The order page is the repeat view of the orders the list showed: the list is seen first.
      await delayUpstream(SMART_PLACEMENT_CALL_MS);
      first.push(await view(path, cookie));
      if (page === '/orders/:order') await view('/orders', cookie);
      repeat.push(await view(path, cookie));
    }
    const ms = (values: number[]) => `${median(values).toFixed(0).padStart(6)} ms`;
    rows.push(
      `${page.padEnd(20)}${ms(first.map((t) => t.firstByte))}${ms(first.map((t) => t.complete))}   ${ms(repeat.map((t) => t.firstByte))}${ms(repeat.map((t) => t.complete))}   ${(median(first.map((t) => t.complete)) - median(repeat.map((t) => t.complete))).toFixed(0).padStart(5)} ms`,
    );
  }
  console.log(
    `\nFirst view after sign-in against the repeat view, every upstream call +${SMART_PLACEMENT_CALL_MS} ms (median of ${ACCOUNTS} fresh accounts; the order page's repeat view follows a view of /orders):\n${''.padEnd(20)}${'first view'.padStart(18)}   ${'repeat view'.padStart(18)}\n${'page'.padEnd(20)}${'shell'.padStart(9)}${'content'.padStart(9)}   ${'shell'.padStart(9)}${'content'.padStart(9)}   ${'saved'.padStart(8)}\n${rows.join('\n')}\n`,
  );
  expect(rows).toHaveLength(PAGES.length);
}, 600_000);

/**
 * The edge cache of the brand's data (src/worker/cache/edge-cache.ts, issue 32 §7): the frame's
 * menu configuration and the cut-off notices, asked by every page through /api, answered by the
 * upstream once per data centre, brand, locale and TTL. A fresh query string makes the first ask
 * a miss; the repeat is a hit. Same Smart Placement delay as above.
 */
it('prints what the edge cache of the brand data saves per /api call (miss against hit)', async () => {
  await delayUpstream(null);
  const account = await throwawayAccount('consumer', upstreamUrl);
  const cookie = (await signIn(appUrl, account.email, account.password, '/settings')).header();
  await delayUpstream(SMART_PLACEMENT_CALL_MS);
  const rows: string[] = [];
  for (const path of ['/api/cutoff/v1/ArticleGroup', '/api/publicConf/photobloom.co.uk']) {
    const fresh = `${path}?bench=${crypto.randomUUID()}`;
    const timed = async () => {
      const started = performance.now();
      const res = await fetch(`${appUrl}${fresh}`, { headers: { Cookie: cookie, 'X-Requested-With': 'myaccount' } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
      return { ms: performance.now() - started, cache: res.headers.get('X-Edge-Cache') };
    };
    const miss = await timed();
    const hit = await timed();
    rows.push(
      `${path.padEnd(36)}${`${miss.ms.toFixed(0)} ms (${miss.cache})`.padStart(16)}${`${hit.ms.toFixed(0)} ms (${hit.cache})`.padStart(16)}`,
    );
  }
  await delayUpstream(null);
  console.log(
    `\nThe edge cache of the brand data, every upstream call +${SMART_PLACEMENT_CALL_MS} ms:\n${'call'.padEnd(36)}${'first'.padStart(16)}${'repeat'.padStart(16)}\n${rows.join('\n')}\n`,
  );
  expect(rows).toHaveLength(2);
}, 120_000);
