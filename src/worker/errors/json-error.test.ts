import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE } from '../../shared/analytics/consent';
import { ANALYTICS_PATH } from '../../shared/analytics/events';
import { analyticsRoutes } from '../analytics';
import { apiProxy } from '../api-proxy';
import { requireSession } from '../auth/session';
import type { AppEnv, Bindings } from '../env';
import { brand } from '../middleware/brand';
import { cookies } from '../middleware/cookies';
import { correlationId } from '../middleware/correlation-id';
import { requestGuard } from '../middleware/request-guard';
import { internalPushRoutes, pushRoutes } from '../push/routes';
import { onError } from './on-error';

// Every JSON error the worker answers has one shape, `{ error, message?, correlationId }`, built
// by json-error.ts and reached through HttpError + onError: shown here for a representative error
// of each router, mounted in the app's order.

const ORIGIN = 'http://localhost';
const env = {
  UPSTREAM: { customer: 'http://up.test/customer-api', analytics: 'http://up.test/analytics' },
  SESSION_SECRET: 'json-error-secret-0123456789abcdef',
  PUSH_SIGNING_SECRET: 'push-secret-0123456789abcdef',
} as Partial<Bindings>;

function app(signedIn: boolean) {
  const a = new Hono<AppEnv>();
  a.onError(onError({ log: () => {} }));
  a.use('*', correlationId({ generate: () => 'corr-shape-1' }));
  a.use('*', cookies());
  a.route('/', internalPushRoutes());
  a.use('*', brand());
  a.use('*', requestGuard({ maxUrlLength: 256 }));
  a.use('*', async (c, next) => {
    c.set(
      'session',
      signedIn ? { userId: 'u1', email: 'a@example.com', idpType: 'local', idpSub: 's1', isBusiness: false, expiresAt: 0 } : null,
    );
    if (signedIn) c.set('accessToken', 'tok');
    await next();
  });
  a.route(
    '/',
    analyticsRoutes({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    }),
  );
  a.get('/api/session-only', requireSession(), (c) => c.text('never'));
  a.route(
    '/api',
    apiProxy({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
      report: async () => undefined,
    }),
  );
  a.route('/', pushRoutes());
  a.get('/boom', () => {
    throw new Error('secret internals');
  });
  return a;
}

const same = { Origin: ORIGIN, 'X-Requested-With': 'myaccount', 'Content-Type': 'application/json', Cookie: `${CONSENT_COOKIE}=10` };

describe('the one JSON error shape', () => {
  it.each([
    [
      '/api CSRF refusal',
      true,
      '/api/customer/customers/me',
      { method: 'PATCH', headers: { Origin: 'https://evil.test' }, body: '{}' },
      403,
      'forbidden',
    ],
    ['/api unknown path', true, '/api/customer/nope', {}, 404, 'not_found'],
    ['/api signed out', false, '/api/customer/customers/me', {}, 401, 'unauthorized'],
    ['/api upstream down', true, '/api/customer/customers/me', {}, 502, 'upstream_unreachable'],
    ['/api client-errors bad JSON', true, '/api/client-errors', { method: 'POST', headers: same, body: '{"message' }, 400, 'invalid_json'],
    ['analytics signed out', false, ANALYTICS_PATH, { method: 'POST', headers: same, body: '{}' }, 401, 'unauthorized'],
    [
      'analytics cross-site',
      true,
      ANALYTICS_PATH,
      { method: 'POST', headers: { ...same, Origin: 'https://evil.test' }, body: '{}' },
      403,
      'forbidden',
    ],
    ['analytics invalid event', true, ANALYTICS_PATH, { method: 'POST', headers: same, body: '{"name":"Bad Name"}' }, 400, 'invalid_body'],
    [
      'analytics service down',
      true,
      ANALYTICS_PATH,
      { method: 'POST', headers: same, body: '{"name":"import_finished"}' },
      502,
      'upstream_unreachable',
    ],
    ['push ticket signed out', false, '/push/ticket', {}, 401, 'unauthorized'],
    ['push without upgrade', true, '/push', {}, 426, 'upgrade_required'],
    ['push signal unsigned', false, '/internal/push', { method: 'POST', body: '{}' }, 401, 'unauthorized'],
    ['requireSession under /api', false, '/api/session-only', {}, 401, 'unauthorized'],
    ['request guard for a fetch', false, `/${'x'.repeat(300)}`, { headers: { 'X-Requested-With': 'myaccount' } }, 414, 'uri_too_long'],
    ['unexpected error for a fetch', false, '/boom', { headers: { Accept: 'application/json' } }, 500, 'internal_error'],
  ] as const)('%s', async (_name, signedIn, path, init, status, error) => {
    const res = await app(signedIn).request(`${ORIGIN}${path}`, init as RequestInit, env);
    expect(res.status).toBe(status);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['correlationId', 'error', 'message']);
    expect(body).toEqual({ error, message: expect.any(String), correlationId: 'corr-shape-1' });
    expect(JSON.stringify(body)).not.toMatch(/secret internals|up\.test|fetch failed/);
  });
});
