import { beforeEach, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  type FakeIdp,
  freshIdp,
  type Jar,
  ORIGIN,
  responseCookies,
  s256,
  testApp,
  testEnv,
  USER,
  updateJar,
} from '../../../../tests/worker/auth';
import { retryAfterSeconds } from './callback';

let idp: FakeIdp;
let reports: string[];
const env = testEnv();

beforeEach(async () => {
  idp = await freshIdp();
  reports = [];
});

async function get(path: string, jar: Jar, origin = ORIGIN): Promise<Response> {
  const app = testApp(idp, reports);
  const res = await app.request(`${origin}${path}`, { headers: { Cookie: cookieHeader(jar) } }, env);
  updateJar(jar, res);
  return res;
}

/** Login → (the IdP's authorize step) → callback; returns the callback response. */
async function signIn(jar: Jar, returnTo = '/orders?x=1', origin = ORIGIN): Promise<Response> {
  const login = await get(`/auth/login?returnTo=${encodeURIComponent(returnTo)}`, jar, origin);
  expect(login.status).toBe(302);
  const authorize = new URL(login.headers.get('Location')!);
  const p = authorize.searchParams;
  const code = idp.issueCode({ challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')!, nonce: p.get('nonce')! });
  return get(
    `/auth/callback?code=${code}&state=${encodeURIComponent(p.get('state')!)}&iss=${encodeURIComponent('https://idp.test/oidc/main')}`,
    jar,
    origin,
  );
}

describe('/auth/login', () => {
  it('redirects to the brand authority with PKCE S256, state, nonce, ui_locales and the callback', async () => {
    const jar: Jar = new Map();
    const res = await get('/auth/login?returnTo=/orders', jar, 'http://photobloom-no.localhost:8787');
    const url = new URL(res.headers.get('Location')!);
    expect(url.origin + url.pathname).toBe('https://idp.test/oidc/main/authorize');
    const p = url.searchParams;
    expect(p.get('client_id')).toBe('myaccount');
    expect(p.get('response_type')).toBe('code');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')!.length).toBeGreaterThanOrEqual(32);
    expect(p.get('nonce')!.length).toBeGreaterThanOrEqual(32);
    expect(p.get('redirect_uri')).toBe('http://photobloom-no.localhost:8787/auth/callback');
    expect(p.get('ui_locales')).toBe('nb-NO');
    expect(p.get('acr_values')).toBe('bankid-no');
    expect(p.get('scope')).toContain('openid');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    const state = responseCookies(res).get('__Secure-myaccount-auth')!;
    expect(state.raw).toMatch(/HttpOnly/);
    expect(state.raw).toMatch(/Path=\/auth/);
  });

  it('uses the Swedish authority for the Swedish brand and adds theme=stripped in stripped mode', async () => {
    const res = await get('/auth/login?returnTo=%2Forders%3Fstripped%3Dtrue', new Map(), 'http://photobloom-se.localhost:8787');
    const url = new URL(res.headers.get('Location')!);
    expect(url.pathname).toBe('/oidc/se/authorize');
    expect(url.searchParams.get('theme')).toBe('stripped');
    expect(url.searchParams.get('ui_locales')).toBe('sv-SE');
  });
});

describe('/auth/login when already signed in', () => {
  it('goes straight back to returnTo (same-origin only)', async () => {
    const jar: Jar = new Map([['__Secure-myaccount-at', { value: await idp.sign(USER), raw: '' }]]);
    expect((await get('/auth/login?returnTo=%2Finvoices', jar)).headers.get('Location')).toBe('/invoices');
    expect((await get('/auth/login?returnTo=https%3A%2F%2Fevil.test', jar)).headers.get('Location')).toBe('/');
  });
});

describe('/auth/callback', () => {
  it('stores the tokens and returns to the page first asked for', async () => {
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/orders?x=1');
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(jar.has('__Secure-myaccount-at')).toBe(true);
    expect(jar.has('__Secure-myaccount-rt')).toBe(true);
    expect(jar.has('__Secure-myaccount-cust')).toBe(true);
    expect(jar.has('__Secure-myaccount-auth')).toBe(false);
    const page = await get('/orders?x=1', jar);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(USER.email);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    const token = idp.calls.find((c) => c.url.endsWith('/token'))!;
    expect(new URLSearchParams(token.body).get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each(['/settings', '/orders', '/my-photos/photos'])('a sign-in to %s asks for nothing more than the customer record', async (page) => {
    const jar: Jar = new Map();
    expect((await signIn(jar, page)).status).toBe(302);
    expect(idp.upstreamCalls.map((u) => new URL(u).pathname)).toEqual(['/customer-api/customers/me']);
  });

  it('a code exchange lost with its pooled connection is sent once more, and the sign-in completes', async () => {
    idp.tokenConnectionsLost = 1;
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect(res.headers.get('Location')).toBe('/orders?x=1');
    expect(jar.has('__Secure-myaccount-at')).toBe(true);
    expect(idp.calls.filter((c) => c.url.endsWith('/token'))).toHaveLength(2);
  });

  it('a code exchange lost twice is the sign-in error page, not a third try', async () => {
    idp.tokenConnectionsLost = 2;
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect(res.status).toBe(502);
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
    expect(idp.calls.filter((c) => c.url.endsWith('/token'))).toHaveLength(2);
  });

  it('signing in again over a stale, refused access cookie keeps the new tokens', async () => {
    const jar: Jar = new Map([['__Secure-myaccount-at', { value: 'garbage.stale.token', raw: '' }]]);
    await signIn(jar);
    expect(jar.get('__Secure-myaccount-at')?.value).toMatch(/^ey/);
    expect((await get('/api/me', jar)).status).toBe(200);
  });

  it('a bad or missing state resets to the root and is reported as Auth Error', async () => {
    const jar: Jar = new Map();
    await get('/auth/login?returnTo=/orders', jar);
    const res = await get('/auth/callback?code=abc&state=not-the-state', jar);
    expect(res.headers.get('Location')).toBe('/');
    expect(reports.some((r) => r.startsWith('Auth Error:'))).toBe(true);
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
    const none = await get('/auth/callback?code=abc&state=x', new Map());
    expect(none.headers.get('Location')).toBe('/');
  });

  it('a replayed code gives the localised error page with a link to try again', async () => {
    const jar: Jar = new Map();
    const login = await get('/auth/login?returnTo=/orders', jar);
    const state = new URL(login.headers.get('Location')!).searchParams.get('state')!;
    const res = await get(`/auth/callback?code=unknown-code&state=${encodeURIComponent(state)}`, jar);
    expect(res.status).toBe(502);
    const html = await res.text();
    expect(html).toContain('We couldn&#x27;t sign you in');
    expect(html).toContain('href="/orders"');
    expect(reports.some((r) => r.startsWith('Auth Error: code exchange failed'))).toBe(true);
  });

  it('an IdP error (access_denied) shows the error page', async () => {
    const jar: Jar = new Map();
    const login = await get('/auth/login', jar);
    const state = new URL(login.headers.get('Location')!).searchParams.get('state')!;
    const res = await get(`/auth/callback?error=access_denied&state=${encodeURIComponent(state)}`, jar);
    expect(res.status).toBe(400);
    expect(reports).toContain('Auth Error: identity provider answered access_denied');
  });

  it('sign-ins paused by the identity provider: a 429 page that says when to try again and keeps the way back, not a fault', async () => {
    const jar: Jar = new Map();
    const login = await get('/auth/login?returnTo=/orders', jar);
    const state = new URL(login.headers.get('Location')!).searchParams.get('state')!;
    const res = await get(`/auth/callback?error=temporarily_unavailable&retry_after=610&state=${encodeURIComponent(state)}`, jar);
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('610');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Signing in is paused for a moment');
    expect(html).toContain('Please try again in 11 minutes.');
    expect(html).toContain('href="/orders"');
    expect(reports).toEqual([]);
  });

  it.each([
    [null, 900],
    ['abc', 900],
    ['0', 1],
    ['59', 59],
    ['999999', 900],
    ['86400', 3600],
  ])('retry_after %s is taken as %i s', (raw, seconds) => expect(retryAfterSeconds(raw)).toBe(seconds));

  it('an iss parameter from another authority is refused (mix-up)', async () => {
    const jar: Jar = new Map();
    const login = await get('/auth/login', jar);
    const state = new URL(login.headers.get('Location')!).searchParams.get('state')!;
    const res = await get(
      `/auth/callback?code=x&state=${encodeURIComponent(state)}&iss=${encodeURIComponent('https://idp.test/oidc/se')}`,
      jar,
    );
    expect(res.status).toBe(400);
  });

  it('a deleted customer is signed straight out instead of being signed in (its new refresh token revoked)', async () => {
    idp.customer = { status: 404, body: { error: 'not_found' } };
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect(new URL(res.headers.get('Location')!).pathname).toBe('/oidc/main/logout');
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
    expect(jar.has('__Secure-myaccount-rt')).toBe(false);
    expect([...idp.refreshTokens.values()].every((t) => t.revoked)).toBe(true);
  });

  it.each([
    'https://evil.test/',
    '//evil.test',
    '/\\evil.test',
    '\\\\evil.test',
    '%2F%2Fevil.test',
    '/%2F%2Fevil.test',
    'javascript:alert(1)',
    'http:evil.test',
    '/..//evil.test',
    '%252F%252Fevil.test',
    ' //evil.test',
    '/\tevil',
  ])('open-redirect payload %j returns to / instead', async (payload) => {
    const res = await signIn(new Map(), payload);
    const location = res.headers.get('Location')!;
    expect(location.startsWith('/')).toBe(true);
    expect(location.startsWith('//')).toBe(false);
    expect(new URL(location, ORIGIN).origin).toBe(ORIGIN);
  });
});

describe('/auth/callback: the ID token and the token endpoint', () => {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const t = () => Math.floor(Date.now() / 1000);
  const forged: [string, (c: { sub: string; nonce?: string }) => Promise<string>][] = [
    ["another sign-in's nonce (code injection)", (c) => idp.sign({ sub: c.sub, nonce: 'n'.repeat(43) }, { aud: 'myaccount' })],
    ['no nonce', (c) => idp.sign({ sub: c.sub }, { aud: 'myaccount' })],
    ['another audience (an access token)', (c) => idp.sign({ ...c }, { aud: 'myaccount-api' })],
    ['another issuer (the Swedish authority)', (c) => idp.sign({ ...c }, { aud: 'myaccount', iss: 'https://idp.test/oidc/se' })],
    ['expired', (c) => idp.sign({ ...c }, { aud: 'myaccount', exp: t() - 120 })],
    ['signed by another key under the known kid', (c) => idp.sign({ ...c }, { aud: 'myaccount', key: 'other' })],
    [
      'alg none',
      async (c) =>
        `${b64({ alg: 'none' })}.${b64({ ...c, iss: 'https://idp.test/oidc/main', aud: 'myaccount', iat: t(), exp: t() + 600 })}.`,
    ],
    [
      'HS256 with the public key as secret',
      async (c) => {
        const { SignJWT } = await import('jose');
        return new SignJWT({ ...c })
          .setProtectedHeader({ alg: 'HS256', kid: 'k1' })
          .setIssuer('https://idp.test/oidc/main')
          .setAudience('myaccount')
          .setIssuedAt()
          .setExpirationTime(t() + 600)
          .sign(new TextEncoder().encode(JSON.stringify(idp.publicJwk)));
      },
    ],
    [
      'a tampered payload (another subject)',
      async (c) => {
        const [h, , s] = (await idp.sign({ ...c }, { aud: 'myaccount' })).split('.');
        return `${h}.${b64({ ...c, sub: '00000000-0000-4000-8000-000000000000', iss: 'https://idp.test/oidc/main', aud: 'myaccount', iat: t(), exp: t() + 600 })}.${s}`;
      },
    ],
  ];
  it.each(forged)('an ID token with %s is refused: error page, no token cookies, Auth Error', async (_name, make) => {
    idp.idToken = make;
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect([400, 502]).toContain(res.status);
    expect(await res.text()).toContain('We couldn&#x27;t sign you in');
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
    expect(jar.has('__Secure-myaccount-rt')).toBe(false);
    expect(reports.some((r) => r.startsWith('Auth Error: token response refused'))).toBe(true);
  });

  it('an ID token of another user than the access token is refused', async () => {
    idp.idToken = (c) => idp.sign({ ...c, sub: '11111111-2222-4333-8444-555555555555' }, { aud: 'myaccount' });
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect(res.status).toBe(400);
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
    expect(reports).toContain('Auth Error: access token and ID token name different users');
  });

  it('a state cookie carrying another PKCE verifier fails the code exchange (PKCE mismatch)', async () => {
    const jar: Jar = new Map();
    const login = await get('/auth/login?returnTo=/orders', jar);
    const p = new URL(login.headers.get('Location')!).searchParams;
    const code = idp.issueCode({ challenge: await s256('x'.repeat(43)), redirectUri: p.get('redirect_uri')!, nonce: p.get('nonce')! });
    const res = await get(`/auth/callback?code=${code}&state=${encodeURIComponent(p.get('state')!)}`, jar);
    expect(res.status).toBe(502);
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
    expect(reports).toContain('Auth Error: code exchange failed: token endpoint answered 400 (invalid_grant)');
  });

  it('a redirect from the token endpoint is not followed (the code goes nowhere else)', async () => {
    idp.tokenRedirect = 'https://evil.test/steal';
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect(res.status).toBe(400);
    expect(idp.calls.some((c) => c.url.startsWith('https://evil.test'))).toBe(false);
    for (const call of idp.calls.filter((c) => c.url.startsWith('https://idp.test'))) expect(call.redirect).toBe('manual');
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
  });

  it('a discovery document naming another issuer is refused (no sign-in starts)', async () => {
    idp.discovery = { issuer: 'https://idp.test/oidc/se' };
    const res = await get('/auth/login?returnTo=/orders', new Map());
    expect(res.status).toBe(502);
    expect(reports.some((r) => r.startsWith('Auth Error: sign-in unavailable'))).toBe(true);
  });

  it('an https authority whose token endpoint is plain http is refused', async () => {
    idp.discovery = { token_endpoint: 'http://idp.test/oidc/main/token' };
    const jar: Jar = new Map();
    const res = await signIn(jar);
    expect(res.status).toBe(400);
    expect(reports.some((r) => r.includes('OAUTH_HTTP_REQUEST_FORBIDDEN'))).toBe(true);
    expect(idp.calls.some((c) => c.url.startsWith('http://'))).toBe(false);
    expect(jar.has('__Secure-myaccount-at')).toBe(false);
  });

  it('a callback without a code, or with the code twice, is refused', async () => {
    for (const extra of ['', '&code=a&code=b']) {
      const jar: Jar = new Map();
      const login = await get('/auth/login', jar);
      const state = new URL(login.headers.get('Location')!).searchParams.get('state')!;
      const res = await get(`/auth/callback?state=${encodeURIComponent(state)}${extra}`, jar);
      expect(res.status).toBe(400);
      expect(jar.has('__Secure-myaccount-at')).toBe(false);
    }
  });
});
