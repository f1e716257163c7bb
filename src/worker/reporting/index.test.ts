import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv, Bindings } from '../env';
import { parseEnvelope } from '../../../upstream/src/errors/envelope';
import { reportError } from './index';

const DSN = 'http://public@127.0.0.1:8788/error-reports/1';

function appWith(dsn: string, fetcher: typeof fetch, log = vi.fn()) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('correlationId', 'corr-1234-abcd');
    c.set('session', { userId: 'user-1', email: 'a@b.c', idpType: 'local', idpSub: 's', isBusiness: false, expiresAt: 0 });
    c.set('accessToken', 't');
    await next();
  });
  app.get('/boom', async (c) => {
    await reportError(c, new Error('kaput'), { source: 'worker', action: 'LOAD_FAILED' }, { fetcher, log });
    return c.text('ok');
  });
  const env = { ERROR_REPORTING_DSN: dsn, ENVIRONMENT: 'development', REGION: 'local' } as Partial<Bindings>;
  return { request: () => app.request('/boom', {}, env), log };
}

describe('reportError', () => {
  it('sends a Sentry envelope to the DSN with the correlation id, action and user id only', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    const { request, log } = appWith(DSN, fetcher as unknown as typeof fetch);
    expect((await request()).status).toBe(200);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('http://127.0.0.1:8788/error-reports/api/1/envelope/');
    const body = String(init.body);
    expect(body).toContain('kaput');
    expect(body).toContain('corr-1234-abcd');
    expect(body).toContain('LOAD_FAILED');
    expect(body).toContain('user-1');
    expect(body).not.toContain('a@b.c');
    expect(log).toHaveBeenCalled();
    // Contract with the embedded upstream's sink: it must read the envelope toucan sends.
    const parsed = parseEnvelope(new TextEncoder().encode(body));
    expect(parsed.kinds).toContain('event');
    expect(parsed.message).toBe('Error: kaput');
  });

  it('only logs when the DSN is empty', async () => {
    const fetcher = vi.fn();
    const { request, log } = appWith('', fetcher as unknown as typeof fetch);
    await request();
    expect(fetcher).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('reported error (worker)', expect.objectContaining({ correlationId: 'corr-1234-abcd' }));
  });

  it('survives a failing transport', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('down');
    });
    const { request } = appWith(DSN, fetcher as unknown as typeof fetch);
    expect((await request()).status).toBe(200);
  });
});
