#!/usr/bin/env node
// `npm test`: every layer, in order. A layer that cannot run (no Chromium, a server that does not
// start) fails the run with a clear message; nothing is skipped silently.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient } from './build.mjs';
import { lastLines, startStack } from './stack.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The browser tests' own choice (tests/support/chromium.ts): the headless build when installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
// `npm test -- unit e2e` runs those layers; any other word filters files within them
// (`npm test -- e2e albums` runs tests/e2e/albums.spec.ts only).
const LAYERS = ['locales', 'lint', 'typecheck', 'unit', 'upstream', 'workers', 'integration', 'e2e'];
const only = process.argv.slice(2).filter((a) => LAYERS.includes(a));
const filters = process.argv.slice(2).filter((a) => !LAYERS.includes(a));
const wanted = (name) => only.length === 0 || only.includes(name);
const results = [];
/** What the stack watchdog saw (a server that stopped answering), for the summary. */
const watchdogIncidents = [];

/** Runs one command of `layer`; `label` names it in the summary when a layer has several. */
function step(layer, cmd, args, env = {}, label = layer) {
  if (!wanted(layer)) return;
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const started = performance.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name: label, ok: r.status === 0, seconds: (performance.now() - started) / 1000 });
}

const npx = (bin, args, env, label) => step(bin.name, process.execPath, [bin.path, ...args], env, label);
const VITEST = 'node_modules/vitest/vitest.mjs';
const TSC = 'node_modules/typescript/bin/tsc';
const PLAYWRIGHT = 'node_modules/@playwright/test/cli.js';
const BIOME = 'node_modules/@biomejs/biome/bin/biome';
const WRANGLER = 'node_modules/wrangler/bin/wrangler.js';
const QUIET_WRANGLER = { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' };

if (wanted('e2e') && !existsSync(CHROMIUM)) {
  console.error(
    `Chromium is missing at ${CHROMIUM}: the end-to-end layer cannot run.\n` +
      'Install the OS package: apt-get update && apt-get install -y chromium (browsers are never downloaded).',
  );
  process.exit(1);
}
if (wanted('e2e') && !process.env.E2E_CHROMIUM_PATH && !existsSync(HEADLESS_SHELL))
  console.log(
    `Note: ${HEADLESS_SHELL} is not installed, so the browser tests drive the full browser (slower on few cores).\n` +
      'Install it with: apt-get install -y chromium-headless-shell',
  );

// The workplace's parity tool sits beside the repository (as in CI); the unit layer's catalogue
// test checks the same parity (and ICU placeholders) in any clone.
const PARITY = '../shared/tools/locale-parity.mjs';
if (existsSync(PARITY)) step('locales', process.execPath, [PARITY, 'locales']);
else console.log(`\n=== locales: ${PARITY} is not beside this clone; src/shared/i18n/catalogue.test.ts checks parity in the unit layer`);
// Lint: Biome (format, lint rules, import order; biome.jsonc), and the checked-in `Env` type
// (worker-configuration.d.ts) must match wrangler.toml: `npm run cf-typegen` regenerates it.
npx({ name: 'lint', path: BIOME }, ['check', '.']);
npx({ name: 'lint', path: WRANGLER }, ['types', '--check'], QUIET_WRANGLER, 'lint: cf-typegen');
// The route tree and the SSR asset list come from the client build; only the locales do without it
// (the house rules below read the route tree: every route is reached through it).
if (!only.length || only.some((l) => l !== 'locales')) await buildClient({ quiet: true, keepOldAssets: true });
// The servers of the integration and browser layers start now, beside the layers before them: their
// wrangler builds and workerd start-up (about 20 s) are then off the critical path. The layers run
// synchronously, so the stack finishes starting (its readiness checks, the seed) once they are done.
const needsStack = wanted('integration') || wanted('e2e');
const stackState = needsStack ? mkdtempSync(join(tmpdir(), 'myaccount-test-')) : '';
// TEST_PORT_BASE lets two test stacks share a machine (app on the base port, upstream on +1).
const portBase = Number(process.env.TEST_PORT_BASE ?? 9787);
const stackStarting = needsStack
  ? startStack({ appPort: portBase, upstreamPort: portBase + 1, stateDir: stackState, wranglerEnv: 'test', quiet: true }).then(
      (stack) => ({ stack }),
      (error) => ({ error }),
    )
  : null;
// The house rules (issue 33 §3): imports by layer, feature and runtime, no circles, no code only
// tests use (.dependency-cruiser.cjs); no unused file or export (knip.json). The syntax-tree rules
// (cookies, CSRF, error shape) and a proof that each rule catches its violation: the unit layer's
// tests/unit/house-rules.test.ts.
npx(
  { name: 'lint', path: 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs' },
  ['src', 'uno.config.ts', '--output-type', 'err'],
  {},
  'lint: imports',
);
npx({ name: 'lint', path: 'node_modules/knip/bin/knip.js' }, ['--no-progress'], {}, 'lint: unused');
npx({ name: 'typecheck', path: TSC }, ['-b', 'tsconfig.json']);
npx({ name: 'unit', path: VITEST }, ['run', '-c', 'vitest.unit.config.ts', ...filters]);
npx({ name: 'upstream', path: VITEST }, ['run', '-c', 'upstream/vitest.config.mts', ...filters]);
npx({ name: 'workers', path: VITEST }, ['run', '-c', 'vitest.workers.config.mts', ...filters]);

/**
 * The browser tests in three runs of one config (tests/e2e/playwright.config.ts): every test that
 * touches only its own accounts or reads the shared ones; the scrubber's tests after
 * their 1,000,000-photo seed, which holds the upstream's database meanwhile; the tests that break
 * the upstream for everybody (global fault rules, an app restart), one at a time. A filter may
 * match tests of some runs only; together they must match some.
 */
function runBrowserTests(env, stateDir) {
  const runs = [
    { label: 'e2e', project: 'parallel' },
    { label: 'e2e: scrubber', project: 'scrubber' },
    { label: 'e2e: exclusive', project: 'exclusive' },
  ];
  let found = 0;
  for (const { label, project } of runs) {
    const json = join(stateDir, `e2e-${project}.json`);
    const args = ['test', '-c', 'tests/e2e/playwright.config.ts', `--project=${project}`, '--pass-with-no-tests', ...filters];
    npx({ name: 'e2e', path: PLAYWRIGHT }, args, { ...env, E2E_JSON: json }, label);
    if (existsSync(json)) {
      const { stats } = JSON.parse(readFileSync(json, 'utf8'));
      found += stats.expected + stats.unexpected + stats.flaky + stats.skipped;
    }
  }
  if (wanted('e2e') && found === 0) {
    console.error(`No browser test matched ${filters.join(' ')}.`);
    results.push({ name: 'e2e: no tests', ok: false });
  }
}

if (stackStarting) {
  const stateDir = stackState;
  const { stack, error } = await stackStarting;
  if (error) {
    console.error(`The test stack did not start: ${error.message}`);
    results.push({ name: 'stack', ok: false });
  }
  if (stack) {
    const env = { APP_URL: stack.appUrl, UPSTREAM_URL: stack.upstreamUrl, CHROMIUM_PATH: CHROMIUM };
    // A server that stops answering is reported and the app started again (stack-watchdog.mjs).
    const incidents = join(stateDir, 'watchdog.txt');
    const watchdog = spawn(
      process.execPath,
      ['scripts/stack-watchdog.mjs', new URL(stack.appUrl).port, stack.upstreamUrl, stateDir, incidents],
      { stdio: 'inherit' },
    );
    npx({ name: 'integration', path: VITEST }, ['run', '-c', 'vitest.integration.config.ts', ...filters], env);
    runBrowserTests(env, stateDir);
    watchdog.kill();
    if (existsSync(incidents)) watchdogIncidents.push(...readFileSync(incidents, 'utf8').trim().split('\n'));
    await stack.stop();
    // The servers' logs beside the browser tests' traces (test-results/<port>/, as in the Playwright
    // config): a failed test's trace shows the browser's side, the logs what the app and the
    // upstream answered (each request's line lists its upstream calls).
    const kept = join('test-results', new URL(stack.appUrl).port);
    mkdirSync(kept, { recursive: true });
    for (const name of ['app', 'upstream'])
      if (existsSync(join(stateDir, `${name}.log`))) copyFileSync(join(stateDir, `${name}.log`), join(kept, `${name}.log`));
    // A failed server-side layer: the servers' own last words (their logs go to files, see stack.mjs).
    if (results.some((r) => !r.ok && (r.name === 'integration' || r.name.startsWith('e2e')))) {
      for (const name of ['app', 'upstream']) {
        const tail = lastLines(join(stateDir, `${name}.log`), 40);
        if (tail !== null) console.error(`--- ${name} log (last lines) ---\n${tail}`);
      }
    }
  }
  rmSync(stateDir, { recursive: true, force: true });
}

const failed = results.filter((r) => !r.ok);
const took = (r) => (r.seconds === undefined ? '' : ` (${Math.round(r.seconds)} s)`);
console.log(`\nlayers: ${results.map((r) => `${r.name} ${r.ok ? 'ok' : 'FAILED'}${took(r)}`).join(', ')}`);
console.log(`wall time: ${Math.round(performance.now() / 1000)} s`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
// Not a failure by itself (the tests that met it failed or were retried), but never silent.
for (const line of watchdogIncidents) console.log(`stack watchdog: ${line}`);
process.exit(failed.length ? 1 : 0);
