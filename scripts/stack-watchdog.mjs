#!/usr/bin/env node
// The test stack's watchdog (started by scripts/test.mjs beside the integration and browser layers).
//
// Once, a CI run's app worker stopped answering mid-run: its workerd took connections and never
// answered, every later test waited out its timeout, and the run overran CI's time without saying
// why. This process asks both servers every few seconds. A server that takes the connection but has
// not answered for HUNG_AFTER_MS is hung (one that refuses is down on purpose: push-resilience.spec.ts
// stops and restarts the app). It then prints what is known (the workerd processes' CPU use: a busy
// loop or a wait; the server's last log lines), and starts a hung app again with the same state, so
// the test that met it fails (and is retried) instead of every later one. Each incident is written
// to the report file, which test.mjs prints in its summary.
//
// Usage: node scripts/stack-watchdog.mjs <appPort> <upstreamUrl> <stateDir> <reportFile>
import { appendFileSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appControlFile, lastLines, startApp } from './stack.mjs';

const [appPortArg, upstreamUrl, stateDir, reportFile] = process.argv.slice(2);
const appPort = Number(appPortArg);
const EVERY_MS = 5_000;
const ANSWER_WITHIN_MS = 10_000;
const HUNG_AFTER_MS = 40_000;
const APP_HEALTH = `http://127.0.0.1:${appPort}/healthz`;

/** 'ok' | 'refused' (nobody listens) | 'silent' (connection taken, no answer in time). */
async function probe(url) {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    return 'ok';
  } catch (err) {
    return err?.name === 'TimeoutError' ? 'silent' : 'refused';
  }
}

/** pid → { ppid, ticks (user + system CPU), name } of every process, from /proc (Linux). */
function processes() {
  const out = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      out.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), name });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

function descendants(root, table) {
  const found = [root];
  for (let i = 0; i < found.length; i++) for (const [pid, p] of table) if (p.ppid === found[i]) found.push(pid);
  return found.filter((pid) => table.has(pid));
}

/** CPU use of `root`'s process tree over 2 s, one line per process ("workerd 1234: 99% CPU"). */
async function cpuOf(root) {
  const before = processes();
  await new Promise((r) => setTimeout(r, 2_000));
  const after = processes();
  return descendants(root, after).map((pid) => {
    const used = after.get(pid).ticks - (before.get(pid)?.ticks ?? after.get(pid).ticks);
    return `${after.get(pid).name} ${pid}: ${Math.round(used / 2)}% CPU`; // 100 ticks a second
  });
}

const tail = (file) => lastLines(file, 30) ?? `(no log at ${file})`;

function report(text) {
  console.error(`\n=== stack watchdog ===\n${text}\n=== end of stack watchdog ===\n`);
  appendFileSync(reportFile, `${text.split('\n')[0]}\n`);
}

async function appHung(since) {
  const { pid, restarted } = JSON.parse(readFileSync(appControlFile(appPort), 'utf8'));
  const cpu = await cpuOf(pid);
  const busy = cpu.some((line) => line.startsWith('workerd') && Number(line.match(/(\d+)% CPU/)[1]) > 80);
  const log = restarted ? null : join(stateDir, 'app.log');
  report(
    [
      `${new Date().toISOString()}: the app on port ${appPort} took connections but answered nothing for ${Math.round((Date.now() - since) / 1000)} s; it was started again.`,
      busy ? 'Its workerd was busy (a script in a loop).' : 'Its workerd was idle (waiting on something that never came).',
      ...cpu,
      ...(log ? ['--- the app log, last lines ---', tail(log)] : []),
    ].join('\n'),
  );
  // A workerd in a loop does not get to its SIGTERM handler: the whole tree goes by SIGKILL, then the
  // same arguments and state again (the port is free once nothing answers or holds it).
  for (const child of descendants(pid, processes()).reverse()) {
    try {
      process.kill(child, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  const deadline = Date.now() + 30_000;
  while ((await probe(APP_HEALTH)) !== 'refused' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 500));
  await startApp(appPort);
}

const silentSince = { app: null, upstream: null };
let upstreamReported = false;
for (;;) {
  const [app, upstream] = await Promise.all([probe(APP_HEALTH), probe(`${upstreamUrl}/oidc/main/.well-known/openid-configuration`)]);
  const now = Date.now();
  silentSince.app = app === 'silent' ? (silentSince.app ?? now - ANSWER_WITHIN_MS) : null;
  silentSince.upstream = upstream === 'silent' ? (silentSince.upstream ?? now - ANSWER_WITHIN_MS) : null;
  if (silentSince.app && now - silentSince.app >= HUNG_AFTER_MS) {
    await appHung(silentSince.app).catch((err) => report(`the hung app could not be started again: ${err.message}`));
    silentSince.app = null;
  }
  if (silentSince.upstream && now - silentSince.upstream >= HUNG_AFTER_MS && !upstreamReported) {
    upstreamReported = true;
    report(
      `${new Date().toISOString()}: the upstream at ${upstreamUrl} took connections but answered nothing for ${Math.round((now - silentSince.upstream) / 1000)} s.\n--- the upstream log, last lines ---\n${tail(join(stateDir, 'upstream.log'))}`,
    );
  }
  await new Promise((r) => setTimeout(r, EVERY_MS));
}
