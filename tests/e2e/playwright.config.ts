import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const appUrl = process.env.APP_URL;
if (!appUrl) throw new Error('APP_URL is not set: run the browser tests with `npm test`, which starts the test stack.');

/** Chromium from the OS package (apt-get install chromium); Playwright never downloads a browser. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  // One retry: the whole stack (two wrangler dev workers, the browser, 2 CPU cores) shares one
  // machine, and a 30-minute run met one load-made timeout in about every other run. A retried
  // test is listed as 'flaky' in the summary, so a real intermittent defect still shows.
  retries: 1,
  timeout: 60_000,
  // The whole layer takes about 28 minutes; past 55 it stops and reports (with the servers' last log
  // lines, scripts/test.mjs) instead of running into CI's 90-minute limit with nothing said.
  globalTimeout: 55 * 60_000,
  // Streamed parts of a page can take seconds on a loaded CI machine; 5 s (the default) made flakes, not findings.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // One folder per stack, so runs against different stacks on one machine don't clear each other's.
  outputDir: `../../test-results/${new URL(appUrl).port}`,
});
