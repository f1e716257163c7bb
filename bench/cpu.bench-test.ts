import { expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { type BenchPage, mainPages } from './pages';
import { cpuTicks, startPlainApp, workerdPids } from './plain-workerd';

/**
 * The app worker's CPU per signed-in page (issue 18 §4), by process CPU accounting: utime + stime
 * of the app's workerd processes (/proc/<pid>/stat) before and after a few hundred requests made
 * by 8 concurrent loops, against /healthz (the hello-world route of the same worker, through the
 * same first middleware) in the same run. The upstream runs in its own workerd and is not counted.
 * The app measured is the deployed bundle under plain workerd (./plain-workerd.ts), as production
 * runs it; BENCH_CPU_DEV=1 adds the test stack's `wrangler dev` for comparison.
 * Linux only; figures only (nothing fails on a number).
 */
const { appUrl, appPort, upstreamUrl } = stackUrls();
/** The plain instance listens beside the stack (its app + 3, clear of the inspector ports). */
const PLAIN_PORT = appPort + 3;
/** BENCH_CPU_DEV=1 also measures the test stack's `wrangler dev`. */
const DEV = process.env.BENCH_CPU_DEV === '1';
const LOOPS = 8;
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 200);
/** BENCH_CPU_PAGES=/settings,/orders measures only those pages (and /healthz). */
const ONLY = process.env.BENCH_CPU_PAGES?.split(',');
const TICK_MS = 10; // USER_HZ 100

async function load(url: string, cookie: string, n: number): Promise<{ seconds: number; failed: number }> {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (next++ < n) {
        try {
          const res = await fetch(url, { headers: { Cookie: cookie }, redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status !== 200) failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, failed };
}

async function measure(url: string, cookie: string, pids: () => number[]) {
  await load(url, cookie, LOOPS * 2); // warm the isolate, its caches and the connection pool
  const serving = pids();
  const before = cpuTicks(serving);
  const { seconds, failed } = await load(url, cookie, REQUESTS);
  const cpuMs = ((cpuTicks(serving) - before) * TICK_MS) / REQUESTS;
  return { cpuMs, rps: REQUESTS / seconds, failed };
}

/** One table: /healthz, then each main page, on the app at `base`. */
async function table(base: string, pids: () => number[], pages: BenchPage[]): Promise<string[]> {
  const hello = await measure(`${base}/healthz`, pages[0]!.cookie, pids);
  const rows = [
    `${'/healthz (hello world)'.padEnd(30)} cpu ${hello.cpuMs.toFixed(2).padStart(6)} ms/req   ${hello.rps.toFixed(0).padStart(5)} req/s`,
  ];
  for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.name))) {
    const r = await measure(`${base}${page.path}`, page.cookie, pids);
    rows.push(
      `${page.name.padEnd(30)} cpu ${r.cpuMs.toFixed(2).padStart(6)} ms/req (${(r.cpuMs - hello.cpuMs).toFixed(2)} above hello)   ${r.rps.toFixed(0).padStart(5)} req/s (${((r.rps / hello.rps) * 100).toFixed(0)} % of hello)${r.failed ? `   ${r.failed} not 200` : ''}`,
    );
  }
  return rows;
}

it('prints the app CPU per request and the throughput of each main page against /healthz', async () => {
  // Signed in on the test stack; the plain instance shares its upstream and session secret.
  const pages = await mainPages(appUrl);
  const plain = await startPlainApp({ upstreamPort: Number(new URL(upstreamUrl).port), port: PLAIN_PORT });
  try {
    const deployed = await table(plain.url, plain.pids, pages);
    console.log(
      `\nApp worker CPU per request, the deployed bundle under plain workerd (workerd utime+stime, ${REQUESTS} requests, ${LOOPS} loops; goal ≤ 5 ms per main page):\n${deployed.join('\n')}\n`,
    );
    expect(deployed.length).toBeGreaterThan(1);
  } finally {
    await plain.dispose();
  }
  if (DEV) {
    const dev = await table(appUrl, () => workerdPids(appPort), pages);
    console.log(`\nThe same under wrangler dev (its middleware, inspector and console forwarding):\n${dev.join('\n')}\n`);
  }
}, 1_800_000);
