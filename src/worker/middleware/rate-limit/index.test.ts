import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fakeLimiter } from '../../../../tests/worker/rate-limit';
import { brandForKey, DEFAULT_BRAND } from '../../../shared/brands/brands';
import type { AppEnv, Bindings } from '../../env';
import { onError } from '../../errors/on-error';
import { correlationId } from '../correlation-id';
import { type RateLimitBinding, rateLimit, rateLimitKey } from './index';

function app(o: { binding?: RateLimitBinding; by?: 'ip' | 'user'; userId?: string; brandKey?: string } = {}) {
  const a = new Hono<AppEnv>();
  a.onError(onError({ log: () => {} }));
  a.use('*', correlationId({ generate: () => 'corr-rl-0001' }));
  a.use('*', async (c, next) => {
    c.set('brand', (o.brandKey && brandForKey(o.brandKey)) || DEFAULT_BRAND);
    c.set(
      'session',
      o.userId ? { userId: o.userId, email: 'x@example.com', idpType: 'local', idpSub: 's', isBusiness: false, expiresAt: 0 } : null,
    );
    await next();
  });
  a.get('/auth/callback', rateLimit({ binding: o.binding ?? 'RL_LINKS', by: o.by ?? 'ip' }), (c) => c.text('signed in'));
  a.post('/analytics/events', rateLimit({ binding: 'RL_TELEMETRY', by: 'user' }), (c) => c.body(null, 204));
  a.post('/form', rateLimit({ binding: 'RL_MAIL', by: 'user', onLimited: (c) => c.redirect('/form?s=tooMany', 303) }), (c) => c.text('ok'));
  return a;
}

const envWith = (bindings: Partial<Record<RateLimitBinding, RateLimit>>) => bindings as Partial<Bindings>;

describe('rateLimit', () => {
  it('lets the budget through, then answers a localised 429 page with Retry-After and the reference', async () => {
    const { binding } = fakeLimiter(2);
    const a = app({ brandKey: 'photobloom-at' });
    const env = envWith({ RL_LINKS: binding });
    const get = () => a.request('/auth/callback?code=x', { headers: { 'CF-Connecting-IP': '198.51.100.7' } }, env);
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('60');
    expect(refused.headers.get('Cache-Control')).toBe('no-store');
    const html = await refused.text();
    expect(html).toContain('Zu viele Anfragen. Bitte warte ein paar Minuten und versuche es erneut.');
    expect(html).toContain('Referenz: corr-rl-0001');
  });

  it('answers a JSON caller with the one JSON error shape', async () => {
    const { binding } = fakeLimiter(0);
    const res = await app({ userId: 'u1' }).request('/analytics/events', { method: 'POST' }, envWith({ RL_TELEMETRY: binding }));
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('60');
    expect(await res.json()).toEqual({
      error: 'too_many_requests',
      message: 'Too many requests. Please wait a few minutes and try again.',
      correlationId: 'corr-rl-0001',
    });
  });

  it('keys per IP (CF-Connecting-IP; one local bucket without it) or per signed-in user', async () => {
    const auth = fakeLimiter(1);
    const a = app();
    const env = envWith({ RL_LINKS: auth.binding });
    expect((await a.request('/auth/callback', { headers: { 'CF-Connecting-IP': '203.0.113.1' } }, env)).status).toBe(200);
    expect((await a.request('/auth/callback', { headers: { 'CF-Connecting-IP': '203.0.113.2' } }, env)).status).toBe(200);
    expect((await a.request('/auth/callback', { headers: { 'CF-Connecting-IP': '203.0.113.1' } }, env)).status).toBe(429);
    expect((await a.request('/auth/callback', {}, env)).status).toBe(200);
    expect(auth.keys).toEqual(['ip:203.0.113.1', 'ip:203.0.113.2', 'ip:203.0.113.1', 'ip:local']);

    const telemetry = fakeLimiter(1);
    const tenv = envWith({ RL_TELEMETRY: telemetry.binding });
    const sameIp = { method: 'POST', headers: { 'CF-Connecting-IP': '203.0.113.9' } };
    expect((await app({ userId: 'alice' }).request('/analytics/events', sameIp, tenv)).status).toBe(204);
    // Another user behind the same address (an office NAT) has a budget of their own.
    expect((await app({ userId: 'bob' }).request('/analytics/events', sameIp, tenv)).status).toBe(204);
    expect((await app({ userId: 'alice' }).request('/analytics/events', sameIp, tenv)).status).toBe(429);
    expect(telemetry.keys).toEqual(['user:alice', 'user:bob', 'user:alice']);
  });

  it('a per-user limit falls back to the IP when nobody is signed in', async () => {
    const mail = fakeLimiter(5);
    await app().request('/form', { method: 'POST', headers: { 'CF-Connecting-IP': '192.0.2.4' } }, envWith({ RL_MAIL: mail.binding }));
    expect(mail.keys).toEqual(['ip:192.0.2.4']);
    const c = { get: (k: string) => (k === 'session' ? null : undefined), req: { header: () => undefined } };
    expect(rateLimitKey(c as never, 'user')).toBe('ip:local');
  });

  it("a route's own answer (a form's redirect) gets the Retry-After too", async () => {
    const { binding } = fakeLimiter(0);
    const res = await app({ userId: 'u1' }).request('/form', { method: 'POST' }, envWith({ RL_MAIL: binding }));
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/form?s=tooMany');
    expect(res.headers.get('Retry-After')).toBe('60');
  });

  it('fails open: no binding, or a binding that throws, lets the request through', async () => {
    expect((await app().request('/auth/callback', {}, {})).status).toBe(200);
    const broken: RateLimit = {
      limit: async () => {
        throw new Error('limiter down');
      },
    };
    expect((await app().request('/auth/callback', {}, envWith({ RL_LINKS: broken }))).status).toBe(200);
  });

  it('refuses an unknown binding when built', () => {
    expect(() => rateLimit({ binding: 'RL_OTHER' as RateLimitBinding, by: 'ip' })).toThrow(TypeError);
  });
});
