import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { CONSENT_COOKIE } from '../../shared/analytics/consent';
import { DEFAULT_BRAND } from '../../shared/brands/brands';
import type { AppEnv, Bindings } from '../env';
import { onError } from '../errors/on-error';
import { analyticsRoutes } from './index';

const ORIGIN = 'https://my.photobloom.nl';
const env = { UPSTREAM: { analytics: 'http://up.test/analytics' } } as Partial<Bindings>;

function setup(signedIn = true) {
  const calls: { url: string; body: unknown }[] = [];
  const fetchImpl = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    return Response.json({ accepted: 1 }, { status: 202 });
  });
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('correlationId', 'corr');
    c.set('brand', DEFAULT_BRAND);
    c.set(
      'session',
      signedIn ? { userId: 'u1', email: 'a@example.com', idpType: 'local', idpSub: 's', isBusiness: false, expiresAt: 0 } : null,
    );
    await next();
  });
  app.route('/', analyticsRoutes({ fetch: fetchImpl }));
  app.onError(onError({ log: () => {} }));
  const send = (
    consent: string | null,
    body: unknown = { name: 'import_finished', properties: { photos: 3 } },
    headers: Record<string, string> = {},
  ) =>
    app.request(
      `${ORIGIN}/analytics/events`,
      {
        method: 'POST',
        body: JSON.stringify(body),
        headers: {
          Origin: ORIGIN,
          'X-Requested-With': 'myaccount',
          'Content-Type': 'application/json',
          ...(consent === null ? {} : { Cookie: `${CONSENT_COOKIE}=${consent}` }),
          ...headers,
        },
      },
      env,
    );
  return { calls, send };
}

describe('analytics events follow the consent cookie', () => {
  it.each([
    ['10', 202, '10'],
    ['11', 202, '11'],
    [encodeURIComponent('{"analytics":true,"marketing":true}'), 202, '11'],
    ['01', 204, null],
    ['00', 204, null],
    [null, 204, null],
    ['garbage', 204, null],
  ])('consent cookie %s → %i, forwarded with code %s', async (cookie, status, code) => {
    const { calls, send } = setup();
    expect((await send(cookie)).status).toBe(status);
    if (code === null) expect(calls).toHaveLength(0);
    else {
      expect(calls[0]!.url).toBe('http://up.test/analytics/v1/events');
      expect(calls[0]!.body).toMatchObject({
        events: [{ name: 'import_finished', properties: { photos: 3 }, consent: code, userId: 'u1', channel: DEFAULT_BRAND.vendorId }],
      });
    }
  });

  it('refuses signed-out, cross-site, header-less and malformed posts without forwarding', async () => {
    const { calls, send } = setup();
    expect((await send('10', undefined, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await send('10', undefined, { 'X-Requested-With': '' })).status).toBe(403);
    expect((await send('10', { name: 'Bad Name' })).status).toBe(400);
    expect((await send('10', { name: 'ok', extra: 1 })).status).toBe(400);
    const signedOut = await setup(false).send('10');
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: 'unauthorized', message: expect.any(String), correlationId: 'corr' });
    expect(calls).toHaveLength(0);
  });
});
