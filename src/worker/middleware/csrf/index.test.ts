import { type Context, Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Bindings } from '../../env';
import { onError } from '../../errors/on-error';
import { cookies } from '../cookies';
import { CSRF_COOKIE, csrf, type FormPurpose, formToken, formTokenValid, issueFormToken, originProblem, signFormToken } from './index';

const SECRET = 'csrf-test-secret-0123456789abcdef';
const env = { SESSION_SECRET: SECRET } as Partial<Bindings>;
const ORIGIN = 'https://my.photobloom.nl';
const VALUE = 'v'.repeat(43);

function app(userId: string | null) {
  const a = new Hono<AppEnv>();
  a.use('*', cookies());
  a.use('*', async (c, next) => {
    c.set('correlationId', 'corr-csrf');
    c.set('session', userId ? { userId, email: 'a@example.com', idpType: 'local', idpSub: 's', isBusiness: false, expiresAt: 0 } : null);
    await next();
  });
  a.onError(onError({ log: () => {} }));
  return a;
}

describe('form token: issuing', () => {
  const page = (userId: string | null) => {
    const a = app(userId);
    a.get('/page', formToken(), (c) => c.text(c.var.formToken ?? 'none'));
    a.get('/two', async (c) =>
      c.text([await issueFormToken(c, 'delete-account', 'u1'), await issueFormToken(c, 'settings-form', 'u1')].join(' ')),
    );
    return a;
  };

  it('mints a __Host- session cookie once, through the cookie jar, and a token bound to it and the user', async () => {
    const first = await page('u1').request(`${ORIGIN}/page`, {}, env);
    const [minted = ''] = first.headers.getSetCookie();
    expect(minted).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    expect(first.headers.get('Cache-Control')).toBe('no-store');
    const value = minted.split(';')[0]!.split('=')[1]!;
    expect(await first.text()).toBe(await signFormToken(SECRET, value, 'u1'));

    // With the cookie: no new cookie, the same token (every tab of the session shares it).
    const again = await page('u1').request(`${ORIGIN}/page`, { headers: { Cookie: `${CSRF_COOKIE}=${value}` } }, env);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await again.text()).toBe(await signFormToken(SECRET, value, 'u1'));
  });

  it('gives signed-out requests neither cookie nor token', async () => {
    const res = await page(null).request(`${ORIGIN}/page`, {}, env);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.text()).toBe('none');
  });

  it('mints one cookie for two tokens of one response', async () => {
    const res = await page('u1').request(`${ORIGIN}/two`, {}, env);
    expect(res.headers.getSetCookie()).toHaveLength(1);
    const value = res.headers.getSetCookie()[0]!.split(';')[0]!.split('=')[1]!;
    const [timed, plain] = (await res.text()).split(' ');
    expect(plain).toBe(await signFormToken(SECRET, value, 'u1'));
    expect(timed).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
  });

  it('replaces a malformed cookie value', async () => {
    const res = await page('u1').request(`${ORIGIN}/page`, { headers: { Cookie: `${CSRF_COOKIE}=short` } }, env);
    expect(res.headers.getSetCookie()[0]).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43};`));
  });

  it('checks its options when built', () => {
    expect(() => formToken({ purpose: 'nope' as FormPurpose })).toThrow(TypeError);
    expect(() => csrf({ kind: 'form', purpose: 'nope' as FormPurpose })).toThrow(TypeError);
    expect(() => csrf({ kind: 'xml' } as unknown as Parameters<typeof csrf>[0])).toThrow(TypeError);
  });
});

describe('form token: checking (constant-time HMAC)', () => {
  const check = async (o: { userId?: string; token: string; purpose?: FormPurpose; cookie?: string | null; now?: number }) => {
    const a = app('u1');
    a.post('/check', async (c: Context<AppEnv>) =>
      c.text(String(await formTokenValid(c, o.purpose ?? 'settings-form', o.userId ?? 'u1', o.token, o.now))),
    );
    const headers: Record<string, string> = o.cookie === null ? {} : { Cookie: `${CSRF_COOKIE}=${o.cookie ?? VALUE}` };
    return (await a.request(`${ORIGIN}/check`, { method: 'POST', headers }, env)).text();
  };

  it('binds the token to the cookie, the user, the secret and the purpose', async () => {
    const good = await signFormToken(SECRET, VALUE, 'u1');
    expect(await check({ token: good })).toBe('true');
    expect(await check({ token: good, userId: 'u2' })).toBe('false');
    expect(await check({ token: good, cookie: null })).toBe('false');
    expect(await check({ token: good, cookie: 'w'.repeat(43) })).toBe('false');
    expect(await check({ token: await signFormToken('another-secret-0123456789abcdef', VALUE, 'u1') })).toBe('false');
    expect(await check({ token: '' })).toBe('false');
    expect(await check({ token: `${good.slice(0, -2)}AA` })).toBe('false');
    expect(await check({ token: good, purpose: 'change-email' })).toBe('false');
    const deletion = await signFormToken(SECRET, VALUE, 'u1', 'delete-account');
    expect(await check({ token: deletion, purpose: 'delete-account' })).toBe('true');
    expect(await check({ token: deletion, purpose: 'change-email' })).toBe('false');
    expect(await check({ token: deletion })).toBe('false');
  });

  it('lets e-mail-link tokens live an hour, public ones bound to no user', async () => {
    const now = Date.UTC(2026, 0, 1);
    const token = await signFormToken(SECRET, VALUE, '', 'subscription', now);
    expect(await check({ token, userId: '', purpose: 'subscription', now: now + 59 * 60_000 })).toBe('true');
    expect(await check({ token, userId: '', purpose: 'subscription', now: now + 61 * 60_000 })).toBe('false');
    expect(await check({ token, userId: 'u1', purpose: 'subscription', now })).toBe('false');
    // The expiry is signed: moving it forward breaks the MAC.
    const [exp, sig] = token.split('.');
    expect(await check({ token: `${Number(exp) + 600}.${sig}`, userId: '', purpose: 'subscription', now })).toBe('false');
    // An expiry further out than the lifetime is refused even before the MAC.
    const far = await signFormToken(SECRET, VALUE, '', 'subscription', now + 5 * 60 * 60_000);
    expect(await check({ token: far, userId: '', purpose: 'subscription', now })).toBe('false');
  });
});

describe('the Origin / Sec-Fetch-Site policy', () => {
  const problem = async (kind: 'json' | 'form', method: string, headers: Record<string, string>) => {
    const a = new Hono();
    a.all('*', (c) => c.text(String(originProblem(c, kind))));
    return (await a.request(`${ORIGIN}/x`, { method, headers })).text();
  };
  const json = { 'X-Requested-With': 'myaccount', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' };

  it.each([
    ['json', 'POST', json],
    ['json', 'POST', { 'X-Requested-With': 'myaccount', Origin: ORIGIN }],
    ['json', 'GET', {}],
    ['json', 'GET', { 'Sec-Fetch-Site': 'none' }],
    ['form', 'POST', { Origin: ORIGIN }],
    ['form', 'POST', { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' }],
    ['form', 'POST', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }],
    ['form', 'POST', { 'Sec-Fetch-Site': 'same-origin' }],
    ['form', 'POST', { Origin: ORIGIN, Accept: 'application/json', 'X-Requested-With': 'myaccount' }],
  ] as const)('accepts %s %s %j', async (kind, method, headers) => {
    expect(await problem(kind, method, headers)).toBe('null');
  });

  it.each([
    ['json', 'POST', { ...json, 'Sec-Fetch-Site': 'cross-site' }],
    ['json', 'POST', { ...json, 'Sec-Fetch-Site': 'same-site' }],
    ['json', 'POST', { ...json, 'Sec-Fetch-Site': 'none' }],
    ['json', 'GET', { 'Sec-Fetch-Site': 'cross-site' }],
    ['json', 'GET', { 'Sec-Fetch-Site': 'same-site' }],
    ['json', 'POST', { Origin: ORIGIN }],
    ['json', 'DELETE', { Origin: ORIGIN }],
    ['json', 'POST', { ...json, 'X-Requested-With': 'XMLHttpRequest' }],
    ['json', 'POST', { ...json, Origin: 'https://shop.photobloom.nl' }],
    ['json', 'POST', { ...json, Origin: 'http://my.photobloom.nl' }],
    ['json', 'POST', { ...json, Origin: 'null' }],
    ['json', 'POST', { 'X-Requested-With': 'myaccount' }],
    ['form', 'POST', { Origin: 'https://evil.test' }],
    ['form', 'POST', { Origin: 'https://shop.photobloom.nl' }],
    ['form', 'POST', { Origin: 'null' }],
    ['form', 'POST', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
    ['form', 'POST', { 'Sec-Fetch-Site': 'same-site' }],
    ['form', 'POST', { 'Sec-Fetch-Site': 'cross-site' }],
    ['form', 'POST', {}],
    ['form', 'POST', { Origin: ORIGIN, 'X-Requested-With': 'other' }],
    ['form', 'POST', { Origin: ORIGIN, Accept: 'application/json' }],
  ] as const)('refuses %s %s %j', async (kind, method, headers) => {
    expect(await problem(kind, method, headers)).not.toBe('null');
  });
});

describe('csrf() middleware', () => {
  it('json: refuses with 403 in the one JSON error shape, before the handler', async () => {
    let reached = false;
    const a = app('u1');
    a.post('/api/x', csrf({ kind: 'json' }), (c) => {
      reached = true;
      return c.text('ok');
    });
    const res = await a.request(
      `${ORIGIN}/api/x`,
      { method: 'POST', headers: { Origin: ORIGIN, 'Content-Type': 'application/json' }, body: '{}' },
      env,
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'forbidden', message: expect.any(String), correlationId: 'corr-csrf' });
    expect(reached).toBe(false);
    const ok = await a.request(
      `${ORIGIN}/api/x`,
      { method: 'POST', headers: { Origin: ORIGIN, 'X-Requested-With': 'myaccount' }, body: '{}' },
      env,
    );
    expect(ok.status).toBe(200);
  });

  const formApp = (options: Parameters<typeof csrf>[0] = { kind: 'form' }) => {
    const a = app('u1');
    a.post('/form', csrf(options), async (c) => c.text(`saved ${String((await c.req.parseBody()).name)}`));
    return a;
  };
  const post = async (a: Hono<AppEnv>, form: Record<string, string>, headers: Record<string, string> = {}) =>
    a.request(
      `${ORIGIN}/form`,
      { method: 'POST', body: new URLSearchParams(form), headers: { Origin: ORIGIN, Cookie: `${CSRF_COOKIE}=${VALUE}`, ...headers } },
      env,
    );

  it('form: policy, form body and signed token, then the handler still reads the body', async () => {
    const token = await signFormToken(SECRET, VALUE, 'u1');
    const ok = await post(formApp(), { _csrf: token, name: 'A' });
    expect(await ok.text()).toBe('saved A');
    expect((await post(formApp(), { name: 'A' })).status).toBe(403);
    expect((await post(formApp(), { _csrf: token }, { Origin: 'https://evil.test' })).status).toBe(403);
    const text = await formApp().request(
      `${ORIGIN}/form`,
      {
        method: 'POST',
        body: `_csrf=${token}`,
        headers: { Origin: ORIGIN, Cookie: `${CSRF_COOKIE}=${VALUE}`, 'Content-Type': 'text/plain' },
      },
      env,
    );
    expect(text.status).toBe(415);
    // A hydrated (JSON) caller gets the JSON shape.
    const fetched = await post(formApp(), { name: 'A' }, { Accept: 'application/json', 'X-Requested-With': 'myaccount' });
    expect(fetched.status).toBe(403);
    expect(await fetched.json()).toMatchObject({ error: 'forbidden', correlationId: 'corr-csrf' });
  });

  it('form: a public page signs for no user; onRefused answers refusals', async () => {
    const a = formApp({ kind: 'form', purpose: 'subscription', userId: () => '', onRefused: (c) => c.redirect('/error', 303) });
    const token = await signFormToken(SECRET, VALUE, '', 'subscription');
    expect(await (await post(a, { _csrf: token, name: 'B' })).text()).toBe('saved B');
    const refused = await post(a, { _csrf: await signFormToken(SECRET, VALUE, 'u1', 'subscription') });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('Location')).toBe('/error');
  });
});
