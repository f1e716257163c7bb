// Starts the embedded upstream and the app worker side by side under wrangler dev (workerd),
// migrates and seeds the upstream, and stops both on exit. Used by `npm start` and `npm test`.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const WRANGLER_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: 'false',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  // React's production build in the worker bundle.
  NODE_ENV: 'production',
  // wrangler 4 marks `[secrets] required` (wrangler.toml) experimental; the warning is expected.
  WRANGLER_DISABLE_EXPERIMENTAL_WARNING: '1',
};

const wrangler = (args) => ['node_modules/wrangler/bin/wrangler.js', ...args];

async function waitFor(url, { timeoutMs = 60_000, child, name }) {
  // Time spent waiting, each step counted up to a second: while npm test runs a layer beside the
  // starting stack its event loop is blocked for minutes, and that is no time the server had.
  let waited = 0;
  while (waited < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode} before it was ready`);
    const before = Date.now();
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
    waited += Math.min(Date.now() - before, 1_000);
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms`);
}

/**
 * Quiet (npm test): each server writes to its own log file in the state directory, never to a pipe
 * this process reads. The test runner runs its layers synchronously, so a pipe would go unread, fill
 * up, and block workerd on its next log line: the app stopped answering mid-run once the worker
 * logged a JSON line per request. A failed start prints the file's last lines.
 */
function run(name, args, { quiet, logDir, onOutput }) {
  const logFile = quiet ? join(logDir, `${name}.log`) : null;
  const out = logFile ? openSync(logFile, 'a') : onOutput ? 'pipe' : 'inherit';
  // Piped to be read (npm start): wrangler keeps its colours when this terminal has them.
  const env = out === 'pipe' && process.stdout.isTTY ? { ...WRANGLER_ENV, FORCE_COLOR: '1' } : WRANGLER_ENV;
  const child = spawn(process.execPath, wrangler(args), { env, stdio: ['ignore', out, out] });
  if (out === 'pipe') {
    child.stdout.on('data', (d) => {
      process.stdout.write(d);
      onOutput(String(d));
    });
    child.stderr.on('data', (d) => {
      process.stderr.write(d);
      onOutput(String(d));
    });
  }
  child.name = name;
  child.logFile = logFile;
  return child;
}

/** The last `count` lines of a server's log file, or null when there is none. */
export function lastLines(file, count = 60) {
  if (!file || !existsSync(file)) return null;
  return readFileSync(file, 'utf8').split('\n').slice(-count).join('\n');
}

/**
 * The app's config names its upstream (port 9788 for tests, 8788 for `npm start`). Another
 * upstream port (a second test stack on the same machine, e.g. TEST_PORT_BASE=9800) gets a copy of
 * wrangler.toml with that port, beside the original so its relative paths still resolve.
 */
function appConfigFor(upstreamPort) {
  if (upstreamPort === 9788 || upstreamPort === 8788) return null;
  const file = `wrangler.port-${upstreamPort}.toml`;
  const text = readFileSync('wrangler.toml', 'utf8').replaceAll('127.0.0.1:9788', `127.0.0.1:${upstreamPort}`);
  writeFileSync(file, text);
  return file;
}

/**
 * Each wrangler's DevTools inspector listens beside its server in a range of its own: 20000 above
 * (npm start 8787/8788 → 28787/28788, tests 9787/9788 → 29787/29788, TEST_PORT_BASE=9100 →
 * 29100/29101). Server ports stay below 20000 and inspector ports above, so no stack's inspector
 * takes another stack's server port (once, +1000 put npm start's inspectors on the test ports).
 */
export const INSPECTOR_OFFSET = 20_000;
export const inspectorPort = (port) => {
  if (port >= INSPECTOR_OFFSET) throw new Error(`port ${port}: server ports must be below ${INSPECTOR_OFFSET} (inspectors live above)`);
  return port + INSPECTOR_OFFSET;
};

/**
 * `wrangler dev` reads the app's secrets from `.dev.vars` (git-ignored; wrangler.toml `[secrets]`).
 * A fresh clone has none: it gets the committed development values of `.dev.vars.example`. The
 * test environment takes its values from wrangler.toml's env.test and ignores this file.
 */
export function ensureDevVars() {
  if (existsSync('.dev.vars')) return;
  copyFileSync('.dev.vars.example', '.dev.vars');
  console.log('Created .dev.vars from .dev.vars.example (development secrets; edit it freely, it is git-ignored).');
}

/** Seeds the upstream (idempotent). wrangler dev restarts the worker when a source file changes,
 * which answers 503 mid-request: try again then. */
async function seed(upstreamUrl) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${upstreamUrl}/__admin/seed`, { method: 'POST' });
    if (res.ok) return;
    const body = await res.text();
    if (res.status !== 503 || attempt >= 5) throw new Error(`seeding the upstream failed: ${res.status} ${body}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * `onAppOutput` (not with `quiet`): the app's wrangler output goes through this process, echoed, and
 * each piece of it is handed to the callback as well (npm start watches it for build failures).
 * @param {{ appPort: number, upstreamPort: number, stateDir: string, wranglerEnv?: string, quiet?: boolean, onAppOutput?: (text: string) => void }} o
 * @returns {Promise<{ appUrl: string, upstreamUrl: string, stop: () => Promise<void> }>}
 */
/** Resolves when nothing listens on 127.0.0.1:`port`. */
function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '127.0.0.1');
  });
}

/** One line that says what to do, before wrangler would fail on a taken port with pages of output. */
async function ensurePortsFree(ports) {
  for (const [what, port] of ports)
    if (!(await portFree(port)))
      throw new Error(
        `port ${port} (${what}) is taken, by another \`npm start\`, \`npm test\` or bench on this machine? ` +
          'Stop it, or give this one other ports (TEST_PORT_BASE=<port> for tests and benches).',
      );
}

/**
 * A named environment (env.test) carries all its values in wrangler.toml. wrangler dev would still
 * read the development secrets of .dev.vars over them (its ERROR_REPORTING_DSN would send the test
 * stack's reports to `npm start`'s sink); naming an empty env file instead keeps .dev.vars out.
 */
function emptyEnvFile(stateDir) {
  const file = join(stateDir, 'empty.env');
  writeFileSync(file, '');
  return file;
}

export async function startStack({ appPort, upstreamPort, stateDir, wranglerEnv, quiet = false, onAppOutput }) {
  await ensurePortsFree([
    ['app', appPort],
    ['upstream', upstreamPort],
    ['app inspector', inspectorPort(appPort)],
    ['upstream inspector', inspectorPort(upstreamPort)],
  ]);
  mkdirSync(stateDir, { recursive: true });
  ensureDevVars();
  const upstreamState = `${stateDir}/upstream`;
  const appState = `${stateDir}/app`;
  const upstreamUrl = `http://127.0.0.1:${upstreamPort}`;
  const appUrl = `http://localhost:${appPort}`;

  const migrate = spawnSync(
    process.execPath,
    wrangler(['d1', 'migrations', 'apply', 'upstream', '--local', '--config', 'upstream/wrangler.toml', '--persist-to', upstreamState]),
    { env: { ...WRANGLER_ENV, CI: 'true' }, encoding: 'utf8' },
  );
  if (migrate.status !== 0) throw new Error(`upstream migrations failed:\n${migrate.stdout}\n${migrate.stderr}`);

  const children = [];
  const appConfig = appConfigFor(upstreamPort);
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
    await stopRestartedApp(appPort);
    if (appConfig) rmSync(appConfig, { force: true });
  };
  try {
    const upstream = run(
      'upstream',
      [
        ...['dev', '--config', 'upstream/wrangler.toml', '--ip', '127.0.0.1', '--port', String(upstreamPort)],
        ...['--persist-to', upstreamState, '--inspector-port', String(inspectorPort(upstreamPort))],
        ...['--var', `PUBLIC_BASE_URL:${upstreamUrl}`, '--var', `APP_PUSH_URL:http://127.0.0.1:${appPort}/internal/push`],
        ...['--var', `APP_ORIGINS:http://localhost:${appPort},http://*.localhost:${appPort}`],
      ],
      { quiet, logDir: stateDir },
    );
    children.push(upstream);
    const app = run(
      'app',
      [
        ...[
          'dev',
          '--ip',
          '127.0.0.1',
          '--port',
          String(appPort),
          '--persist-to',
          appState,
          '--inspector-port',
          String(inspectorPort(appPort)),
        ],
        ...(wranglerEnv ? ['--env', wranglerEnv, '--env-file', emptyEnvFile(stateDir)] : []),
        ...(appConfig ? ['--config', appConfig] : []),
      ],
      { quiet, logDir: stateDir, onOutput: onAppOutput },
    );
    children.push(app);
    writeAppControl(appPort, { pid: app.pid, args: app.spawnargs.slice(1), cwd: process.cwd(), stateDir });
    await waitFor(`${upstreamUrl}/oidc/main/.well-known/openid-configuration`, { child: upstream, name: 'upstream' });
    await seed(upstreamUrl);
    await waitFor(`${appUrl}/healthz`, { child: app, name: 'app' });
    return { appUrl, upstreamUrl, stop };
  } catch (err) {
    for (const c of children) {
      const tail = lastLines(c.logFile);
      if (tail) console.error(`--- ${c.name} (last lines of ${c.logFile}) ---\n${tail}`);
    }
    await stop();
    throw err;
  }
}

// --- Restarting the app mid-test (tests/e2e/push-resilience.spec.ts: a deploy during a job) ---
// The test runner blocks this process while the browser tests run, so the test stops and starts
// the app's wrangler dev itself, on the same port, with the arguments recorded here by startStack.
// A restarted app is detached from the test (it serves the later tests) and stopped by `stop`.

/** Where startStack records how the app on `appPort` was started ({ pid, args, cwd, stateDir }). */
export const appControlFile = (appPort) => join(tmpdir(), `myaccount-app-${appPort}.json`);

function writeAppControl(appPort, control) {
  writeFileSync(appControlFile(appPort), JSON.stringify(control));
}

function readAppControl(appPort) {
  const file = appControlFile(appPort);
  if (!existsSync(file)) throw new Error(`no app of the test stack on port ${appPort} (${file} is missing)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Whether `pid` still runs. A zombie does not: its parent (the test runner, blocked while the browser tests run) reaps it only later. */
const alive = (pid) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // No /proc (not Linux): the signal check is all there is.
  }
};

/** Stops the app on `appPort` (SIGTERM to its wrangler dev, as a deploy ends the old worker) and waits until it is gone. */
export async function stopApp(appPort, { timeoutMs = 30_000 } = {}) {
  const { pid } = readAppControl(appPort);
  if (alive(pid)) process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + timeoutMs;
  while (alive(pid) || (await answers(`http://127.0.0.1:${appPort}/healthz`))) {
    if (Date.now() > deadline) throw new Error(`the app (pid ${pid}) did not stop within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Starts the app on `appPort` again with the same arguments and state; resolves when it answers. */
export async function startApp(appPort, { timeoutMs = 90_000 } = {}) {
  const control = readAppControl(appPort);
  const log = openSync(join(control.stateDir, `app-restarted-${Date.now()}.log`), 'a');
  const child = spawn(process.execPath, control.args, { cwd: control.cwd, env: WRANGLER_ENV, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  writeAppControl(appPort, { ...control, pid: child.pid, restarted: true });
  await waitFor(`http://localhost:${appPort}/healthz`, { timeoutMs, child, name: 'restarted app' });
}

async function answers(url) {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

/** `stop`'s part: an app a test started again is not this process's child; end it too. */
async function stopRestartedApp(appPort) {
  const file = appControlFile(appPort);
  if (!existsSync(file)) return;
  const control = JSON.parse(readFileSync(file, 'utf8'));
  if (control.restarted && alive(control.pid)) await stopApp(appPort).catch((err) => console.error(err.message));
  rmSync(file, { force: true });
}
