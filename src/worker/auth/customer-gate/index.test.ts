import { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerRecord, type FakeIdp, freshIdp, responseCookies, testEnv, USER } from '../../../../tests/worker/auth';
import type { AppEnv } from '../../env';
import { brand } from '../../middleware/brand';
import { cookies } from '../../middleware/cookies';
import { correlationId } from '../../middleware/correlation-id';
import { customerGate, session } from '../index';
import { ACCESS_COOKIE } from '../session/token-cookies';

let idp: FakeIdp;
const env = testEnv();

beforeEach(async () => {
  idp = await freshIdp();
});

function app() {
  const a = new Hono<AppEnv>();
  a.use('*', correlationId(), cookies(), brand(), session({ fetch: idp.fetch }));
  a.get('*', customerGate({ fetch: idp.fetch }), (c) => c.text('page'));
  return a;
}
const customerCalls = () => idp.calls.filter((c) => c.url.endsWith('/customers/me'));

describe('customerGate()', () => {
  it('checks once, then trusts the signed cookie for the same user', async () => {
    const at = await idp.sign(USER);
    const first = await app().request('http://localhost:8787/orders', { headers: { Cookie: `${ACCESS_COOKIE}=${at}` } }, env);
    expect(await first.text()).toBe('page');
    const gate = responseCookies(first).get('__Secure-myaccount-cust')!;
    expect(gate.raw).toMatch(/HttpOnly/);
    expect(gate.raw).toMatch(/Max-Age=300/);
    expect(customerCalls()).toHaveLength(1);
    expect(customerCalls()[0]!.headers.get('Authorization')).toBe(`Bearer ${at}`);
    expect(customerCalls()[0]!.headers.get('X-CorrelationId')).toBeTruthy();
    const cookie = `${ACCESS_COOKIE}=${at}; __Secure-myaccount-cust=${encodeURIComponent(gate.value)}`;
    await app().request('http://localhost:8787/orders', { headers: { Cookie: cookie } }, env);
    expect(customerCalls()).toHaveLength(1);
    // Another user's token with that cookie is checked afresh.
    const other = await idp.sign({ ...USER, sub: '11111111-2222-4333-8444-555555555555' });
    await app().request(
      'http://localhost:8787/orders',
      { headers: { Cookie: `${ACCESS_COOKIE}=${other}; __Secure-myaccount-cust=${encodeURIComponent(gate.value)}` } },
      env,
    );
    expect(customerCalls()).toHaveLength(2);
  });

  it("404 or accountDeleted signs out at once (no GET of /logout, which only the app's own links may use)", async () => {
    for (const customer of [
      { status: 404, body: {} },
      { status: 200, body: customerRecord(true) },
    ]) {
      idp.customer = customer;
      const res = await app().request(
        'http://localhost:8787/orders',
        { headers: { Cookie: `${ACCESS_COOKIE}=${await idp.sign(USER)}` } },
        env,
      );
      expect(res.status).toBe(302);
      expect(res.headers.get('Location')).toMatch(/^https:\/\/idp\.test\/oidc\/main\/logout\?/);
      expect(responseCookies(res).get(ACCESS_COOKIE)?.raw).toMatch(/Max-Age=0/);
    }
  });

  it('a token the customer API refuses (401: its session was signed out) is dropped and sign-in starts', async () => {
    idp.customer = { status: 401, body: { error: 'unauthorized', message: 'invalid token (session_ended)' } };
    const res = await app().request(
      'http://localhost:8787/orders?x=1',
      { headers: { Cookie: `${ACCESS_COOKIE}=${await idp.sign(USER)}` } },
      env,
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/auth/login?returnTo=%2Forders%3Fx%3D1');
    expect(responseCookies(res).get(ACCESS_COOKIE)?.raw).toMatch(/Max-Age=0/);
    expect(responseCookies(res).has('__Secure-myaccount-cust')).toBe(true);
    expect(responseCookies(res).get('__Secure-myaccount-cust')?.raw).toMatch(/Max-Age=0/);
  });

  it('an upstream failure (500, schema-invalid record) lets the page render and is not cached', async () => {
    for (const customer of [
      { status: 500, body: {} },
      { status: 200, body: { accountDeleted: 'no' } },
    ]) {
      idp.customer = customer;
      const res = await app().request(
        'http://localhost:8787/orders',
        { headers: { Cookie: `${ACCESS_COOKIE}=${await idp.sign(USER)}` } },
        env,
      );
      expect(await res.text()).toBe('page');
      expect(responseCookies(res).has('__Secure-myaccount-cust')).toBe(false);
    }
  });
});
