import { expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { breakdown, startProfile } from './cpu-profile';
import { type BenchPage, mainPages } from './pages';
import { cpuTicks, startPlainApp, workerdPids } from './plain-workerd';

/**
 * The app worker's CPU per signed-in page (issue 18 §4), by process CPU accounting: utime + stime
 * of the app's workerd processes (/proc/<pid>/stat) before and after a few hundred requests made
 * by 8 concurrent loops, against /healthz (the hello-world route of the same worker, through the
 * same first middleware) in the same run. The upstream runs in its own workerd and is not counted.
 * The app measured is the deployed bundle under plain workerd (./plain-workerd.ts), as production
 * runs it; BENCH_CPU_DEV=1 adds the test stack's `wrangler dev` for comparison. Then, per page, where
 * its CPU goes (bench/cpu-profile.ts; BENCH_CPU_PROFILE=0 leaves it out).
 * Linux only; figures only (nothing fails on a number).
 */
const { appUrl, appPort, upstreamUrl } = stackUrls();
/** The plain instance listens beside the stack (its app + 3, clear of the inspector ports). */
const PLAIN_PORT = appPort + 3;
/** BENCH_CPU_DEV=1 also measures the test stack's `wrangler dev`. */
const DEV = process.env.BENCH_CPU_DEV === '1';
/** BENCH_CPU_PROFILE=0 leaves out where each page's CPU goes (a sampling profile per page, on a second instance). */
const PROFILE = process.env.BENCH_CPU_PROFILE !== '0';
const PROFILED_REQUESTS = 60;
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

/** Per page, the parts of its CPU (a separate instance: its inspector costs CPU of its own). */
async function whereItGoes(pages: BenchPage[]): Promise<string[]> {
  const inspectorPort = PLAIN_PORT + 20_000;
  const plain = await startPlainApp({ upstreamPort: Number(new URL(upstreamUrl).port), port: PLAIN_PORT, inspectorPort });
  const rows: string[] = [];
  try {
    for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.name))) {
      const url = `${plain.url}${page.path}`;
      await load(url, page.cookie, LOOPS * 2);
      const profile = await startProfile(inspectorPort);
      await load(url, page.cookie, PROFILED_REQUESTS);
      const parts = breakdown(await profile.stop(), plain.bundle);
      rows.push(page.name, ...parts.filter((p) => p.percent >= 1).map((p) => `  ${p.percent.toFixed(0).padStart(3)} %  ${p.part}`));
    }
  } finally {
    await plain.dispose();
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
  if (PROFILE)
    console.log(
      `\nWhere it goes (self time in the worker's isolate, sampled over ${PROFILED_REQUESTS} requests per page with an inspector attached: where to try, not a saving; bench/cpu-profile.ts):\n${(await whereItGoes(pages)).join('\n')}\n`,
    );
  if (DEV) {
    const dev = await table(appUrl, () => workerdPids(appPort), pages);
    console.log(`\nThe same under wrangler dev (its middleware, inspector and console forwarding):\n${dev.join('\n')}\n`);
  }
}, 1_800_000);
