import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from '../support/chromium';
import { EXCLUSIVE, EXCLUSIVE_PROJECT } from './support/faults';

const appUrl = process.env.APP_URL;
if (!appUrl) throw new Error('APP_URL is not set: run the browser tests with `npm test`, which starts the test stack.');

/** One folder per stack, so runs against different stacks on one machine don't clear each other's. */
const outputDir = `../../test-results/${new URL(appUrl).port}`;
/**
 * What runs alone: tests tagged @exclusive, and files written before the tag that clear or inject
 * global fault rules (error-reporting.spec.ts: a fault on every historical invoice PDF, then
 * `DELETE /__admin/faults`). The grep is matched against the file name, titles and tags.
 */
const runAlone = [new RegExp(EXCLUSIVE.tag), /error-reporting\.spec\.ts/];
/** Needs a library of 1,000,000 photos (project 'scale-seed'). */
const scrubber = /scrubber\.spec\.ts$/;

/** Chromium from the OS package (apt-get install chromium); Playwright never downloads a browser. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // One browser at a time (E2E_WORKERS overrides). Measured on this 2-core machine, 24 tests of
  // orders, settings and shop: one worker 134 s, two workers 152 s (and a flake). The app's and the
  // upstream's workerd share the two cores with the browser; a second browser only adds contention.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // Nothing is retried: a test that needs a retry is a finding (a race, a fixed wait, shared state).
  retries: 0,
  // A ceiling for a loaded CI machine, not a wait.
  timeout: 120_000,
  // The layer takes about 10 minutes; past 40 it stops and reports (with the servers' last log lines,
  // scripts/test.mjs) instead of running into CI's 90-minute limit with nothing said.
  globalTimeout: 40 * 60_000,
  // Streamed parts of a page can take seconds on a loaded CI machine; 5 s (the default) made flakes, not findings.
  expect: { timeout: 10_000 },
  // E2E_JSON: scripts/test.mjs reads how many tests each of its two runs found.
  reporter: process.env.E2E_JSON ? [['list'], ['json', { outputFile: process.env.E2E_JSON }]] : [['list']],
  use: {
    baseURL: appUrl,
    // Recording a trace for every test (kept only on failure) cost about a fifth of the layer's
    // time. A failure keeps its screenshot, and the servers' logs (test-results/<port>/*.log);
    // E2E_TRACE=retain-on-failure npm test -- e2e <file> records the trace to replay it.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // scripts/test.mjs runs three of these one after the other (`--project`): 'parallel', then
  // 'scrubber' (its seed first), then 'exclusive'. Only 'parallel' runs by default, so a plain
  // `playwright test` never runs the others beside it. (Not dependencies or teardowns of each
  // other: those run in full whatever the command line filters, and a dependency is skipped after
  // any failure.)
  projects: [
    {
      // Every test that changes only its own accounts (throwaway ones: tests/support/upstream-admin.ts)
      // or reads the shared demo accounts (spread over workers when E2E_WORKERS > 1).
      name: 'parallel',
      testIgnore: scrubber,
      grepInvert: runAlone,
      fullyParallel: true,
      outputDir: `${outputDir}/parallel`,
    },
    {
      // Writes the scrubber's 1,000,000 photos. Each chunk holds the upstream's database for
      // seconds: nothing else runs meanwhile.
      name: 'scale-seed',
      testMatch: /scale-seed\.setup\.ts$/,
      default: false,
      outputDir: `${outputDir}/scale-seed`,
    },
    {
      name: 'scrubber',
      testMatch: scrubber,
      grepInvert: runAlone,
      fullyParallel: true,
      dependencies: ['scale-seed'],
      default: false,
      outputDir: `${outputDir}/scrubber`,
    },
    {
      // Tests that break the upstream for everybody (global fault rules: support/faults.ts) or
      // restart the app: one at a time, with nothing beside them.
      name: EXCLUSIVE_PROJECT,
      grep: runAlone,
      workers: 1,
      default: false,
      outputDir: `${outputDir}/exclusive`,
    },
  ],
});
