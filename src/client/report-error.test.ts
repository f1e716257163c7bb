import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UpstreamHttpError } from '../shared/api/errors';
import { reportBoundaryError, reportClientError, reportUncaughtErrors, setPageCorrelationId } from './report-error';

const bodyOf = (fetch: ReturnType<typeof vi.fn>, i = 0) =>
  JSON.parse(String((fetch.mock.calls[i] as unknown as [string, RequestInit])[1].body));
const fetchStub = () => vi.fn(async () => new Response(null, { status: 204 }));
const asFetch = (f: ReturnType<typeof fetchStub>) => f as unknown as typeof globalThis.fetch;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportClientError', () => {
  it('logs and posts type, message, stack, correlation id and action with the CSRF header', async () => {
    const fetch = fetchStub();
    const error = new UpstreamHttpError(500, 'oops', '/api/photo/photos', 'cid-42');
    await reportClientError(error, 'DELETE_PHOTOS_FAILED', asFetch(fetch));
    expect(console.error).toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    expect(new Headers(init.headers).get('X-Requested-With')).toBe('myaccount');
    const body = bodyOf(fetch);
    expect(body).toMatchObject({
      type: 'UpstreamHttpError',
      message: 'Error oops; Status Code: 500 Received from /api/photo/photos',
      correlationId: 'cid-42',
      action: 'DELETE_PHOTOS_FAILED',
    });
    // Its own stack, the frames of where it was made (this file), without the message a second time.
    expect(body.stack).toMatch(/report-error\.test\.ts:\d+:\d+/);
    expect(body.stack).not.toContain('Status Code');
    expect(body.stack).toMatch(/^UpstreamHttpError: \n/);
  });

  it('reports a thrown non-error as its text, without type or stack', async () => {
    const fetch = fetchStub();
    await reportClientError('plain text', 'A_FAILED', asFetch(fetch));
    expect(bodyOf(fetch)).toEqual({ message: 'plain text', action: 'A_FAILED' });
  });

  it('never rejects when the report itself fails', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(reportClientError(new Error('x'), 'A_FAILED', fetch as unknown as typeof globalThis.fetch)).resolves.toBeUndefined();
  });

  it('reports an error once, however many hooks see it (a route boundary: defaultOnCatch and onCaughtError)', async () => {
    const fetch = fetchStub();
    const error = new TypeError('once');
    await reportBoundaryError(error, asFetch(fetch));
    await reportBoundaryError(error, asFetch(fetch));
    await reportClientError(error, 'UNHANDLED_REJECTION', asFetch(fetch));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("carries the page's correlation id once the page hydrated: the fallback id of an error without its own", async () => {
    const fetch = fetchStub();
    setPageCorrelationId('page-cid-0001');
    try {
      await reportBoundaryError(new TypeError('boom'), asFetch(fetch));
      await reportClientError(new UpstreamHttpError(500, 'x', '/api/a', 'call-cid-0002'), 'A_FAILED', asFetch(fetch));
      expect(bodyOf(fetch, 0)).toMatchObject({
        type: 'TypeError',
        message: 'boom',
        action: 'RENDER_FAILED',
        correlationId: 'page-cid-0001',
        pageCorrelationId: 'page-cid-0001',
      });
      expect(bodyOf(fetch, 1)).toMatchObject({ correlationId: 'call-cid-0002', pageCorrelationId: 'page-cid-0001' });
      setPageCorrelationId('not valid!');
      await reportBoundaryError(new TypeError('boom'), asFetch(fetch));
      expect(bodyOf(fetch, 2)).not.toHaveProperty('correlationId');
      expect(bodyOf(fetch, 2)).not.toHaveProperty('pageCorrelationId');
    } finally {
      setPageCorrelationId(undefined);
    }
  });
});

describe('reportUncaughtErrors', () => {
  function windowStub() {
    const listeners = new Map<string, (event: unknown) => void>();
    const target = { addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener) };
    return { target: target as unknown as Window, fire: (type: string, event: unknown) => listeners.get(type)?.(event) };
  }

  it('reports uncaught errors and unhandled rejections with their stack and the release, without logging them again', async () => {
    const fetch = fetchStub();
    const { target, fire } = windowStub();
    reportUncaughtErrors('0123456789abcdef0123456789abcdef01234567', target, asFetch(fetch));
    fire('error', { error: new RangeError('thrown later'), message: 'Uncaught RangeError: thrown later' });
    fire('unhandledrejection', { reason: new Error('rejected') });
    fire('unhandledrejection', { reason: 42 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
    expect(bodyOf(fetch, 0)).toMatchObject({
      type: 'RangeError',
      message: 'thrown later',
      action: 'UNCAUGHT_ERROR',
      release: '0123456789abcdef0123456789abcdef01234567',
    });
    expect(bodyOf(fetch, 0).stack).toMatch(/report-error\.test\.ts:\d+:\d+/);
    expect(bodyOf(fetch, 1)).toMatchObject({ type: 'Error', message: 'rejected', action: 'UNHANDLED_REJECTION' });
    expect(bodyOf(fetch, 2)).toMatchObject({ message: '42', action: 'UNHANDLED_REJECTION' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('reports an error event without an error object (another origin\'s "Script error.") at the place the browser gives', async () => {
    const fetch = fetchStub();
    const { target, fire } = windowStub();
    reportUncaughtErrors('dev', target, asFetch(fetch));
    fire('error', { error: null, message: 'Script error.', filename: 'https://cdn.example/x.js', lineno: 3, colno: 7 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(bodyOf(fetch)).toMatchObject({
      message: 'Script error.',
      stack: '\n    at https://cdn.example/x.js:3:7',
      action: 'UNCAUGHT_ERROR',
    });
  });

  it('stops after 25 reports in one page load (a render loop must not flood the endpoint)', async () => {
    vi.resetModules();
    const fresh = await import('./report-error');
    const fetch = fetchStub();
    for (let i = 0; i < 40; i++) await fresh.reportClientError(new Error(`n${i}`), 'LOOP_FAILED', asFetch(fetch));
    expect(fetch).toHaveBeenCalledTimes(25);
    expect(console.error).toHaveBeenCalledTimes(40);
  });
});
