import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { parseEnvelope } from '../../../upstream/src/errors/envelope';
import type { AppEnv, Bindings } from '../env';
import { onError } from '../errors/on-error';
import { browserException } from './browser-event';
import { reportError, reportToService, sentryOptions, withErrorReporting } from './index';

const DSN = 'http://public@127.0.0.1:8788/error-reports/1';
const SESSION = { userId: 'user-1', email: 'a@b.c', idpType: 'local', idpSub: 's', isBusiness: false, expiresAt: 0 };

/** The worker as deployed: a Hono app (with the app's onError) wrapped by withErrorReporting. */
function workerWith(dsn: string, fetcher: typeof fetch, log = vi.fn()) {
  const app = new Hono<AppEnv>();
  app.onError(onError({ onReport: reportToService, log: () => {} }));
  app.use('*', async (c, next) => {
    c.set('correlationId', 'corr-1234-abcd');
    c.set('session', SESSION);
    c.set('accessToken', 'secret-access-token');
    await next();
  });
  app.get('/boom', (c) => {
    reportError(c, new Error('kaput'), { source: 'worker', action: 'LOAD_FAILED' }, { log });
    return c.text('ok');
  });
  app.get('/browser', (c) => {
    const exception = browserException(
      {
        type: 'TypeError',
        message: 'x is undefined',
        stack:
          'TypeError: \n    at render (http://localhost/assets/core-Ab1.js:1:200)\n    at boom (http://localhost/assets/entry-Cd2.js:3:40)',
        action: 'UNCAUGHT_ERROR',
      },
      { app: 'http://localhost', private: new Set() },
    );
    reportError(c, new Error('x is undefined'), { source: 'client', action: 'UNCAUGHT_ERROR', exception, release: 'abc1234' }, { log });
    return c.text('ok');
  });
  app.get('/throws', () => {
    throw new Error('route exploded');
  });
  const worker = withErrorReporting(app, { transportOptions: { fetch: fetcher }, cacheClient: false });
  const env = { ERROR_REPORTING_DSN: dsn, ENVIRONMENT: 'development', REGION: 'local' } as Bindings;
  const request = async (path: string) => {
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => {}, props: {} };
    const init = { headers: { Cookie: '__Secure-at=cookie-token-value', Authorization: 'Bearer header-token' } };
    const res = await worker.fetch!(new Request(`http://localhost${path}`, init) as never, env, ctx as never);
    await res.text();
    await Promise.all(pending);
    return res;
  };
  return { request, log };
}

function sentBodies(fetcher: ReturnType<typeof vi.fn>): string[] {
  return fetcher.mock.calls.map((call) => {
    const [url, init] = call as [string, RequestInit];
    expect(url).toContain('http://127.0.0.1:8788/error-reports/api/1/envelope/');
    const body = init.body;
    return typeof body === 'string' ? body : new TextDecoder().decode(body as Uint8Array);
  });
}

describe('reportError through a @sentry/cloudflare client made for the report', () => {
  it('sends an envelope to the DSN with the correlation id, action and user id only', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    const { request, log } = workerWith(DSN, fetcher as unknown as typeof fetch);
    expect((await request('/boom')).status).toBe(200);
    const bodies = sentBodies(fetcher);
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body).toContain('kaput');
    expect(body).toContain('corr-1234-abcd');
    expect(body).toContain('LOAD_FAILED');
    expect(body).toContain('user-1');
    // Nothing personal or secret: no e-mail, no cookie, no bearer, no access token.
    for (const secret of ['a@b.c', 'cookie-token-value', 'header-token', 'secret-access-token']) expect(body).not.toContain(secret);
    expect(body).not.toContain('"request"');
    expect(log).toHaveBeenCalled();
    // Contract with the embedded upstream's sink: it must read the envelope the SDK sends.
    const parsed = parseEnvelope(new TextEncoder().encode(body));
    expect(parsed.kinds).toContain('event');
    expect(parsed.message).toBe('Error: kaput');
  });

  it("sends a browser error as the browser's own exception: its frames, its bundle's release, the correlation id", async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    const { request } = workerWith(DSN, fetcher as unknown as typeof fetch);
    await request('/browser');
    const bodies = sentBodies(fetcher);
    expect(bodies).toHaveLength(1);
    const { message, event } = parseEnvelope(new TextEncoder().encode(bodies[0]!));
    expect(message).toBe('TypeError: x is undefined');
    expect(event).toMatchObject({
      release: 'abc1234',
      platform: 'javascript',
      tags: { correlationId: 'corr-1234-abcd', source: 'client' },
    });
    expect(event!.exceptions).toEqual([
      {
        type: 'TypeError',
        value: 'x is undefined',
        mechanism: 'onerror',
        handled: false,
        frames: [
          { filename: 'http://localhost/assets/entry-Cd2.js', function: 'boom', lineno: 3, colno: 40, inApp: true },
          { filename: 'http://localhost/assets/core-Ab1.js', function: 'render', lineno: 1, colno: 200, inApp: true },
        ],
      },
    ]);
  });

  it('captures an error Hono answers with its onError (the wrapper alone would never see it)', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    const { request } = workerWith(DSN, fetcher as unknown as typeof fetch);
    expect((await request('/throws')).status).toBe(500);
    const bodies = sentBodies(fetcher);
    expect(bodies).toHaveLength(1);
    expect(parseEnvelope(new TextEncoder().encode(bodies[0]!)).message).toBe('Error: route exploded');
    expect(bodies[0]).toContain('corr-1234-abcd');
  });

  it('captures an error that escapes the app, and sends nothing for requests that succeed', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    const env = { ERROR_REPORTING_DSN: DSN, ENVIRONMENT: 'development', REGION: 'local' } as Bindings;
    const pending: Promise<unknown>[] = [];
    const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p), passThroughOnException: () => {}, props: {} };
    let fail = false;
    const worker = withErrorReporting(
      {
        fetch: () => {
          if (fail) throw new Error('escaped the app');
          return new Response('fine');
        },
      },
      { transportOptions: { fetch: fetcher as unknown as typeof fetch }, cacheClient: false },
    );
    await worker.fetch!(new Request('http://localhost/ok') as never, env, ctx as never);
    expect(pending).toHaveLength(0);
    fail = true;
    await expect(worker.fetch!(new Request('http://localhost/order/123') as never, env, ctx as never)).rejects.toThrow('escaped the app');
    await Promise.all(pending);
    const bodies = sentBodies(fetcher);
    expect(bodies).toHaveLength(1);
    expect(parseEnvelope(new TextEncoder().encode(bodies[0]!)).message).toBe('Error: escaped the app');
    expect(bodies[0]).toContain('"region":"local"');
  });

  it('only logs when the DSN is empty', async () => {
    const fetcher = vi.fn();
    const { request, log } = workerWith('', fetcher as unknown as typeof fetch);
    await request('/boom');
    expect(fetcher).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('reported error (worker)', expect.objectContaining({ correlationId: 'corr-1234-abcd' }));
  });

  it('survives a failing transport', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('down');
    });
    const { request } = workerWith(DSN, fetcher as unknown as typeof fetch);
    expect((await request('/boom')).status).toBe(200);
  });

  it('outside a wrapped worker (app.request in tests) it logs and does not throw', async () => {
    const app = new Hono<AppEnv>();
    const log = vi.fn();
    app.get('/x', (c) => {
      reportError(c, new Error('no client'), { source: 'proxy' }, { log });
      return c.text('ok');
    });
    expect((await app.request('/x', {}, { ERROR_REPORTING_DSN: DSN })).status).toBe(200);
    expect(log).toHaveBeenCalledWith('reported error (proxy)', expect.objectContaining({ correlationId: 'unknown' }));
  });
});

describe('sentryOptions', () => {
  it('turns reporting off without a DSN and never sends request data', () => {
    expect(sentryOptions({ ERROR_REPORTING_DSN: ' ', ENVIRONMENT: 'production', REGION: 'eu' }).enabled).toBe(false);
    const options = sentryOptions({ ERROR_REPORTING_DSN: DSN, ENVIRONMENT: 'production', REGION: 'eu' });
    expect(options).toMatchObject({
      dsn: DSN,
      enabled: true,
      environment: 'production',
      dataCollection: { cookies: false, httpHeaders: false, httpBodies: [] },
    });
    expect(options.defaultIntegrations.map((i) => i.name).sort()).toEqual(['Dedupe', 'FunctionToString', 'LinkedErrors']);
    const event = options.beforeSend({ type: undefined, request: { headers: { cookie: 'x' } } });
    expect(event.request).toBeUndefined();
  });

  it("carries the worker's release when deployed (wrangler --define), none in development", () => {
    const env = { ERROR_REPORTING_DSN: DSN, ENVIRONMENT: 'production', REGION: 'eu' };
    expect(sentryOptions(env, {}, 'abc1234')).toMatchObject({ release: 'abc1234' });
    expect(sentryOptions(env, {}, undefined)).not.toHaveProperty('release');
    // Unit tests run without the define, like wrangler dev.
    expect(sentryOptions(env)).not.toHaveProperty('release');
  });
});
