import { SELF } from 'cloudflare:test';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  authorizeQuery,
  BASE,
  bearer,
  createTestAccount,
  getCode,
  pkcePair,
  postCredentials,
  REDIRECT_URI,
  signIn,
  tokenRequest,
  tokenResponseSchema,
} from '../setup-auth';

const ISS = `${BASE}/oidc/main`;
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  jwks_uri: z.string(),
  end_session_endpoint: z.string(),
  code_challenge_methods_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
});
const jwksSchema = z.object({
  keys: z.array(z.object({ kid: z.string(), kty: z.literal('RSA'), alg: z.literal('RS256'), n: z.string(), e: z.string() })),
});

let account: { userId: string; email: string; password: string };
beforeAll(async () => {
  account = await createTestAccount('empty');
});

async function jwks(authority = 'main') {
  const res = await SELF.fetch(`${BASE}/oidc/${authority}/jwks`);
  expect(res.status).toBe(200);
  return jwksSchema.parse(await res.json());
}

describe('discovery and JWKS', () => {
  it('publishes a discovery document per authority', async () => {
    for (const authority of ['main', 'se']) {
      const res = await SELF.fetch(`${BASE}/oidc/${authority}/.well-known/openid-configuration`);
      expect(res.status).toBe(200);
      const doc = discoverySchema.parse(await res.json());
      expect(doc.issuer).toBe(`${BASE}/oidc/${authority}`);
      expect(doc.authorization_endpoint).toBe(`${BASE}/oidc/${authority}/authorize`);
      expect(doc.token_endpoint).toBe(`${BASE}/oidc/${authority}/token`);
      expect(doc.jwks_uri).toBe(`${BASE}/oidc/${authority}/jwks`);
      expect(doc.end_session_endpoint).toBe(`${BASE}/oidc/${authority}/logout`);
      expect(doc.code_challenge_methods_supported).toEqual(['S256']);
      expect(doc.id_token_signing_alg_values_supported).toEqual(['RS256']);
    }
  });

  it('serves a stable RSA JWKS with distinct keys per authority', async () => {
    const a = await jwks('main');
    const b = await jwks('main');
    const se = await jwks('se');
    expect(a.keys.length).toBeGreaterThan(0);
    expect(b.keys.map((k) => k.kid)).toEqual(a.keys.map((k) => k.kid));
    expect(se.keys.map((k) => k.kid)).not.toContain(a.keys[0]?.kid);
  });

  it('answers 404 for an unknown authority', async () => {
    const res = await SELF.fetch(`${BASE}/oidc/xx/.well-known/openid-configuration`);
    expect(res.status).toBe(404);
  });
});

describe('authorize page', () => {
  it('shows the sign-in form and extra parameters harmlessly', async () => {
    const { challenge } = await pkcePair();
    const q = authorizeQuery(challenge, { ui_locales: 'sv-SE', acr_values: 'brand:x', theme: '<script>alert(1)</script>' });
    const res = await SELF.fetch(`${BASE}/oidc/main/authorize?${q}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain('sv-SE');
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('rejects a missing PKCE challenge, plain method and foreign redirect_uri with 400 naming the field', async () => {
    const { challenge } = await pkcePair();
    const cases: [Record<string, string>, string][] = [
      [{ code_challenge: '' }, 'code_challenge'],
      [{ code_challenge_method: 'plain' }, 'code_challenge_method'],
      [{ redirect_uri: 'https://evil.example.net/cb' }, 'redirect_uri'],
      [{ client_id: 'other' }, 'client_id'],
    ];
    for (const [override, field] of cases) {
      const res = await SELF.fetch(`${BASE}/oidc/main/authorize?${authorizeQuery(challenge, override)}`);
      expect(res.status).toBe(400);
      expect(z.object({ field: z.string() }).parse(await res.json()).field).toBe(field);
    }
  });

  it('accepts redirect URIs on brand localhost hosts and 127.0.0.1', async () => {
    const { challenge } = await pkcePair();
    for (const uri of ['http://brand-se.localhost:8787/auth/callback', 'http://127.0.0.1:9787/auth/callback']) {
      const res = await SELF.fetch(`${BASE}/oidc/main/authorize?${authorizeQuery(challenge, { redirect_uri: uri })}`);
      expect(res.status).toBe(200);
    }
  });

  it('refuses a bad password with the form and an error', async () => {
    const { challenge } = await pkcePair();
    const res = await postCredentials('main', authorizeQuery(challenge), account.email, 'wrong-password');
    expect(res.status).toBe(401);
    const html = await res.text();
    expect(html).toContain('Wrong e-mail or password.');
    expect(html).toContain('>Sign in</button>');
  });

  it('refuses a user of the other authority', async () => {
    const { challenge } = await pkcePair();
    const res = await postCredentials('se', authorizeQuery(challenge), account.email, account.password);
    expect(res.status).toBe(401);
  });
});

describe('full PKCE flow', () => {
  it('signs in, redirects with code and state, and issues verifiable tokens', async () => {
    const { verifier, challenge } = await pkcePair();
    const res = await postCredentials('main', authorizeQuery(challenge), account.email, account.password);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('Location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('st-1');
    const code = location.searchParams.get('code') ?? '';

    const tokenRes = await tokenRequest('main', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: verifier,
      client_id: 'myaccount',
    });
    expect(tokenRes.status).toBe(200);
    expect(tokenRes.headers.get('Cache-Control')).toBe('no-store');
    const tokens = tokenResponseSchema.parse(await tokenRes.json());
    expect(tokens.expires_in).toBe(900);

    const keys = createLocalJWKSet(await jwks('main'));
    const header = decodeProtectedHeader(tokens.access_token);
    expect(header.alg).toBe('RS256');
    expect(header.kid).toBeTruthy();
    const { payload } = await jwtVerify(tokens.access_token, keys, { issuer: ISS, audience: 'myaccount-api' });
    expect(payload.sub).toBe(account.userId);
    expect(payload.email).toBe(account.email);
    expect(payload.idp_type).toBe('local');
    expect(typeof payload.idp_sub).toBe('string');
    expect(payload.auth_method).toBe('b2c');
    expect(payload.exp! - payload.iat!).toBe(900);
    expect(payload.nbf).toBe(payload.iat);
    expect(Object.keys(payload).sort()).toEqual([
      'aud',
      'auth_method',
      'email',
      'exp',
      'iat',
      'idp_sub',
      'idp_type',
      'iss',
      'nbf',
      'sid',
      'sub',
    ]);

    const id = await jwtVerify(tokens.id_token, keys, { issuer: ISS, audience: 'myaccount' });
    expect(id.payload.nonce).toBe('n-1');
    expect(id.payload.sub).toBe(account.userId);

    const info = await SELF.fetch(`${BASE}/oidc/main/userinfo`, { headers: bearer(tokens.access_token) });
    expect(info.status).toBe(200);
    expect(z.object({ sub: z.string() }).parse(await info.json()).sub).toBe(account.userId);
  });

  it('marks business accounts with auth_method b2b', async () => {
    const business = await createTestAccount('business');
    const tokens = await signIn(business.email, business.password);
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(await jwks('main')));
    expect(payload.auth_method).toBe('b2b');
  });

  it('refuses a wrong verifier', async () => {
    const { code } = await getCode(account.email, account.password);
    const other = await pkcePair();
    const res = await tokenRequest('main', {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      code_verifier: other.verifier,
    });
    expect(res.status).toBe(400);
    expect(z.object({ error: z.string() }).parse(await res.json()).error).toBe('invalid_grant');
  });

  it('refuses a reused code', async () => {
    const { code, verifier } = await getCode(account.email, account.password);
    const params = { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier };
    expect((await tokenRequest('main', params)).status).toBe(200);
    const again = await tokenRequest('main', params);
    expect(again.status).toBe(400);
    expect(z.object({ error: z.string() }).parse(await again.json()).error).toBe('invalid_grant');
  });

  it('refuses a code at the other authority and a mismatched redirect_uri', async () => {
    const a = await getCode(account.email, account.password);
    expect(
      (await tokenRequest('se', { grant_type: 'authorization_code', code: a.code, redirect_uri: REDIRECT_URI, code_verifier: a.verifier }))
        .status,
    ).toBe(400);
    const b = await getCode(account.email, account.password);
    const res = await tokenRequest('main', {
      grant_type: 'authorization_code',
      code: b.code,
      redirect_uri: 'http://localhost:8787/other',
      code_verifier: b.verifier,
    });
    expect(res.status).toBe(400);
  });

  it('validates the token request naming the field', async () => {
    const res = await tokenRequest('main', { grant_type: 'authorization_code', code: 'x', redirect_uri: REDIRECT_URI });
    expect(res.status).toBe(400);
    expect(z.object({ field: z.string() }).parse(await res.json()).field).toBe('code_verifier');
    const grant = await tokenRequest('main', { grant_type: 'password' });
    expect(z.object({ error: z.string(), field: z.string() }).parse(await grant.json())).toEqual({
      error: 'unsupported_grant_type',
      field: 'grant_type',
    });
  });

  it('accepts a JSON token body and answers 400 to malformed JSON', async () => {
    const { code, verifier } = await getCode(account.email, account.password);
    const ok = await SELF.fetch(`${BASE}/oidc/main/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, code_verifier: verifier }),
    });
    expect(ok.status).toBe(200);
    const bad = await SELF.fetch(`${BASE}/oidc/main/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"grant',
    });
    expect(bad.status).toBe(400);
  });

  it('signs the Swedish user in on the se authority only', async () => {
    await SELF.fetch(`${BASE}/__admin/seed`, { method: 'POST' });
    const tokens = await signIn('demo-se@example.com', 'demo-password-1', 'se');
    const { payload } = await jwtVerify(tokens.access_token, createLocalJWKSet(await jwks('se')), { issuer: `${BASE}/oidc/se` });
    expect(payload.email).toBe('demo-se@example.com');
    await expect(signIn('demo-se@example.com', 'demo-password-1', 'main')).rejects.toThrow(/401/);
  });
});

describe('refresh tokens', () => {
  it('rotates on use and revokes the family when an old token is replayed', async () => {
    const first = await signIn(account.email, account.password);
    const r1 = await tokenRequest('main', { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(r1.status).toBe(200);
    const second = tokenResponseSchema.parse(await r1.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const { payload } = await jwtVerify(second.access_token, createLocalJWKSet(await jwks('main')), {
      issuer: ISS,
      audience: 'myaccount-api',
    });
    expect(payload.sub).toBe(account.userId);

    // Replaying the used token fails and revokes the family: the newest one stops working too.
    expect((await tokenRequest('main', { grant_type: 'refresh_token', refresh_token: first.refresh_token })).status).toBe(400);
    expect((await tokenRequest('main', { grant_type: 'refresh_token', refresh_token: second.refresh_token })).status).toBe(400);
  });

  it('refuses an unknown refresh token', async () => {
    const res = await tokenRequest('main', { grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(res.status).toBe(400);
  });
});

describe('logout', () => {
  it('redirects to an allowed post_logout_redirect_uri with state', async () => {
    const q = new URLSearchParams({ post_logout_redirect_uri: 'http://localhost:8787/', state: 'bye', client_id: 'myaccount' });
    const res = await SELF.fetch(`${BASE}/oidc/main/logout?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('http://localhost:8787/?state=bye');
  });

  it('refuses a foreign post_logout_redirect_uri', async () => {
    const q = new URLSearchParams({ post_logout_redirect_uri: 'https://evil.example.net/' });
    const res = await SELF.fetch(`${BASE}/oidc/main/logout?${q}`, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(z.object({ field: z.string() }).parse(await res.json()).field).toBe('post_logout_redirect_uri');
  });

  it('shows a signed-out page without a redirect', async () => {
    const res = await SELF.fetch(`${BASE}/oidc/main/logout`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('signed out');
  });
});
