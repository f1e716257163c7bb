import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { builtRelease } from '../../scripts/release.mjs';
import { signInAs } from './support/sign-in';

// Browser errors that can be read: what the browser throws reaches the error-reporting service (the
// embedded upstream's Sentry-compatible sink in the test stack, behind the worker's
// /api/client-errors) as a Sentry event with the error's own frames, the release of the bundle
// (the key its hidden source maps are uploaded under by scripts/deploy.mjs) and the customer's
// correlation id.

const upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9788';
const distClient = new URL('../../dist/client/', import.meta.url);

interface Frame {
  filename: string | null;
  function: string | null;
  lineno: number | null;
  colno: number | null;
  inApp: boolean | null;
}
interface SinkEvent {
  release: string | null;
  platform: string | null;
  tags: Record<string, string>;
  exceptions: { type: string | null; value: string | null; mechanism: string | null; handled: boolean | null; frames: Frame[] }[];
}
interface SinkReport {
  message: string | null;
  event: SinkEvent | null;
  body: string;
}

/** The sink's event that `matches` (a report arrives a moment after the page's post). */
async function reportWhere(
  what: string,
  matches: (r: SinkReport & { event: SinkEvent }) => boolean,
): Promise<SinkReport & { event: SinkEvent }> {
  let found: (SinkReport & { event: SinkEvent }) | undefined;
  await expect
    .poll(
      async () => {
        const { reports } = (await (await fetch(`${upstreamUrl}/__admin/error-reports`)).json()) as { reports: SinkReport[] };
        found = reports.filter((r): r is SinkReport & { event: SinkEvent } => r.event !== null).find(matches);
        return found ? 'found' : 'not yet';
      },
      { timeout: 20_000, message: `${what} at the sink` },
    )
    .toBe('found');
  return found!;
}
const reportOf = (text: string) => reportWhere(`a report of "${text}"`, (r) => r.message?.includes(text) ?? false);

/** Opens `path` signed in and hydrated; the correlation id of the request that rendered it. */
async function openHydrated(page: Page, email: string, path: string): Promise<string> {
  await signInAs(page, email, path);
  const response = await page.goto(path);
  await page.waitForFunction(() => !('$_TSR' in window));
  const correlationId = response?.headers()['x-correlationid'];
  expect(correlationId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
  return correlationId!;
}

/** A fault rule of the embedded upstream (development-only `/__admin/faults`); `clearFaults` removes every rule. */
async function addFault(rule: { pathPattern: string; method: string; mode: 'status' | 'invalid'; status?: number; times?: number }) {
  const res = await fetch(`${upstreamUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.ok).toBe(true);
}
const clearFaults = () => fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });

/** The name of the script the first test evaluates in the page. */
const SCRIPT = 'e2e-thrower.js';

/** The frame that threw: Sentry orders frames outermost first. */
const thrower = (event: SinkEvent) => event.exceptions[0]!.frames.at(-1)!;

test('an uncaught error and an unhandled rejection reach the reporter with their own stack, the release and the correlation id', async ({
  page,
}) => {
  const pageCorrelationId = await openHydrated(page, 'demo@example.com', '/settings');
  const marker = `e2e-${crypto.randomUUID()}`;
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // A script of its own name (its `sourceURL`), as a bundle would be: the frames must name it.
  const source = [
    'setTimeout(function throwsLater() {',
    `  throw new TypeError('uncaught ${marker}');`,
    '});',
    'void (async function rejectsLater() {',
    '  await new Promise((r) => setTimeout(r, 10));',
    `  throw new RangeError('rejected ${marker}');`,
    '})();',
    `//# sourceURL=${SCRIPT}`,
  ];
  /** Where `text` starts in the script: 1-based line and column, as the frames count. */
  const at = (text: string) => {
    const line = source.findIndex((l) => l.includes(text));
    return { lineno: line + 1, colno: source[line]!.indexOf(text) + 1 };
  };
  await page.evaluate(source.join('\n'));

  // What scripts/deploy.mjs uploads the maps under: the release the build recorded (vite.config.ts).
  const release = builtRelease(distClient.pathname);
  expect(release, 'the build records its release').toBeTruthy();

  const uncaught = await reportOf(`uncaught ${marker}`);
  expect(uncaught.message).toBe(`TypeError: uncaught ${marker}`);
  expect(uncaught.event).toMatchObject({
    release,
    platform: 'javascript',
    tags: { correlationId: pageCorrelationId, pageCorrelationId, action: 'UNCAUGHT_ERROR', source: 'client' },
  });
  expect(uncaught.event.exceptions[0]).toMatchObject({ type: 'TypeError', mechanism: 'onerror', handled: false });
  // The frame where it was thrown names its function and script, with line and column.
  expect(thrower(uncaught.event)).toEqual({ filename: SCRIPT, function: 'throwsLater', ...at('new TypeError'), inApp: false });

  const rejected = await reportOf(`rejected ${marker}`);
  expect(rejected.message).toBe(`RangeError: rejected ${marker}`);
  expect(rejected.event).toMatchObject({ release, tags: { correlationId: pageCorrelationId, action: 'UNHANDLED_REJECTION' } });
  expect(rejected.event.exceptions[0]).toMatchObject({ type: 'RangeError', mechanism: 'onunhandledrejection', handled: false });
  expect(thrower(rejected.event)).toMatchObject({
    filename: SCRIPT,
    function: expect.stringMatching(/rejectsLater$/),
    ...at('new RangeError'),
  });

  // Nothing personal or secret went with them.
  for (const r of [uncaught, rejected]) {
    expect(r.body).not.toContain('demo@example.com');
    expect(r.body).not.toContain('__Secure-');
    expect(r.body).not.toContain(upstreamUrl);
  }
  // The browser saw both as uncaught (nothing else on the page failed).
  expect(pageErrors.sort()).toEqual([`rejected ${marker}`, `uncaught ${marker}`]);
});

test("a failed action's report points into the app's bundle, and the bundle's hidden source map resolves it to the source file", async ({
  page,
}) => {
  await openHydrated(page, 'business@example.com', '/invoices');
  // The invoice PDF call fails once (the embedded upstream's development-only fault rules).
  await addFault({ pathPattern: '^/invoice-api/api/v1/HistoricalInvoice/me/pdf/', method: 'GET', mode: 'status', status: 500, times: 1 });
  try {
    const row = page.locator('table[data-invoices="historical"] tbody tr').first();
    const [failed] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/invoice/') && r.status() === 500),
      row.getByRole('button', { name: /^Download PDF of invoice / }).click(),
    ]);
    const callCorrelationId = failed.headers()['x-correlationid'];
    expect(callCorrelationId).toBeTruthy();
    await expect(row.getByRole('alert')).toHaveText('Download failed', { timeout: 20_000 });

    const report = await reportWhere(`the report of call ${callCorrelationId}`, (r) => r.event.tags.correlationId === callCorrelationId);
    expect(report.event).toMatchObject({
      release: builtRelease(distClient.pathname),
      tags: { correlationId: callCorrelationId, action: 'INVOICE_DOWNLOAD_FAILED', source: 'client' },
    });
    expect(report.event.exceptions[0]).toMatchObject({ type: 'UpstreamBlobError', mechanism: 'action', handled: true });
    const top = thrower(report.event);
    const { origin } = new URL(page.url());
    // A hashed bundle of this origin, no query: what the maps are uploaded under (~/assets/…).
    expect(top.filename).toMatch(new RegExp(`^${origin}/assets/[\\w-]+\\.js$`));
    expect(top.inApp).toBe(true);

    // The map is not served (public/.assetsignore) but sits beside the build for the upload, and
    // resolves the frame to the source file that threw.
    const file = new URL(top.filename!).pathname.slice(1);
    expect((await page.request.get(`/${file}.map`)).status()).toBe(404);
    const map = new SourceMap(JSON.parse(readFileSync(new URL(`${file}.map`, distClient), 'utf8')));
    const source = map.findOrigin(top.lineno!, top.colno!);
    // The error's class or the transport that made it (src/shared/api: errors.ts, http.ts).
    expect('fileName' in source ? source.fileName : '').toMatch(/src\/shared\/api\/(errors|http)\.ts$/);
  } finally {
    await clearFaults();
  }
});

test("an error boundary's catch reaches the reporter once, with its stack, the release and the page's correlation id", async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/settings');
  // Then the timeline answers a schema-invalid body: the photos page's boundary shows its error text.
  await addFault({ pathPattern: '^/photo-management/users/timeline$', method: 'GET', mode: 'invalid' });
  try {
    const response = await page.goto('/my-photos/photos');
    await page.waitForFunction(() => !('$_TSR' in window));
    const pageCorrelationId = response?.headers()['x-correlationid'];
    expect(pageCorrelationId).toBeTruthy();
    await expect(page.getByRole('alert').filter({ hasText: 'Your photos could not be loaded' })).toBeVisible();
    const matches = (r: SinkReport & { event: SinkEvent }) =>
      r.event.tags.action === 'RENDER_FAILED' && r.event.tags.pageCorrelationId === pageCorrelationId;
    const report = await reportWhere(`the boundary report of page ${pageCorrelationId}`, matches);
    expect(report.event).toMatchObject({ release: builtRelease(distClient.pathname), tags: { source: 'client' } });
    expect(report.event.exceptions[0]).toMatchObject({ mechanism: 'error-boundary', handled: true });
    expect(report.event.exceptions[0]!.frames.length).toBeGreaterThan(0);
    const { origin } = new URL(page.url());
    expect(report.event.exceptions[0]!.frames.some((f) => f.filename?.startsWith(`${origin}/assets/`) && f.inApp)).toBe(true);
    // Once: the route's defaultOnCatch and the root's onCaughtError see the same error.
    const { reports } = (await (await fetch(`${upstreamUrl}/__admin/error-reports`)).json()) as { reports: SinkReport[] };
    expect(reports.filter((r) => r.event && matches(r as SinkReport & { event: SinkEvent }))).toHaveLength(1);
  } finally {
    await clearFaults();
  }
});
