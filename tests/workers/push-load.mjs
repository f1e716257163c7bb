#!/usr/bin/env node
// Bounded push load test, loopback only: starts the push test worker (tests/workers/worker.ts, the
// app's wrangler.toml, env test) under wrangler dev, opens USERS × PER_USER authenticated sockets,
// sends one signed event per user and checks every socket gets exactly its own user's event.
// (Inside the vitest pool a test can hold only 6 open connections, hence a separate process.)
// Run: node tests/workers/push-load.mjs [users=100] [perUser=10]
import { spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

const USERS = Number(process.argv[2] ?? 100);
const PER_USER = Number(process.argv[3] ?? 10);
const PORT = Number(process.env.PUSH_LOAD_PORT ?? 9791);
const BASE = `http://127.0.0.1:${PORT}`;
const SIGNING_SECRET = 'dev-push-signing-secret'; // wrangler.toml [env.test.vars]

const state = mkdtempSync(join(tmpdir(), 'push-load-'));
const child = spawn(
  process.execPath,
  ['node_modules/wrangler/bin/wrangler.js', 'dev', 'tests/workers/worker.ts', '--env', 'test', '--ip', '127.0.0.1',
    '--port', String(PORT), '--persist-to', state, '--show-interactive-dev-session=false'],
  { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' }, stdio: ['ignore', 'pipe', 'pipe'] },
);
const log = [];
child.stdout.on('data', (d) => log.push(String(d)));
child.stderr.on('data', (d) => log.push(String(d)));

function stop(code) {
  child.kill('SIGTERM');
  rmSync(state, { recursive: true, force: true });
  process.exit(code);
}

async function ready() {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${BASE}/push/ticket`, { signal: AbortSignal.timeout(5000) });
      if (res.status === 401) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`worker did not start:\n${log.join('').slice(-2000)}`);
}

async function openSocket(user) {
  const res = await fetch(`${BASE}/push/ticket`, { headers: { 'X-Test-User': user } });
  const { ticket } = await res.json();
  const ws = new WebSocket(`ws://127.0.0.1:${PORT}/push`, { headers: { Origin: BASE, 'X-Test-User': user } });
  const frames = [];
  let onFrame = () => {};
  ws.on('message', (data) => {
    frames.push(JSON.parse(String(data)));
    onFrame();
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'authenticate', ticket }));
  const waitFrames = (n, ms) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${user}: ${frames.length}/${n} frames`)), ms);
      onFrame = () => frames.length >= n && (clearTimeout(timer), resolve());
      onFrame();
    });
  await waitFrames(1, 10_000);
  if (frames[0]?.type !== 'OK') throw new Error(`${user}: expected OK, got ${JSON.stringify(frames[0])}`);
  return { user, ws, frames, waitFrames };
}

function signal(user, message) {
  const body = JSON.stringify({ userId: user, message });
  const sig = createHmac('sha256', SIGNING_SECRET).update(body).digest('hex');
  return fetch(`${BASE}/internal/push`, { method: 'POST', headers: { 'X-Signature': `sha256=${sig}` }, body });
}

// Never hang a CI run: the whole check has a hard limit.
setTimeout(() => {
  console.error(`push load: gave up after 240 s\n${log.join('').slice(-2000)}`);
  stop(1);
}, 240_000).unref();

try {
  await ready();
  console.log('push load: worker ready');
  const users = Array.from({ length: USERS }, (_, i) => `load-${i}`);
  const t0 = performance.now();
  const sockets = [];
  for (let round = 0; round < PER_USER; round++) sockets.push(...(await Promise.all(users.map(openSocket))));
  const t1 = performance.now();
  const messages = new Map(users.map((u) => [u, {
    id: randomUUID(), type: 'archive-finished',
    data: { payload: { downloadId: `d-${u}`, key: `k-${u}.zip` }, timestamp: Date.now() },
  }]));
  const answers = await Promise.all(users.map(async (u) => (await signal(u, messages.get(u))).json()));
  const t2 = performance.now();
  await Promise.all(sockets.map((s) => s.waitFrames(2, 20_000)));
  const t3 = performance.now();
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
