import { describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_VALUE } from '../../src/shared/api/browser';
import { stackUrls } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

const { appUrl, upstreamUrl } = stackUrls();

interface SinkReport {
  message: string | null;
  body: string;
}

async function sinkReports(): Promise<SinkReport[]> {
  const list = (await (await fetch(`${upstreamUrl}/__admin/error-reports`)).json()) as { reports: SinkReport[] };
  return list.reports;
}

// One DSN for both sides: the browser posts to the worker, the worker's @sentry/cloudflare sends the
// envelope to ERROR_REPORTING_DSN (the embedded upstream's sink in the test stack).
describe('error reporting through the worker', () => {
  it('a failed browser action reaches the sink with its action and correlation id, nothing personal', async () => {
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
