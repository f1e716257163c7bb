import type { Exception } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { ORIGIN, sameOrigin, setup } from '../../../tests/worker/api-proxy';

const RELEASE = '0123456789abcdef0123456789abcdef01234567';
const post = (body: unknown) => ({ method: 'POST', headers: sameOrigin(), body: typeof body === 'string' ? body : JSON.stringify(body) });
/** What the browser's reporter (src/client/report-error.ts) posts for an error thrown in a bundle. */
const report = (extra: Record<string, unknown> = {}) => ({
  type: 'TypeError',
  message: 'x is undefined',
  stack: `TypeError: \n    at boom (${ORIGIN}/assets/entry-Ab3.js:1:234)\n    at ${ORIGIN}/assets/core-Cd2.js:5:6`,
  release: RELEASE,
  action: 'UNCAUGHT_ERROR',
  pageCorrelationId: 'page-req-0001',
  ...extra,
});

/** The reporter's third argument for the one report made. */
function reported(mock: ReturnType<typeof setup>['report']) {
  expect(mock).toHaveBeenCalledTimes(1);
  return (mock.mock.calls[0] as unknown as [unknown, Error, { exception?: Exception; release?: string; correlationId?: string }])[2];
}

describe('POST /api/client-errors: a browser error with its stack and release', () => {
  it("reports the browser's own exception (frames parsed, the frame that threw last) under its release and correlation id", async () => {
    const { request, report: mock } = setup();
    expect((await request('/api/client-errors', post(report()))).status).toBe(204);
    const context = reported(mock);
    expect(context).toMatchObject({ source: 'client', action: 'UNCAUGHT_ERROR', release: RELEASE, correlationId: 'page-req-0001' });
    expect(context.exception).toEqual({
      type: 'TypeError',
      value: 'x is undefined',
      mechanism: { type: 'onerror', handled: false },
      stacktrace: {
        frames: [
          { filename: `${ORIGIN}/assets/core-Cd2.js`, function: '?', lineno: 5, colno: 6, in_app: true },
          { filename: `${ORIGIN}/assets/entry-Ab3.js`, function: 'boom', lineno: 1, colno: 234, in_app: true },
        ],
      },
    });
  });

  it('never passes on an upstream URL or anything personal from the message or the frames', async () => {
    const { request, report: mock } = setup();
    const message = 'Error {"email":"jane@example.com"} Received from http://up.test/customer-api/customers/98765?token=tok-xyz';
    const stack = '    at img (http://up.test/photo-management/x.js?sig=s3cret:1:2)';
    expect((await request('/api/client-errors', post(report({ message, stack })))).status).toBe(204);
    const [, error, context] = mock.mock.calls[0] as unknown as [unknown, Error, { exception: Exception }];
    const sent = JSON.stringify([error.message, context]);
    for (const secret of ['up.test', 'jane@example.com', '98765', 'tok-xyz', 's3cret']) expect(sent).not.toContain(secret);
    expect(context.exception.value).toBe('Error {"email":"<email>"} Received from <upstream>/customer-api/customers/:id');
    expect(context.exception.stacktrace!.frames).toEqual([{ filename: '<upstream>', function: 'img', lineno: 1, colno: 2, in_app: false }]);
  });

  it.each([
    ['a stack over 12,000 characters', { stack: 'x'.repeat(12_001) }, 400],
    ['a release that is no release name', { release: 'v1/../../etc' }, 400],
    ['a type that is no identifier', { type: '<script>' }, 400],
    ['a message over 2,000 characters', { message: 'm'.repeat(2001) }, 400],
    ['a correlation id with other characters', { correlationId: 'a b' }, 400],
    ['a body over 24 KB', { stack: 'x'.repeat(11_000), message: 'é'.repeat(2000), pad: 'p'.repeat(12_000) }, 413],
  ])('refuses %s', async (_name, extra, status) => {
    const { request, report: mock } = setup();
    expect((await request('/api/client-errors', post(report(extra)))).status).toBe(status);
    expect(mock).not.toHaveBeenCalled();
  });

  it("takes a report of a tab loaded before this version (message and action only) as before: no exception of the browser's", async () => {
    const { request, report: mock } = setup();
    expect((await request('/api/client-errors', post({ message: 'TypeError: boom', action: 'RENDER_FAILED' }))).status).toBe(204);
    const [, error, context] = mock.mock.calls[0] as unknown as [unknown, Error, Record<string, unknown>];
    expect(error).toMatchObject({ name: 'ClientActionError', message: 'TypeError: boom' });
    expect(context).toEqual({ source: 'client', action: 'RENDER_FAILED', correlationId: 'corr-0000-test' });
  });
});
