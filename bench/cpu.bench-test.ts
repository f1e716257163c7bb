import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { mainPages } from './pages';

/**
 * The app worker's CPU per signed-in page (issue 18 §4), by process CPU accounting: utime + stime
 * of the app's workerd processes (/proc/<pid>/stat) before and after a few hundred requests made
 * by 8 concurrent loops, against /healthz (the hello-world route of the same worker, through the
 * same first middleware) in the same run. The upstream runs in its own workerd and is not counted.
 * Linux only; figures only (nothing fails on a number).
 */
const { appUrl, appPort } = stackUrls();
const LOOPS = 8;
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 200);
/** BENCH_CPU_PAGES=/settings,/orders measures only those pages (and /healthz). */
const ONLY = process.env.BENCH_CPU_PAGES?.split(',');
const TICK_MS = 10; // USER_HZ 100

/** The workerd processes of the app's `wrangler dev` (its entry socket, plus the siblings serving the worker). */
function appWorkerdPids(): number[] {
  const procs = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((pid) => {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        const ppid = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
        return { pid: Number(pid), ppid, cmd };
      } catch {
        return null;
      }
    })
    .filter((p): p is { pid: number; ppid: number; cmd: string } => p?.cmd.includes('workerd serve') === true);
  const entry = procs.find((p) => p.cmd.includes(`--socket-addr=entry=127.0.0.1:${appPort} `));
  if (!entry) throw new Error(`no workerd serving port ${appPort}`);
  return procs.filter((p) => p.ppid === entry.ppid).map((p) => p.pid);
}

const cpuTicks = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return sum + Number(f[11]) + Number(f[12]);
  }, 0);

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

async function measure(url: string, cookie: string) {
  await load(url, cookie, LOOPS * 2); // warm the isolate, its caches and the connection pool
  const pids = appWorkerdPids();
  const before = cpuTicks(pids);
  const { seconds, failed } = await load(url, cookie, REQUESTS);
  const cpuMs = ((cpuTicks(pids) - before) * TICK_MS) / REQUESTS;
  return { cpuMs, rps: REQUESTS / seconds, failed };
}

it('prints the app CPU per request and the throughput of each main page against /healthz', async () => {
  const pages = await mainPages(appUrl);
  const hello = await measure(`${appUrl}/healthz`, pages[0]!.cookie);
  const rows = [
    `${'/healthz (hello world)'.padEnd(30)} cpu ${hello.cpuMs.toFixed(2).padStart(6)} ms/req   ${hello.rps.toFixed(0).padStart(5)} req/s`,
  ];
  for (const page of pages.filter((p) => !ONLY || ONLY.includes(p.name))) {
    const r = await measure(`${appUrl}${page.path}`, page.cookie);
    rows.push(
      `${page.name.padEnd(30)} cpu ${r.cpuMs.toFixed(2).padStart(6)} ms/req (${(r.cpuMs - hello.cpuMs).toFixed(2)} above hello)   ${r.rps.toFixed(0).padStart(5)} req/s (${((r.rps / hello.rps) * 100).toFixed(0)} % of hello)${r.failed ? `   ${r.failed} not 200` : ''}`,
    );
  }
  console.log(
    `\nApp worker CPU per request (workerd utime+stime, ${REQUESTS} requests, ${LOOPS} loops, wrangler dev; goal ≤ 5 ms per main page):\n${rows.join('\n')}\n`,
  );
  expect(rows.length).toBeGreaterThan(1);
}, 1_800_000);
