import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Bindings } from '../env';
import { cookies } from '../middleware/cookies';
import { FORM_CSRF_COOKIE, formCsrf, formToken, formTokenValid } from './csrf';

const SECRET = 'csrf-test-secret-0123456789abcdef';
const env = { SESSION_SECRET: SECRET } as Partial<Bindings>;

function app(userId: string | null) {
  const a = new Hono<AppEnv>();
  a.use('*', cookies());
  a.use('*', async (c, next) => {
    c.set('session', userId ? { userId, email: 'a@example.com', idpType: 'local', idpSub: 's', isBusiness: false, expiresAt: 0 } : null);
    await next();
  });
  a.get('/page', formCsrf(), (c) => c.text(c.var.formToken ?? 'none'));
  a.post('/check', async (c) => c.text(String(await formTokenValid(c, c.req.query('t')))));
  return a;
}

describe('settings form CSRF token', () => {
  it('mints a __Host- session cookie once and a token bound to it and the user', async () => {
    const first = await app('u1').request('https://my.example/page', {}, env);
    const setCookie = first.headers.get('Set-Cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${FORM_CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; HttpOnly; Secure; SameSite=Lax$`));
    const value = setCookie.split(';')[0]!.split('=')[1]!;
    expect(await first.text()).toBe(await formToken(SECRET, value, 'u1'));

    // With the cookie: no new cookie, the same token (every tab of the session shares it).
    const again = await app('u1').request('https://my.example/page', { headers: { Cookie: `${FORM_CSRF_COOKIE}=${value}` } }, env);
    expect(again.headers.get('Set-Cookie')).toBeNull();
    expect(await again.text()).toBe(await formToken(SECRET, value, 'u1'));
  });

  it('gives signed-out requests neither cookie nor token', async () => {
    const res = await app(null).request('https://my.example/page', {}, env);
    expect(res.headers.get('Set-Cookie')).toBeNull();
    expect(await res.text()).toBe('none');
  });

  it('checks the token against the cookie, the user and the secret', async () => {
    const value = 'v'.repeat(43);
    const cookie = { Cookie: `${FORM_CSRF_COOKIE}=${value}` };
    const check = async (userId: string, token: string, headers: Record<string, string> = cookie) =>
      (await app(userId).request(`https://my.example/check?t=${encodeURIComponent(token)}`, { method: 'POST', headers }, env)).text();
    const good = await formToken(SECRET, value, 'u1');
    expect(await check('u1', good)).toBe('true');
    expect(await check('u2', good)).toBe('false');
    expect(await check('u1', good, {})).toBe('false');
    expect(await check('u1', await formToken('another-secret-0123456789abcdef', value, 'u1'))).toBe('false');
    expect(await check('u1', '')).toBe('false');
  });
});
