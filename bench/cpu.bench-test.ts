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
 * runs it; BENCH_CPU_DEV=1 adds the test stack's `wrangler dev` for comparison. Then, per page, where
 * its CPU goes, by the same accounting: a second build stops each page after a stage its request
 * asks for (src/worker/ssr/cpu-stages.ts), and a stage costs the difference to the one before
 * (BENCH_CPU_STAGES=0 leaves it out).
 * Linux only; figures only (nothing fails on a number).
 */
const { appUrl, appPort, upstreamUrl } = stackUrls();
/** The plain instance listens beside the stack (its app + 3, clear of the inspector ports). */
const PLAIN_PORT = appPort + 3;
/** BENCH_CPU_DEV=1 also measures the test stack's `wrangler dev`. */
const DEV = process.env.BENCH_CPU_DEV === '1';
/** BENCH_CPU_STAGES=0 leaves out where each page's CPU goes (its stages, on a second instance). */
const STAGES = process.env.BENCH_CPU_STAGES !== '0';
const LOOPS = 8;
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 200);
/** BENCH_CPU_PAGES=/settings,/orders measures only those pages (and /healthz). */
const ONLY = process.env.BENCH_CPU_PAGES?.split(',');
const TICK_MS = 10; // USER_HZ 100

async function load(url: string, headers: Record<string, string>, n: number, expected = 200): Promise<{ seconds: number; failed: number }> {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: LOOPS }, async () => {
      while (next++ < n) {
        try {
          const res = await fetch(url, { headers, redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status !== expected) failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, failed };
}

async function measure(url: string, cookie: string, pids: () => number[], stage?: CpuStage) {
  // Identity: Miniflare compresses a response as Cloudflare's front line does, outside the worker
  // and its CPU time in production; here it ran in the measured process (3–5 % of a page).
  const headers = { Cookie: cookie, 'Accept-Encoding': 'identity', ...(stage ? { 'x-cpu-stage': stage } : {}) };
  const expected = stage ? 204 : 200;
  await load(url, headers, LOOPS * 2, expected); // warm the isolate, its caches and the connection pool
  const serving = pids();
  const before = cpuTicks(serving);
  const { seconds, failed } = await load(url, headers, REQUESTS, expected);
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

/**
 * The stages of src/worker/ssr/cpu-stages.ts (CPU_STAGES; a name it does not know is answered with
 * the whole page, not 204, and fails this bench), then the whole page. Not imported: the worker's
 * types are not this project's.
 */
type CpuStage = 'middleware' | 'context' | 'router' | 'data';
const STAGE_COLUMNS: [string, CpuStage | 'page'][] = [
  ['middleware', 'middleware'],
  ['context', 'context'],
  ['router', 'router'],
  ['data', 'data'],
  ['render+stream', 'page'],
];

/** Per page, what each of its stages costs (a separate instance, built with the stages). */
async function whereItGoes(pages: BenchPage[]): Promise<string[]> {
  const plain = await startPlainApp({ upstreamPort: Number(new URL(upstreamUrl).port), port: PLAIN_PORT, cpuStages: true });
  const cell = (text: string) => text.padStart(14);
  const rows = [`${'page'.padEnd(30)}${cell('floor')}${STAGE_COLUMNS.map(([name]) => cell(name)).join('')}${cell('total')}`];
  try {
    const hello = await measure(`${plain.url}/healthz`, pages[0]!.cookie, plain.pids);
    for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.name))) {
      const cumulative: number[] = [];
      for (const [, stage] of STAGE_COLUMNS) {
        const r = await measure(`${plain.url}${page.path}`, page.cookie, plain.pids, stage === 'page' ? undefined : stage);
        if (r.failed) throw new Error(`${page.path} at stage ${stage}: ${r.failed} requests not answered as expected`);
        cumulative.push(r.cpuMs);
      }
      const added = cumulative.map((ms, i) => ms - (i === 0 ? hello.cpuMs : cumulative[i - 1]!));
      const ms = (value: number) => cell(value.toFixed(2));
      rows.push(`${page.name.padEnd(30)}${ms(hello.cpuMs)}${added.map(ms).join('')}${ms(cumulative.at(-1)!)}`);
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
  if (STAGES)
    console.log(
      `\nWhere it goes: ms per request each stage adds (${REQUESTS} requests per stage, the same accounting; the stages: src/worker/ssr/cpu-stages.ts; render+stream: the rest of the page; a difference within ±0.3 ms is noise):\n${(await whereItGoes(pages)).join('\n')}\n`,
    );
  if (DEV) {
    const dev = await table(appUrl, () => workerdPids(appPort), pages);
    console.log(`\nThe same under wrangler dev (its middleware, inspector and console forwarding):\n${dev.join('\n')}\n`);
  }
}, 1_800_000);
