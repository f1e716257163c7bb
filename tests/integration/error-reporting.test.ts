import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '../../src/shared/api/browser';
import { stackUrls } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

const { appUrl, upstreamUrl } = stackUrls();

interface SinkFrame {
  filename: string | null;
  function: string | null;
  lineno: number | null;
  colno: number | null;
  inApp: boolean | null;
}
interface SinkReport {
  message: string | null;
  body: string;
  event: {
    release: string | null;
    tags: Record<string, string>;
    exceptions: { type: string | null; value: string | null; mechanism: string | null; handled: boolean | null; frames: SinkFrame[] }[];
  } | null;
}

/** The sink's report whose body contains `marker` (it arrives a moment after the worker answered). */
async function reportWith(marker: string): Promise<SinkReport> {
  let report: SinkReport | undefined;
  await expect
    .poll(
      async () => {
        report = (await sinkReports()).find((r) => r.body.includes(marker));
        return report !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return report!;
}

/** A same-origin, CSRF-headed POST of `body` to /api/client-errors, signed in as `jar`. */
const postReport = (jar: { header(): string }, body: unknown) =>
  request(`${appUrl}/api/client-errors`, {
    method: 'POST',
    headers: {
      Cookie: jar.header(),
      Origin: appUrl,
      'Sec-Fetch-Site': 'same-origin',
      'Content-Type': 'application/json',
      [CSRF_HEADER]: CSRF_VALUE,
    },
    body: JSON.stringify(body),
  });

async function sinkReports(): Promise<SinkReport[]> {
  const list = (await (await fetch(`${upstreamUrl}/__admin/error-reports`)).json()) as { reports: SinkReport[] };
  return list.reports;
}

// One DSN for both sides: the browser posts to the worker, the worker's @sentry/cloudflare sends the
// envelope to ERROR_REPORTING_DSN (the embedded upstream's sink in the test stack).
describe('error reporting through the worker', () => {
  it("a browser error reaches the sink as the browser's exception: parsed frames, the bundle's release, the correlation id, no upstream URL", async () => {
    const jar = await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD);
    const marker = `boom-${crypto.randomUUID()}`;
    const correlationId = crypto.randomUUID();
    const release = '0123456789abcdef0123456789abcdef01234567';
    // What src/client/report-error.ts posts for an error thrown in a bundle (Chrome's stack, message removed).
    const stack = [
      'TypeError: ',
      `    at deletePhotos (${appUrl}/assets/kit-Bx1.js:1:2345)`,
      `    at async runAction (${appUrl}/assets/core-Cd2.js?v=1:12:34)`,
      `    at load (${upstreamUrl}/photo-management/x.js:1:2)`,
    ].join('\n');
    const res = await postReport(jar, {
      type: 'TypeError',
      message: `${marker} from ${upstreamUrl}/customer-api/customers/98765 for demo@example.com`,
      stack,
      release,
      action: 'DELETE_PHOTOS_FAILED',
      correlationId,
    });
    expect(res.status).toBe(204);
    const report = await reportWith(marker);
    expect(report.message).toBe(`TypeError: ${marker} from <upstream>/customer-api/customers/:id for <email>`);
    expect(report.event).toMatchObject({ release, tags: { correlationId, action: 'DELETE_PHOTOS_FAILED', source: 'client' } });
    expect(report.event!.exceptions).toEqual([
      {
        type: 'TypeError',
        value: `${marker} from <upstream>/customer-api/customers/:id for <email>`,
        mechanism: 'action',
        handled: true,
        frames: [
          { filename: '<upstream>', function: 'load', lineno: 1, colno: 2, inApp: false },
          { filename: `${appUrl}/assets/core-Cd2.js`, function: 'async runAction', lineno: 12, colno: 34, inApp: true },
          { filename: `${appUrl}/assets/kit-Bx1.js`, function: 'deletePhotos', lineno: 1, colno: 2345, inApp: true },
        ],
      },
    ]);
    for (const secret of [upstreamUrl, 'demo@example.com', '98765', '__Secure-']) expect(report.body).not.toContain(secret);
  });

  it('refuses a report past its bounds (a stack over 12,000 characters, a release that is no release name)', async () => {
    const jar = await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD);
    expect((await postReport(jar, { message: 'x', action: 'RENDER_FAILED', stack: 'y'.repeat(12_001) })).status).toBe(400);
    expect((await postReport(jar, { message: 'x', action: 'RENDER_FAILED', release: '../etc' })).status).toBe(400);
  });

  it('a report of a tab loaded before stacks were sent (message and action only) reaches the sink with its action and correlation id, nothing personal', async () => {
    const jar = await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD);
    const marker = `boom-${crypto.randomUUID()}`;
    const correlationId = crypto.randomUUID();
    const res = await request(`${appUrl}/api/client-errors`, {
      method: 'POST',
      headers: {
        Cookie: jar.header(),
        Origin: appUrl,
        'Sec-Fetch-Site': 'same-origin',
        'Content-Type': 'application/json',
        [CSRF_HEADER]: CSRF_VALUE,
      },
      body: JSON.stringify({ message: `TypeError: ${marker}`, action: 'RENDER_FAILED', correlationId }),
    });
    expect(res.status).toBe(204);
    let report: SinkReport | undefined;
    await expect
      .poll(
        async () => {
          report = (await sinkReports()).find((r) => r.body.includes(marker));
          return report?.message;
        },
        { timeout: 10_000 },
      )
      .toBe(`ClientActionError: TypeError: ${marker}`);
    expect(report!.body).toContain(correlationId);
    expect(report!.body).toContain('RENDER_FAILED');
    expect(report!.body).toContain('"source":"client"');
    expect(report!.body).not.toContain('demo@example.com');
    expect(report!.body).not.toContain('__Secure-');
  });
});
