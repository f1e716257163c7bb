#!/usr/bin/env node
// Bounded push load test, loopback only (127.0.0.1), stops by itself (hard limit 400 s): runs the
// push test worker (tests/workers/worker.ts, the app's push routes and UserPushHub) in workerd,
// opens USERS × PER_USER authenticated sockets (ticket → upgrade → authenticate → OK), sends one
// signed event per user through /internal/push and checks every socket gets exactly its own
// user's event and nothing else. Exit code 1 on any wrong or missing delivery.
// Prints: handshake wall time and per-phase latencies, the CPU the hub side (workerd) and this
// client spent, signal answer time, delivery time, wrong deliveries. On a shared machine the wall
// times mostly measure the neighbours; the CPU figures are the hub's own cost.
// A separate process: inside the vitest pool one test stalls after a handful of open sockets.
// Run: `npm run bench` (after the other benchmarks), or node tests/workers/push-load.mjs [users=100] [perUser=10]
// Env: PUSH_LOAD_CONCURRENCY (handshakes in flight, 25), PUSH_LOAD_IDLE_MS (idle before the
// signals, to let hubs hibernate), PUSH_LOAD_PING_MS (client keep-alive pings).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import WebSocket from 'ws';

const USERS = Number(process.argv[2] ?? 100);
const PER_USER = Number(process.argv[3] ?? 10);
const SIGNING_SECRET = 'dev-push-signing-secret';

// The test worker bundled by wrangler, run by the Miniflare API: unlike `wrangler dev` it does not
// restart (and drop every socket) when someone edits a source file during the run.
const dir = mkdtempSync(join(tmpdir(), 'push-load-'));
const build = spawnSync(
  process.execPath,
  [
    'node_modules/wrangler/bin/wrangler.js',
    'deploy',
    '--dry-run',
    '--env',
    'test',
    '--outdir',
    join(dir, 'dist'),
    'tests/workers/worker.ts',
  ],
  {
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
    encoding: 'utf8',
  },
);
if (build.status !== 0) {
  console.error(build.stdout, build.stderr);
  process.exit(1);
}
// Miniflare 5 takes a list of workers; the one-worker shape converts.
const mf = new Miniflare(
  convertV4MiniflareOptions({
    host: '127.0.0.1',
    modules: true,
    scriptPath: join(dir, 'dist', 'worker.js'),
    modulesRoot: join(dir, 'dist'),
    compatibilityDate: '2026-11-17',
    compatibilityFlags: ['nodejs_compat'],
    bindings: { SESSION_SECRET: 'load-session-secret-0123456789', PUSH_SIGNING_SECRET: SIGNING_SECRET, DO_JURISDICTION: '' },
    durableObjects: { USER_PUSH_HUB: { className: 'UserPushHub', useSQLite: true } },
    durableObjectsPersist: join(dir, 'state'),
  }),
);
const BASE = (await mf.ready).origin;

/**
 * CPU seconds used so far by the workerd processes under this one (Linux /proc; null elsewhere):
 * on a shared machine wall time mostly measures the neighbours, CPU time measures the hub.
 */
function workerdCpuSeconds() {
  try {
    const ticks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    const out = execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' });
    const children = out
      .split('\n')
      .map((l) => l.trim().split(/\s+/))
      .filter(([, comm]) => comm === 'workerd')
      .map(([pid]) => pid);
    let total = 0;
    for (const pid of children) {
      // utime and stime are fields 14 and 15, counted after the command's closing parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += Number(fields[11]) + Number(fields[12]);
    }
    return children.length ? total / ticks : null;
  } catch {
    return null;
  }
}
const PORT = new URL(BASE).port;

async function stop(code) {
  await mf.dispose().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
  process.exit(code);
}

const closes = [];

/** Per-phase times of every handshake (ms): ticket fetch, WebSocket upgrade, authenticate → OK. */
const phases = { ticket: [], upgrade: [], auth: [] };

async function openSocket(user) {
  const s0 = performance.now();
  const res = await fetch(`${BASE}/push/ticket`, { headers: { 'X-Test-User': user } });
  const { ticket } = await res.json();
  const s1 = performance.now();
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/push`, { headers: { Origin: BASE, 'X-Test-User': user } });
  const frames = [];
  let onFrame = () => {};
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    onFrame();
  });
  const opened = Date.now();
  ws.on('close', (code) => closes.push(`${user}:${code}@${Math.round((Date.now() - opened) / 1000)}s`));
  // Keep-alive like the browser client (answered by the runtime without waking the hub).
  const pingMs = Number(process.env.PUSH_LOAD_PING_MS ?? 0);
  if (pingMs > 0) {
    const timer = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('{"type":"ping"}'), pingMs);
    ws.on('close', () => clearInterval(timer));
  }
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const s2 = performance.now();
  ws.send(JSON.stringify({ type: 'authenticate', ticket }));
  const waitFrames = (n, ms) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${user}: ${frames.length}/${n} frames`)), ms);
      onFrame = () => {
        if (frames.length < n) return;
        clearTimeout(timer);
        resolve();
      };
      onFrame();
    });
  await waitFrames(1, 10_000);
  if (frames[0]?.type !== 'OK') throw new Error(`${user}: expected OK, got ${JSON.stringify(frames[0])}`);
  phases.ticket.push(s1 - s0);
  phases.upgrade.push(s2 - s1);
  phases.auth.push(performance.now() - s2);
  return { user, ws, frames, waitFrames };
}

function signal(user, message) {
  const body = JSON.stringify({ userId: user, message });
  const sig = createHmac('sha256', SIGNING_SECRET).update(body).digest('hex');
  return fetch(`${BASE}/internal/push`, { method: 'POST', headers: { 'X-Signature': `sha256=${sig}` }, body });
}

// Never hang a CI run: the whole check has a hard limit.
setTimeout(() => {
  console.error('push load: gave up after 400 s');
  void stop(1);
}, 400_000).unref();

try {
  const users = Array.from({ length: USERS }, (_, i) => `load-${i}`);
  const cpu0 = workerdCpuSeconds();
  const client0 = process.cpuUsage();
  const t0 = performance.now();
  const sockets = [];
  // A pool of PUSH_LOAD_CONCURRENCY handshakes in flight (a new one starts as soon as one ends),
  // like many browsers connecting at once after a deploy, without queueing thousands at once.
  const pending = users.flatMap((u) => Array.from({ length: PER_USER }, () => u));
  const concurrency = Number(process.env.PUSH_LOAD_CONCURRENCY ?? 25);
  let next = 0;
  let retried = 0;
  // A handshake refused by a starved loopback (connection reset) is tried again, as the browser
  // client does after its backoff; every retry is counted and printed.
  const openWithRetry = async (user) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await openSocket(user);
      } catch (err) {
        if (attempt === 3) throw err;
        retried++;
        console.error(`push load: handshake of ${user} failed (${err?.cause?.code ?? err?.message ?? err}), retrying`);
        await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < pending.length) sockets.push(await openWithRetry(pending[next++]));
    }),
  );
  console.log(
    `push load: ${sockets.length} sockets open after ${Math.round(performance.now() - t0)} ms (${concurrency} handshakes in flight, ${retried} retried)`,
  );
  const stat = (xs) => {
    const sorted = [...xs].sort((a, b) => a - b);
    const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]);
    return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
  };
  console.log(
    `push load: per handshake: ticket ${stat(phases.ticket)}; upgrade ${stat(phases.upgrade)}; authenticate→OK ${stat(phases.auth)}`,
  );
  const cpu1 = workerdCpuSeconds();
  if (cpu0 !== null && cpu1 !== null) {
    console.log(
      `push load: workerd CPU for ${sockets.length} handshakes: ${(cpu1 - cpu0).toFixed(1)} s (${((1000 * (cpu1 - cpu0)) / sockets.length).toFixed(1)} ms each)`,
    );
  }
  const client = process.cpuUsage(client0);
  console.log(
    `push load: this client's CPU meanwhile: ${((client.user + client.system) / 1e6).toFixed(1)} s; load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
  );
  if (closes.length) console.error(`push load: ${closes.length} sockets closed meanwhile, e.g. ${closes.slice(0, 5)}`);
  // PUSH_LOAD_IDLE_MS: let the hubs hibernate before signalling (state must survive it).
  await new Promise((r) => setTimeout(r, Number(process.env.PUSH_LOAD_IDLE_MS ?? 0)));
  if (closes.length) console.error(`push load: ${closes.length} sockets closed while idle, e.g. ${closes.slice(0, 5)}`);
  const t1 = performance.now();
  const messages = new Map(
    users.map((u) => [
      u,
      {
        id: randomUUID(),
        type: 'archive-finished',
        data: { payload: { downloadId: `d-${u}`, key: `k-${u}.zip` }, timestamp: Date.now() },
      },
    ]),
  );
  const answers = await Promise.all(
    users.map(async (u) => {
      const res = await signal(u, messages.get(u));
      return res.ok ? res.json() : { delivered: 0, status: res.status, text: await res.text() };
    }),
  );
  const t2 = performance.now();
  const failed = answers.filter((a) => a.status);
  if (failed.length) console.error(`push load: ${failed.length} signals failed, e.g. ${JSON.stringify(failed[0])}`);
  const waits = await Promise.allSettled(sockets.map((s) => s.waitFrames(2, 20_000)));
  const t3 = performance.now();
  const late = waits.filter((w) => w.status === 'rejected').length;
  if (late) console.error(`push load: ${late} sockets saw no event within 20 s`);
  await new Promise((r) => setTimeout(r, 300)); // Anything extra would have arrived by now.
  let wrong = 0;
  for (const s of sockets) {
    const events = s.frames.filter((f) => f.type === 'event');
    if (events.length !== 1 || events[0].message.id !== messages.get(s.user).id) wrong++;
  }
  const delivered = answers.reduce((n, a) => n + a.delivered, 0);
  console.log(
    `push load: ${sockets.length} sockets over ${USERS} users; open+authenticate ${Math.round(t1 - t0)} ms; ` +
      `${USERS} signals answered in ${Math.round(t2 - t1)} ms (hub reports ${delivered} deliveries); ` +
      `all events received ${Math.round(t3 - t1)} ms after the first signal; wrong or missing: ${wrong}`,
  );
  for (const s of sockets) s.ws.close(1000);
  stop(wrong === 0 && delivered === sockets.length ? 0 : 1);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  stop(1);
}
