import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerRecord, testEnv, UPSTREAM_BASE, USER } from '../../../tests/worker/auth';
import type { AppEnv } from '../env';
import { onError } from '../errors/on-error';
import { cookies } from '../middleware/cookies';
import { pushRoutes } from './routes';

// Issue 15 item 10: a deleted account's access token (still valid until it expires) mints no ticket.

const env = testEnv();

function app() {
  const a = new Hono<AppEnv>();
  a.onError(onError({ log: () => {} }));
  a.use('*', cookies(), async (c, next) => {
    c.set('correlationId', 'corr-push');
    c.set('session', { userId: USER.sub, email: USER.email, idpType: 'local', idpSub: 's', isBusiness: false, expiresAt: 0 });
    c.set('accessToken', 'still-valid-access-token');
    await next();
  });
  a.route('/', pushRoutes());
  return a;
}

function customerApiAnswers(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    calls.push(`${url} ${new Headers(init?.headers).get('Authorization')}`);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('GET /push/ticket', () => {
  it('mints a ticket for an active account, after asking the customer API with the bearer', async () => {
    const calls = customerApiAnswers(200, customerRecord(false));
    const res = await app().request('http://localhost:8787/push/ticket', {}, env);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ticket: expect.any(String) });
    expect(calls).toEqual([`${UPSTREAM_BASE}/customer-api/customers/me Bearer still-valid-access-token`]);
  });

  it.each([
    ['a deleted account (404)', 404, { error: 'not_found' }],
    ['a record marked accountDeleted', 200, customerRecord(true)],
    ['a token the API refuses (401: session ended by the deletion)', 401, { error: 'unauthorized' }],
  ])('mints nothing for %s: 401', async (_name, status, body) => {
    customerApiAnswers(status, body);
    const res = await app().request('http://localhost:8787/push/ticket', {}, env);
    expect(res.status).toBe(401);
    expect(await res.text()).not.toContain('ticket');
  });

  it('an unreachable customer API does not block push (the hub refuses closed accounts itself)', async () => {
    customerApiAnswers(503, {});
    expect((await app().request('http://localhost:8787/push/ticket', {}, env)).status).toBe(200);
  });
});
