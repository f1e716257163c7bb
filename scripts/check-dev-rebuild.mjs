#!/usr/bin/env node
// `npx node scripts/check-dev-rebuild.mjs` (the pinned Node): proves `npm run dev`'s rebuild loop end to end, in a
// throwaway copy of the repository (the committed tree with this clone's scripts/ over it, and a
// link to its node_modules), so nothing here edits the clone or disturbs a stack running from it.
// It needs the ports of `npm start` (8787/8788) free. Steps:
//  1. `node scripts/start.mjs` in the copy; sign in as the demo user; /settings and its scripts.
//  2. A visible string in a shared component (PageTitle): the served HTML and the served client JS
//     show it, and the previous build's chunks still answer 200.
//  3. A syntax error in a module only the client bundles (its entry): printed, and the last good
//     build stays served; the fix rebuilds.
//  4. A syntax error in the shared component: printed by the client build and for the worker, and
//     the last good build stays served; after the fix, HTML and JS are the original again.
//  5. Ten files changed at once: one client build, not ten.
// Each wait gives up after CHECK_LIMIT_MS (default 180 s: on a busy 2-core machine a rebuild took 40 s).
// KEEP_CHECK_DIR=1 keeps the copy and its dev.log.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '..');
const APP = 'http://localhost:8787';
const PAGE = '/settings';
const COMPONENT = 'src/components/page/page-title.tsx';
const CLIENT_ONLY = 'src/client/entry.tsx';
const FAILED = '[client] client build FAILED';
const REBUILDING = '[client] rebuilding';
const REBUILT = '[client] rebuilt';
const WORKER_FAILED = '[worker] did not compile';
const LIMIT_MS = Number(process.env.CHECK_LIMIT_MS ?? 180_000);
const MARKER = `devcheck-${Date.now().toString(36)}`;

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const elapsed = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;
let failures = 0;
const ok = (what) => console.log(`  ok    ${what}`);
const fail = (what) => {
  failures++;
  console.log(`  FAIL  ${what}`);
};

const portTaken = (port) =>
  new Promise((r) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => r(s.end() && true));
    s.once('error', () => r(false));
  });
for (const port of [8787, 8788])
  if (await portTaken(port)) {
    console.error(`Port ${port} is taken (an npm start?): this check runs its own npm start there. Stop it and run again.`);
    process.exit(2);
  }

// --- the copy ---
const dir = mkdtempSync(join(tmpdir(), 'myaccount-devcheck-'));
const archive = spawnSync('sh', ['-c', `git -C "${REPO}" archive HEAD | tar -x -C "${dir}"`], { stdio: 'inherit' });
if (archive.status !== 0) throw new Error('git archive failed');
cpSync(join(REPO, 'scripts'), join(dir, 'scripts'), { recursive: true });
symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'));
console.log(`copy: ${dir}`);

// --- npm start ---
let log = '';
const dev = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: dir,
  env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, stopped as a terminal's Ctrl+C stops it: every process of it gets SIGINT.
  detached: true,
});
for (const stream of [dev.stdout, dev.stderr])
  stream.on('data', (d) => {
    log += d;
    appendFileSync(join(dir, 'dev.log'), d);
  });
const count = (text) => log.split(text).length - 1;

async function until(what, test, limitMs = LIMIT_MS) {
  const t0 = performance.now();
  while (performance.now() - t0 < limitMs) {
    if (dev.exitCode !== null) throw new Error(`npm start exited (${dev.exitCode}) while waiting for: ${what}`);
    try {
      const value = await test();
      if (value) return { value, took: elapsed(t0) };
    } catch {
      // not yet (a reload answers 503 or resets the connection)
    }
    await sleep(250);
  }
  return null;
}

// --- sign-in, as a browser would (app → identity provider's form → callback) ---
const cookies = new Map();
const keep = (res) => {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
  }
  return res;
};
const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const get = (url) => fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } }).then(keep);

async function signIn() {
  const login = await get(`${APP}/auth/login?returnTo=${encodeURIComponent(PAGE)}`);
  const authorize = login.headers.get('location');
  const form = await (await get(authorize)).text();
  const fields = Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1], m[2].replaceAll('&amp;', '&')]),
  );
  const posted = keep(
    await fetch(new URL(new URL(authorize).pathname, authorize), {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookieHeader() },
      body: new URLSearchParams({ ...fields, email: 'demo@example.com', password: 'demo-password-1' }),
    }),
  );
  const callback = await get(posted.headers.get('location'));
  if (callback.status !== 302 && callback.status !== 303) throw new Error(`sign-in callback answered ${callback.status}`);
}

/** The page's HTML and the text of every script it loads or preloads. */
async function page() {
  const res = await fetch(`${APP}${PAGE}`, {
    redirect: 'manual',
    headers: { cookie: cookieHeader() },
    signal: AbortSignal.timeout(LIMIT_MS),
  });
  if (res.status !== 200) throw new Error(`${PAGE} answered ${res.status}`);
  const html = await res.text();
  const urls = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1],
  );
  if (!urls.length) throw new Error(`${PAGE} loads no script`);
  const scripts = await Promise.all(
    urls.map(async (u) => {
      const r = await fetch(`${APP}${u}`, { signal: AbortSignal.timeout(LIMIT_MS) });
      return { url: u, status: r.status, text: await r.text() };
    }),
  );
  return { html, scripts };
}

const original = readFileSync(join(dir, COMPONENT), 'utf8');
try {
  const started = await until('npm start', () => log.includes('MyAccount is running'), 240_000);
  if (!started) throw new Error('npm start did not get ready within 240 s');
  console.log(`npm start ready after ${started.took}`);
  await signIn();
  const before = await page();
  if (before.html.includes(MARKER)) throw new Error('marker already on the page');
  ok(`signed in; ${PAGE} loads ${before.scripts.length} scripts`);

  // 2. A visible string in a shared component.
  if (!original.includes('</h1>')) throw new Error(`${COMPONENT} has no </h1> to put the string before`);
  const edited = original.replace('</h1>', `<span> ${MARKER}</span></h1>`);
  writeFileSync(join(dir, COMPONENT), edited);
  const savedAt = performance.now();
  const html = await until('HTML with the string', async () => (await page()).html.includes(MARKER));
  if (html) ok(`served HTML shows the edit ${elapsed(savedAt)} after the save`);
  else fail(`served HTML without the edit after ${LIMIT_MS / 1000} s`);
  const js = await until('client JS with the string', async () => (await page()).scripts.some((s) => s.text.includes(MARKER)));
  if (js) ok(`served client JS shows the edit ${elapsed(savedAt)} after the save`);
  else fail(`served client JS without the edit after ${LIMIT_MS / 1000} s`);
  const old = await Promise.all(before.scripts.map((s) => fetch(`${APP}${s.url}`).then((r) => r.status)));
  if (old.every((s) => s === 200)) ok(`the previous build's ${old.length} scripts still answer 200`);
  else fail(`previous build's scripts answer ${old.join(',')}`);

  // 3. A build error in a module only the client bundles (the hydration entry): printed, and the
  // app goes on serving the last good build.
  const entryFile = join(dir, CLIENT_ONLY);
  const entrySource = readFileSync(entryFile, 'utf8');
  let failedBefore = count(FAILED);
  writeFileSync(entryFile, `${entrySource}\nconst = ;\n`);
  const reported = await until('the failure printed', () => count(FAILED) > failedBefore);
  if (reported)
    ok(`a build error in ${CLIENT_ONLY} printed after ${reported.took}: "${log.split('\n').findLast((l) => l.includes(FAILED))}"`);
  else fail(`a build error in ${CLIENT_ONLY} was not printed`);
  await sleep(3_000);
  const during = await page();
  if (during.html.includes(MARKER) && during.scripts.every((s) => s.status === 200) && during.scripts.some((s) => s.text.includes(MARKER)))
    ok('meanwhile the last good build is served: HTML and every script 200, with the edit');
  else fail('with the build error, the last good build is not served');
  const rebuiltBefore = count(REBUILT);
  writeFileSync(entryFile, entrySource);
  const recovered = await until('a good build again', () => count(REBUILT) > rebuiltBefore);
  if (recovered) ok(`the fix rebuilt the client after ${recovered.took}`);
  else fail('no rebuild after the fix');

  // 4. A build error in the shared component, which the worker bundles too: the client build and
  // wrangler dev both print it, and the app goes on serving the last good build (wrangler dev alone
  // would hold every request until the fix: npm start makes it serve its last good bundle).
  failedBefore = count(FAILED);
  const workerFailedBefore = count(WORKER_FAILED);
  writeFileSync(join(dir, COMPONENT), `${edited}\nconst = ;\n`);
  const clientReported = await until('the client failure printed', () => count(FAILED) > failedBefore);
  if (clientReported) ok(`a build error in ${COMPONENT}: the client build printed it after ${clientReported.took}`);
  else fail(`a build error in ${COMPONENT}: not printed by the client build`);
  const workerReported = await until('the worker failure printed', () => count(WORKER_FAILED) > workerFailedBefore);
  if (workerReported) ok(`and the worker's build printed it: "${log.split('\n').findLast((l) => l.includes(WORKER_FAILED))}"`);
  else fail(`a build error in ${COMPONENT}: not printed for the worker`);
  await sleep(2_000);
  const askedAt = performance.now();
  const meanwhile = await page().catch((err) => ({ err }));
  if (!meanwhile.err && meanwhile.html.includes(MARKER) && meanwhile.scripts.every((s) => s.status === 200))
    ok(`meanwhile the last good build is served: HTML (in ${elapsed(askedAt)}) and every script 200, with the edit`);
  else fail(`with the error, the last good build is not served (${meanwhile.err?.message ?? 'not the last good page'})`);
  writeFileSync(join(dir, COMPONENT), original);
  const fixedAt = performance.now();
  const back = await until('the original again', async () => {
    const p = await page();
    return !p.html.includes(MARKER) && !p.scripts.some((s) => s.text.includes(MARKER));
  });
  if (back) ok(`HTML and JS are the original again ${elapsed(fixedAt)} after the fix`);
  else fail('after the fix, the edit is still served');

  // 5. No rebuild storm: ten files changed at once are one client build.
  await sleep(5_000);
  const rebuildsBefore = count(REBUILDING);
  const components = join(dir, 'src/components');
  const files = readdirSync(components, { recursive: true })
    .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
    .slice(0, 10);
  for (const f of files) appendFileSync(join(components, f), '\n// touched by check-dev-rebuild\n');
  const storm = await until(
    'one rebuild',
    () => count(REBUILDING) > rebuildsBefore && log.lastIndexOf(REBUILT) > log.lastIndexOf(REBUILDING),
  );
  await sleep(5_000);
  const rebuilds = count(REBUILDING) - rebuildsBefore;
  if (storm && rebuilds === 1) ok(`${files.length} files changed at once: ${rebuilds} client build`);
  else fail(`${files.length} files changed at once: ${rebuilds} client builds`);
} catch (err) {
  fail(err.message);
} finally {
  const exited = new Promise((r) => (dev.exitCode !== null ? r() : dev.once('exit', r)));
  try {
    process.kill(-dev.pid, 'SIGINT');
  } catch {
    // already gone
  }
  await Promise.race([exited, sleep(30_000)]);
  try {
    process.kill(-dev.pid, 'SIGKILL'); // anything of it still there after 30 s
  } catch {
    // all gone
  }
  if (process.env.KEEP_CHECK_DIR) console.log(`kept: ${dir} (dev.log: the dev server's output)`);
  else rmSync(dir, { recursive: true, force: true });
}
if (failures) {
  console.log(`\n${failures} check(s) failed; the dev server's last lines:\n${log.split('\n').slice(-40).join('\n')}`);
  process.exit(1);
}
console.log('\nnpm run dev rebuilds on change: all checks passed');
