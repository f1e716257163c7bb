import { afterAll, expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { type HttpResult, request } from '../tests/support/http';
import { DEMO_PASSWORD, signIn } from '../tests/support/sign-in';

const { appUrl, upstreamUrl } = stackUrls();
const PAGES = ['/', '/orders', '/saved-projects', '/settings', '/my-photos/photos', '/my-photos/albums'];
// Only the data APIs: the identity provider and its JWKS stay fast, as in production.
const DATA_APIS =
  '^/(photo-management|shared-albums-api|download-api|customer-api|order-api|invoice-api|project-api|widget-api|cutoff-api|public-conf)';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function setDelay(delayMs: number | null) {
  await fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });
  if (delayMs === null) return;
  const res = await fetch(`${upstreamUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ pathPattern: DATA_APIS, mode: 'delay', delayMs }),
  });
  expect(res.ok).toBe(true);
}

async function sample(url: string, cookie: string, n: number): Promise<HttpResult[]> {
  const out: HttpResult[] = [];
  for (let i = 0; i < n; i++) out.push(await request(url, { headers: { Cookie: cookie } }));
  return out;
}

/** Requests per second over `seconds` with `connections` concurrent loops. */
async function throughput(url: string, cookie: string, seconds = 4, connections = 10): Promise<number> {
  let done = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const r = await request(url, { headers: { Cookie: cookie } });
        if (r.status === 200) done += 1;
      }
    }),
  );
  return done / seconds;
}

afterAll(() => setDelay(null));

it('prints time to first and last byte with the upstream delayed by 500 ms, and render time per page', async () => {
  const jar = await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD);
  const cookie = jar.header();
  const rows: string[] = [];

  await setDelay(null);
  for (const path of PAGES) await sample(`${appUrl}${path}`, cookie, 2); // warm up isolates and caches
  for (const path of PAGES) {
    const fast = await sample(`${appUrl}${path}`, cookie, 5);
    const timing = fast.map((r) => Number(/ssr;dur=([\d.]+)/.exec(String(r.headers['server-timing']))?.[1] ?? NaN));
    rows.push(
      `${path.padEnd(20)} status ${fast[0]?.status}  render (Server-Timing) ${ms(median(timing))}  total ${ms(median(fast.map((r) => r.ttlb)))}`,
    );
  }
  console.log(`\nServer render per page (upstream not delayed; median of 5):\n${rows.join('\n')}`);

  await setDelay(500);
  const delayed: string[] = [];
  for (const path of PAGES) {
    const res = await sample(`${appUrl}${path}`, cookie, 3);
    delayed.push(
      `${path.padEnd(20)} first byte ${ms(median(res.map((r) => r.ttfb)))}  last byte ${ms(median(res.map((r) => r.ttlb)))}  chunks ${median(res.map((r) => r.chunks))}`,
    );
  }
  console.log(`\nUpstream data APIs delayed by 500 ms (median of 3): the shell must come first\n${delayed.join('\n')}`);
  await setDelay(null);

  const hello = await throughput(`${appUrl}/healthz`, cookie);
  const page = await throughput(`${appUrl}/orders`, cookie);
  console.log(
    `\nThroughput (10 connections, 4 s, wrangler dev): /healthz ${hello.toFixed(0)} req/s, signed-in /orders ${page.toFixed(0)} req/s (${((page / hello) * 100).toFixed(0)} %)\n`,
  );
});
