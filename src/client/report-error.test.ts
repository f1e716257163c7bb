import { describe, expect, it, vi } from 'vitest';
import { UpstreamHttpError } from '../shared/api/errors';
import { reportBoundaryError, reportClientError, setPageCorrelationId } from './report-error';

describe('reportClientError', () => {
  it('logs and posts message, correlation id and action with the CSRF header', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await reportClientError(
      new UpstreamHttpError(500, 'oops', '/api/photo/photos', 'cid-42'),
      'DELETE_PHOTOS_FAILED',
      fetch as unknown as typeof globalThis.fetch,
    );
    expect(error).toHaveBeenCalled();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/client-errors');
    expect(new Headers(init.headers).get('X-Requested-With')).toBe('myaccount');
    expect(JSON.parse(String(init.body))).toEqual({
      message: 'UpstreamHttpError: Error oops; Status Code: 500 Received from /api/photo/photos',
      correlationId: 'cid-42',
      action: 'DELETE_PHOTOS_FAILED',
    });
    error.mockRestore();
  });

  it('never rejects when the report itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    await expect(reportClientError('x', 'A_FAILED', fetch as unknown as typeof globalThis.fetch)).resolves.toBeUndefined();
  });

  it("carries the page's correlation id once the page hydrated: the fallback id of an error without its own", async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setPageCorrelationId('page-cid-0001');
    try {
      await reportBoundaryError(new TypeError('boom'), fetch as unknown as typeof globalThis.fetch);
      await reportClientError(
        new UpstreamHttpError(500, 'x', '/api/a', 'call-cid-0002'),
        'A_FAILED',
        fetch as unknown as typeof globalThis.fetch,
      );
      const bodies = fetch.mock.calls.map((call) => JSON.parse(String((call as unknown as [string, RequestInit])[1].body)));
      expect(bodies[0]).toEqual({
        message: 'TypeError: boom',
        action: 'RENDER_FAILED',
        correlationId: 'page-cid-0001',
        pageCorrelationId: 'page-cid-0001',
      });
      expect(bodies[1]).toMatchObject({ correlationId: 'call-cid-0002', pageCorrelationId: 'page-cid-0001' });
      setPageCorrelationId('not valid!');
      await reportBoundaryError(new TypeError('boom'), fetch as unknown as typeof globalThis.fetch);
      expect(JSON.parse(String((fetch.mock.calls[2] as unknown as [string, RequestInit])[1].body))).toEqual({
        message: 'TypeError: boom',
        action: 'RENDER_FAILED',
      });
    } finally {
      setPageCorrelationId(undefined);
    }
  });

  it('reports an error caught by a route boundary as RENDER_FAILED', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await reportBoundaryError(new TypeError('x is undefined'), fetch as unknown as typeof globalThis.fetch);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ message: 'TypeError: x is undefined', action: 'RENDER_FAILED' });
  });
});
