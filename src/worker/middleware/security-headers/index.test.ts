import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv, Bindings } from '../../env';
import { markPrivate, type SecurityHeadersOptions, securityHeaders, useNoReferrer } from './index';

function app(options?: SecurityHeadersOptions) {
  const a = new Hono<AppEnv>();
  a.use('*', securityHeaders(options));
  a.get('/page', (c) => c.html(`<script nonce="${c.var.nonce}"></script>`));
  a.get('/json', (c) => c.json({ ok: true }));
  a.get('/private', (c) => {
    markPrivate(c);
    return c.html('<p>me</p>');
  });
  a.get('/token-page', (c) => {
    useNoReferrer(c);
    return c.html('<p>t</p>');
  });
  a.get('/own-policy', (c) => c.html('<p/>', 200, { 'Referrer-Policy': 'same-origin' }));
  a.get('/proxied', async () => {
    // A fetched response has immutable headers; the middleware must still add its own.
    const res = await fetch('data:text/html,<p>x</p>');
    return res;
  });
  return a;
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('securityHeaders middleware', () => {
  it('sets the CSP with the nonce the page used', async () => {
    const res = await app().request('/page');
    const csp = res.headers.get('Content-Security-Policy');
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await res.text()).toBe(`<script nonce="${nonce}"></script>`);
    expect(csp).toBe(
      `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data: blob:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; " +
        "form-action 'self'; object-src 'none'",
    );
  });

  it('gives two responses different nonces', async () => {
    const a = app();
    const [r1, r2] = await Promise.all([a.request('/page'), a.request('/page')]);
    expect(nonceOf(r1.headers.get('Content-Security-Policy'))).not.toBe(nonceOf(r2.headers.get('Content-Security-Policy')));
  });

  it.each(['/page', '/json', '/private'])('sets the always-on headers on %s', async (path) => {
    const res = await app().request(path);
    expect(res.headers.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('puts CSP on HTML only', async () => {
    expect((await app().request('/json')).headers.get('Content-Security-Policy')).toBeNull();
  });

  it.each([
    ['/page', null],
    ['/private', 'no-store'],
  ])('Cache-Control on %s → %j', async (path, expected) => {
    expect((await app().request(path)).headers.get('Cache-Control')).toBe(expected);
  });

  it.each([
    ['/token-page', 'no-referrer'],
    ['/own-policy', 'same-origin'],
  ])('Referrer-Policy on %s → %s', async (path, expected) => {
    expect((await app().request(path)).headers.get('Referrer-Policy')).toBe(expected);
  });

  it('adds headers to responses with immutable headers', async () => {
    const res = await app().request('/proxied');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
  });

  it('adds configured origins, fixed or read per request, and drops non-origins', async () => {
    const a = app({
      mediaOrigins: ['https://media.photobloom.test'],
      connectOrigins: ['wss://push.photobloom.test'],
      authOrigins: (c) => [...Object.values(c.env.AUTHORITIES).map((u) => new URL(u).origin), 'x; script-src *'],
    });
    const res = await a.request('/page', {}, { AUTHORITIES: { main: 'http://127.0.0.1:8788/oidc/main' } } as unknown as Bindings);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("img-src 'self' data: blob: https://media.photobloom.test;");
    expect(csp).toContain("connect-src 'self' wss://push.photobloom.test;");
    expect(csp).toContain("form-action 'self' http://127.0.0.1:8788;");
    expect(csp).not.toContain('script-src *');
  });

  it.each([
    [{ mediaOrigins: ['https://ok.test', 'not an origin'] }],
    [{ authOrigins: ['https://x.test/path'] }],
    [{ connectOrigins: "'self'" as unknown as string[] }],
    [{ hsts: 'forever' }],
  ])('refuses bad options when built: %j', (options) => {
    expect(() => securityHeaders(options)).toThrow(TypeError);
  });
});
