import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { type CookieJar, cookies } from './index';

const opts = { path: '/', httpOnly: true, secure: true, sameSite: 'Lax' as const };

describe('cookies middleware', () => {
  it('commits staged cookies to the response, marked no-store', async () => {
    const app = new Hono<{ Variables: { cookies: CookieJar } }>();
    app.use('*', cookies());
    app.get('/', (c) => {
      c.var.cookies.set('a', '1', opts);
      c.var.cookies.expire('b', opts);
      return c.text('ok');
    });
    const res = await app.request('/');
    expect(res.headers.getSetCookie()).toEqual([
      'a=1; Path=/; HttpOnly; Secure; SameSite=Lax',
      'b=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax',
    ]);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('lets a later write of the same cookie replace an earlier one', async () => {
    const app = new Hono<{ Variables: { cookies: CookieJar } }>();
    app.use('*', cookies());
    app.use('*', async (c, next) => {
      c.var.cookies.set('token', 'rotated', opts);
      await next();
    });
    app.get('/', (c) => {
      c.var.cookies.expire('token', opts);
      return c.text('signed out');
    });
    const res = await app.request('/');
    expect(res.headers.getSetCookie()).toHaveLength(1);
    expect(res.headers.getSetCookie()[0]).toMatch(/^token=; Max-Age=0/);
  });

  it('writes onto an immutable passed-through response', async () => {
    const app = new Hono<{ Variables: { cookies: CookieJar } }>();
    app.use('*', cookies());
    app.get('/', async (c) => {
      c.var.cookies.set('a', '1', opts);
      const res = Response.redirect('http://localhost/next', 302);
      return res;
    });
    const res = await app.request('/');
    expect(res.status).toBe(302);
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly; Secure; SameSite=Lax']);
  });

  it('leaves a response without staged cookies alone', async () => {
    const app = new Hono<{ Variables: { cookies: CookieJar } }>();
    app.use('*', cookies());
    app.get('/', (c) => c.text('ok', 200, { 'Cache-Control': 'public, max-age=60' }));
    const res = await app.request('/');
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=60');
  });
});
