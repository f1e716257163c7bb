import { base64url } from 'jose';
import { beforeEach, describe, expect, it } from 'vitest';
import { createFakeIdp, type FakeIdp, ISSUER, responseCookies, testApp, testEnv, USER } from '../../../../tests/worker/auth';
import { CHUNK_SIZE } from '../../middleware/cookies/chunked';
import { clearDiscoveryCache } from '../sign-in/oidc';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './token-cookies';
import { clearKeySets } from './verify-access-token';

let idp: FakeIdp;
let reports: string[];
const env = testEnv();
const now = () => Math.floor(Date.now() / 1000);

beforeEach(async () => {
  clearDiscoveryCache();
  clearKeySets();
  idp = await createFakeIdp();
  reports = [];
});

function request(path: string, cookies: Record<string, string>, headers: Record<string, string> = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
  return testApp(idp, reports).request(`http://localhost:8787${path}`, { headers: { Cookie: cookie, ...headers } }, env);
}

function refreshToken(): string {
  const rt = `rt-${crypto.randomUUID()}`;
  idp.refreshTokens.set(rt, { used: false, sub: USER.sub, family: crypto.randomUUID() });
  return rt;
}

describe('session()', () => {
  it('a valid access token signs the user in and marks the page private', async () => {
    const res = await request('/api/me', { [ACCESS_COOKIE]: await idp.sign(USER) });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ userId: USER.sub, isBusiness: true });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('reads a chunked access token', async () => {
    const token = await idp.sign({ ...USER, padding: 'p'.repeat(CHUNK_SIZE + 100) });
    const res = await request('/api/me', {
      [ACCESS_COOKIE]: 'chunks.2',
      [`${ACCESS_COOKIE}.0`]: token.slice(0, CHUNK_SIZE),
      [`${ACCESS_COOKIE}.1`]: token.slice(CHUNK_SIZE),
    });
    expect(res.status).toBe(200);
  });

  it('no cookies: pages go to sign-in with returnTo, /api answers 401 JSON', async () => {
    const page = await request('/orders?page=2', {});
    expect(page.status).toBe(302);
    expect(page.headers.get('Location')).toBe('/auth/login?returnTo=%2Forders%3Fpage%3D2');
    const api = await request('/api/me', {});
    expect(api.status).toBe(401);
    expect(await api.json()).toMatchObject({ error: 'unauthorized' });
  });

  const b64 = (v: unknown) => base64url.encode(JSON.stringify(v));
  const bad: [string, () => Promise<string>][] = [
    ['alg none', async () => `${b64({ alg: 'none' })}.${b64({ ...USER, iss: ISSUER, aud: 'myaccount-api', exp: now() + 600 })}.`],
    ['wrong aud', () => idp.sign(USER, { aud: 'other-api' })],
    ['wrong iss', () => idp.sign(USER, { iss: 'https://evil.test' })],
    ['no exp', () => idp.sign(USER, { exp: null })],
    ['nbf in the future', () => idp.sign(USER, { nbf: now() + 300 })],
    ['unknown kid', () => idp.sign(USER, { kid: 'nope', key: 'other' })],
    [
      'tampered payload',
      async () => {
        const [h, , s] = (await idp.sign(USER)).split('.');
        return `${h}.${b64({ ...USER, sub: 'someone-else', iss: ISSUER, aud: 'myaccount-api', exp: now() + 600 })}.${s}`;
      },
    ],
    ['truncated signature', async () => (await idp.sign(USER)).slice(0, -12)],
    ['garbage', async () => 'garbage'],
    ['expired, no refresh token', () => idp.sign(USER, { exp: now() - 120 })],
  ];
  it.each(bad)('%s: refused, cookies cleared, page sent to sign-in, no data', async (_name, make) => {
    const res = await request('/orders', { [ACCESS_COOKIE]: await make() });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toMatch(/^\/auth\/login\?returnTo=/);
    expect(responseCookies(res).get(ACCESS_COOKIE)?.raw).toMatch(/Max-Age=0/);
    expect(reports.some((r) => r.startsWith('AccessToken Error:'))).toBe(true);
    const api = await request('/api/me', { [ACCESS_COOKIE]: await make() });
    expect(api.status).toBe(401);
  });

  it('JWKS down: not signed in (fail closed), cookies kept', async () => {
    idp.jwksDown = true;
    const res = await request('/api/me', { [ACCESS_COOKIE]: await idp.sign(USER) });
    expect(res.status).toBe(401);
    expect(responseCookies(res).has(ACCESS_COOKIE)).toBe(false);
  });

  it('refreshes a token with < 60 s left, rotating both cookies', async () => {
    const rt = refreshToken();
    const res = await request('/api/me', { [ACCESS_COOKIE]: await idp.sign(USER, { exp: now() + 30 }), [REFRESH_COOKIE]: rt });
    expect(res.status).toBe(200);
    const set = responseCookies(res);
    expect(set.get(ACCESS_COOKIE)?.value).toMatch(/^ey/);
    expect(set.get(REFRESH_COOKIE)?.value).not.toBe(rt);
    expect(set.get(REFRESH_COOKIE)?.raw).toContain('Max-Age=3600');
    expect(idp.refreshTokens.get(rt)?.used).toBe(true);
  });

  it('refreshes when the access cookie is gone but the refresh cookie lives', async () => {
    const res = await request('/api/me', { [REFRESH_COOKIE]: refreshToken() });
    expect(res.status).toBe(200);
  });

  it('concurrent requests with the same refresh token refresh once (rotation safe)', async () => {
    const rt = refreshToken();
    const cookies = { [ACCESS_COOKIE]: await idp.sign(USER, { exp: now() - 60 }), [REFRESH_COOKIE]: rt };
    const results = await Promise.all([1, 2, 3, 4].map(() => request('/api/me', cookies)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(idp.calls.filter((c) => c.url.endsWith('/token')).length).toBe(1);
  });

  it('a failed refresh (reused refresh token) signs out', async () => {
    const rt = refreshToken();
    idp.refreshTokens.get(rt)!.used = true;
    const res = await request('/orders', { [ACCESS_COOKIE]: await idp.sign(USER, { exp: now() - 60 }), [REFRESH_COOKIE]: rt });
    expect(res.headers.get('Location')).toMatch(/^\/auth\/login/);
    const set = responseCookies(res);
    expect(set.get(ACCESS_COOKIE)?.raw).toMatch(/Max-Age=0/);
    expect(set.get(REFRESH_COOKIE)?.raw).toMatch(/Max-Age=0/);
    expect(reports.some((r) => r.startsWith('AccessToken Error: refresh failed'))).toBe(true);
  });

  it('a token of another authority is refused on the Swedish brand', async () => {
    const res = await testApp(idp, reports).request(
      'http://photobloom-se.localhost:8787/api/me',
      {
        headers: { Cookie: `${ACCESS_COOKIE}=${await idp.sign(USER)}` },
      },
      env,
    );
    expect(res.status).toBe(401);
  });

  it('/logout while the middleware rotates a chunked session: the sign-out wins, every chunk is cleared', async () => {
    const rt = refreshToken();
    const token = await idp.sign({ ...USER, padding: 'p'.repeat(CHUNK_SIZE + 100) }, { exp: now() + 30 });
    const res = await request(
      '/logout',
      {
        [ACCESS_COOKIE]: 'chunks.2',
        [`${ACCESS_COOKIE}.0`]: token.slice(0, CHUNK_SIZE),
        [`${ACCESS_COOKIE}.1`]: token.slice(CHUNK_SIZE),
        [REFRESH_COOKIE]: rt,
        // The app's own sign-out link: a same-origin navigation signs out at once.
      },
      { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' },
    );
    expect(idp.refreshTokens.get(rt)?.used).toBe(true);
    const set = responseCookies(res);
    for (const name of [ACCESS_COOKIE, `${ACCESS_COOKIE}.0`, `${ACCESS_COOKIE}.1`, REFRESH_COOKIE, '__Secure-myaccount-cust']) {
      expect(set.get(name)?.raw, name).toMatch(/Max-Age=0/);
    }
    expect(res.headers.getSetCookie().filter((v) => !/Max-Age=0/.test(v) && !v.startsWith('__Secure-myaccount-auth'))).toEqual([]);
  });

  it('every cookie name is written once per response, the last staged write', async () => {
    const rt = refreshToken();
    const res = await request('/logout', { [ACCESS_COOKIE]: await idp.sign(USER, { exp: now() + 30 }), [REFRESH_COOKIE]: rt });
    const names = res.headers.getSetCookie().map((v) => v.split('=')[0]);
    expect(new Set(names).size).toBe(names.length);
  });
});
