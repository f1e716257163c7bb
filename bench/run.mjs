#!/usr/bin/env node
// `npm run bench`: starts the stack (as `npm test` does, on its own fresh state) and prints the
// performance figures of DESIGN.md §5. Figures only: nothing here fails on a number.
// BENCH_STATE_DIR=<dir> keeps the stack's state there across runs, so the 1,000,000-photo scale
// seed (many minutes) is written once and a later run on a quiet machine only measures.
import '../scripts/node-version.mjs';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, getPriority, setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient } from '../scripts/build.mjs';
import { startStack } from '../scripts/stack.mjs';

await buildClient({ quiet: true, keepOldAssets: true });
const keptState = process.env.BENCH_STATE_DIR;
if (keptState) mkdirSync(keptState, { recursive: true });
const stateDir = keptState ?? mkdtempSync(join(tmpdir(), 'myaccount-bench-'));
const base = Number(process.env.TEST_PORT_BASE ?? 9787);
// In production the worker and the upstream run on other machines than the customer's browser; here
// they share the cores with it. Two measures keep the servers from taking the browser's CPU while a
// page is measured (on two cores, a 'long task' was mostly the page's main thread waiting for a CPU
// the servers held: 30–57 ms of a 54–75 ms task, seen with `perf sched`):
// - BENCH_STACK_NICE (default 5): the stack starts that many priority steps below the bench;
// - BENCH_STACK_CPUS (a `taskset` CPU list; default the last core on Linux, `all` for none): the
//   stack runs on those cores only, the browser on all of them.
// Child processes inherit both from the process that starts them.
const stackNice = Number(process.env.BENCH_STACK_NICE ?? 5);
const stackCpus = process.env.BENCH_STACK_CPUS ?? (process.platform === 'linux' ? String(availableParallelism() - 1) : 'all');
const allCpus = `0-${availableParallelism() - 1}`;
const pin = (cpus) => spawnSync('taskset', ['-a', '-p', '-c', cpus, String(process.pid)], { stdio: 'ignore' }).status === 0;
const ownPriority = getPriority();
if (stackNice > 0) setPriority(Math.min(19, ownPriority + stackNice));
const pinned = stackCpus !== 'all' && availableParallelism() > 1 && pin(stackCpus);
if (stackCpus !== 'all' && !pinned) console.warn(`bench: the stack shares every core with the browser (taskset -c ${stackCpus} failed)`);
const stack = await startStack({ appPort: base, upstreamPort: base + 1, stateDir, wranglerEnv: 'test', quiet: true });
if (pinned) pin(allCpus);
try {
  setPriority(ownPriority);
} catch {
  // Raising it back needs the right to: then the browser runs at the stack's priority, as before.
  console.warn(`bench: stays at nice ${getPriority()} (could not return to ${ownPriority}); the stack and the browser share it`);
}
let status = 0;
try {
  const r = spawnSync(
    process.execPath,
    ['node_modules/vitest/vitest.mjs', 'run', '-c', 'bench/vitest.bench.config.ts', ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, APP_URL: stack.appUrl, UPSTREAM_URL: stack.upstreamUrl },
    },
  );
  status = r.status ?? 1;
} finally {
  await stack.stop();
  if (!keptState) rmSync(stateDir, { recursive: true, force: true });
}
// The push-socket load test (1,000 sockets over 100 users) runs its own workerd on loopback;
// BENCH_PUSH=0 leaves it out (a run measuring one page again and again).
const push =
  process.env.BENCH_PUSH === '0' ? { status: 0 } : spawnSync(process.execPath, ['tests/workers/push-load.mjs'], { stdio: 'inherit' });
process.exit(status || (push.status ?? 1));
