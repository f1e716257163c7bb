import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../../support/env';
import { type HttpResult, request } from '../../support/http';
import { DEMO_PASSWORD, signIn } from '../../support/sign-in';

const { appUrl } = stackUrls();
let cookie = '';
beforeAll(async () => {
  cookie = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

function expectBase(r: HttpResult): void {
  expect(r.headers['strict-transport-security']).toMatch(/^max-age=\d{8,}; includeSubDomains/);
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['referrer-policy']).toBeTruthy();
}

function expectCsp(r: HttpResult): string {
  const csp = String(r.headers['content-security-policy'] ?? '');
  expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  return csp;
}

describe('security headers on every kind of response', () => {
  it('signed-in page: CSP with nonce, HSTS, nosniff, no-store', async () => {
    const r = await request(`${appUrl}/orders`, { headers: { Cookie: cookie } });
    expect(r.status).toBe(200);
    expectBase(r);
    const nonce = /'nonce-([^']+)'/.exec(expectCsp(r))![1]!;
    expect(r.body).toContain(`nonce="${nonce}"`);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('/api answer: HSTS, nosniff, no-store', async () => {
    const r = await request(`${appUrl}/api/customer/customers/me`, { headers: { Cookie: cookie } });
    expect(r.status).toBe(200);
    expectBase(r);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['x-frame-options']).toBe('DENY');
  });

  it('/api refusal (signed out): HSTS, nosniff, no-store', async () => {
    const r = await request(`${appUrl}/api/customer/customers/me`);
    expect(r.status).toBe(401);
    expectBase(r);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('plain public page: CSP, HSTS, nosniff', async () => {
    const r = await request(`${appUrl}/account-deleted`);
    expect(r.status).toBe(200);
    expectBase(r);
    expectCsp(r);
  });

  it('error pages (unknown path, unknown host): CSP, HSTS, nosniff', async () => {
    const notFound = await request(`${appUrl}/no-such-page`, { headers: { Cookie: cookie } });
    expect(notFound.status).toBe(404);
    expectBase(notFound);
    expectCsp(notFound);
    const unknownHost = await request(`${appUrl}/`, { headers: { Host: 'evil.example.com' } });
    expect(unknownHost.status).toBe(404);
    expectBase(unknownHost);
    expectCsp(unknownHost);
  });

  it('redirect to sign-in: HSTS, nosniff, no-store', async () => {
    const r = await request(`${appUrl}/orders`);
    expect(r.status).toBe(302);
    expectBase(r);
    expect(r.headers['cache-control']).toBe('no-store');
  });

  it('confirmation pages carrying a token: Referrer-Policy no-referrer, no-store, CSP', async () => {
    const sub = await request(`${appUrl}/subscription-confirmation?confirmation-token=${TOKEN}&email=demo%40example.com`);
    expect(sub.status).toBe(200);
    expectBase(sub);
    expectCsp(sub);
    expect(sub.headers['referrer-policy']).toBe('no-referrer');
    expect(sub.headers['cache-control']).toBe('no-store');
    expect(sub.body).not.toMatch(/<script\b/);

    for (const path of ['/delete-account-confirmation', '/change-email-confirmation']) {
      const signedIn = await request(`${appUrl}${path}?confirmation-token=${TOKEN}`, { headers: { Cookie: cookie } });
      expect(signedIn.status, path).toBe(200);
      expectCsp(signedIn);
      expect(signedIn.headers['referrer-policy'], path).toBe('no-referrer');
      expect(signedIn.headers['cache-control'], path).toBe('no-store');
      expect(signedIn.body).not.toMatch(/<script\b/);
      // Signed out, the redirect to sign-in carries the token too.
      const signedOut = await request(`${appUrl}${path}?confirmation-token=${TOKEN}`);
      expect(signedOut.status, path).toBe(302);
      expect(signedOut.headers['referrer-policy'], path).toBe('no-referrer');
    }
  });

  it('sign-in start and callback: no-referrer, no-store', async () => {
    const login = await request(`${appUrl}/auth/login?returnTo=%2Forders`);
    expect(login.headers['referrer-policy']).toBe('no-referrer');
    expect(login.headers['cache-control']).toBe('no-store');
    const callback = await request(`${appUrl}/auth/callback?code=abc&state=def`);
    expect(callback.headers['referrer-policy']).toBe('no-referrer');
    expect(callback.headers['cache-control']).toBe('no-store');
    expectBase(callback);
  });
});
