import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkCredentials, DUMMY_PASSWORD_HASH } from '../../src/oidc/credentials';
import { authorizeQuery, BASE, bearer, createTestAccount, pkcePair, signIn, tokenRequest, tokenResponseSchema } from '../setup-auth';

// Issue 15 items 7 and 10: sign-out ends the session at the identity provider (RFC 7009), refresh
// reuse ends it too, and the sign-in form leaks nothing through timing or framing.

const revoke = (params: Record<string, string>, authority = 'main') =>
  SELF.fetch(`${BASE}/oidc/${authority}/revoke`, { method: 'POST', body: new URLSearchParams(params) });
const refresh = (token: string) => tokenRequest('main', { grant_type: 'refresh_token', refresh_token: token });
const userinfo = (accessToken: string) => SELF.fetch(`${BASE}/oidc/main/userinfo`, { headers: bearer(accessToken) });

describe('revocation endpoint (RFC 7009)', () => {
  it('is advertised by discovery for public clients', async () => {
    const doc = z
      .object({ revocation_endpoint: z.string(), revocation_endpoint_auth_methods_supported: z.array(z.string()) })
      .parse(await (await SELF.fetch(`${BASE}/oidc/main/.well-known/openid-configuration`)).json());
    expect(doc.revocation_endpoint).toBe(`${BASE}/oidc/main/revoke`);
    expect(doc.revocation_endpoint_auth_methods_supported).toEqual(['none']);
  });

  it('revoking the current refresh token ends the whole family and its access tokens', async () => {
    const account = await createTestAccount('empty');
    const first = await signIn(account.email, account.password);
    const second = tokenResponseSchema.parse(await (await refresh(first.refresh_token)).json());
    expect((await userinfo(second.access_token)).status).toBe(200);

    const res = await revoke({ token: second.refresh_token, token_type_hint: 'refresh_token', client_id: 'myaccount' });
    expect(res.status).toBe(200);
    // The revoked token, and every access token of the session (even an unexpired one), get nothing.
    const replay = await refresh(second.refresh_token);
    expect(replay.status).toBe(400);
    expect(z.object({ error: z.string() }).parse(await replay.json()).error).toBe('invalid_grant');
    for (const at of [first.access_token, second.access_token]) {
      const r = await userinfo(at);
      expect(r.status).toBe(401);
      expect(await r.text()).toContain('session_ended');
    }
  });

  it('revoking a rotated-away token of the family ends the session too; other sessions live on', async () => {
    const account = await createTestAccount('empty');
    const phone = await signIn(account.email, account.password);
    const laptop = await signIn(account.email, account.password);
    const rotated = tokenResponseSchema.parse(await (await refresh(laptop.refresh_token)).json());
    expect((await revoke({ token: laptop.refresh_token })).status).toBe(200);
    expect((await refresh(rotated.refresh_token)).status).toBe(400);
    expect((await userinfo(rotated.access_token)).status).toBe(401);
    // The other browser's session is another family.
    expect((await userinfo(phone.access_token)).status).toBe(200);
    expect((await refresh(phone.refresh_token)).status).toBe(200);
  });

  it('answers 200 for an unknown token, 400 without a token, 401 for another client', async () => {
    expect((await revoke({ token: 'unknown-token' })).status).toBe(200);
    const missing = await revoke({});
    expect(missing.status).toBe(400);
    expect(z.object({ error: z.string() }).parse(await missing.json()).error).toBe('invalid_request');
    expect((await revoke({ token: 'x', client_id: 'someone-else' })).status).toBe(401);
  });

  it('a refresh token of another authority is not revoked there', async () => {
    const account = await createTestAccount('empty');
    const tokens = await signIn(account.email, account.password);
    expect((await revoke({ token: tokens.refresh_token }, 'se')).status).toBe(200);
    expect((await refresh(tokens.refresh_token)).status).toBe(200);
  });
});

describe('refresh-token reuse', () => {
  it('a rotated-away token presented again revokes the family: invalid_grant, and the session ends', async () => {
    const account = await createTestAccount('empty');
    const first = await signIn(account.email, account.password);
    const second = tokenResponseSchema.parse(await (await refresh(first.refresh_token)).json());
    const reuse = await refresh(first.refresh_token);
    expect(reuse.status).toBe(400);
    expect(z.object({ error: z.string() }).parse(await reuse.json()).error).toBe('invalid_grant');
    expect((await refresh(second.refresh_token)).status).toBe(400);
    expect((await userinfo(second.access_token)).status).toBe(401);
    const rows = await env.DB.prepare('SELECT revoked FROM oidc_refresh_tokens WHERE user_id = ?').bind(account.userId).all();
    expect(rows.results.map((r) => r.revoked)).toEqual([1, 1]);
  });
});

describe('sign-in form', () => {
  it('runs the password hash for an unknown e-mail as for a known one (no enumeration by timing)', async () => {
    const account = await createTestAccount('empty');
    const calls: string[] = [];
    const verify = async (_password: string, stored: string) => {
      calls.push(stored);
      return false;
    };
    expect(await checkCredentials(env, 'main', 'nobody-here@example.com', 'pw', verify)).toBeNull();
    expect(await checkCredentials(env, 'main', account.email, 'wrong', verify)).toBeNull();
    expect(await checkCredentials(env, 'se', account.email, account.password)).toBeNull();
    expect(calls).toHaveLength(2);
    expect(calls[0]).toBe(DUMMY_PASSWORD_HASH);
    expect(calls[1]).toMatch(/^pbkdf2-sha256\$100000\$/);
    // The dummy hash costs the full key derivation: same scheme and iteration count as a real one.
    expect(DUMMY_PASSWORD_HASH.split('$').slice(0, 2)).toEqual(calls[1]!.split('$').slice(0, 2));
    expect((await checkCredentials(env, 'main', account.email, account.password))?.id).toBe(account.userId);
  });

  it('may not be framed: frame-ancestors none and X-Frame-Options DENY on every page', async () => {
    const { challenge } = await pkcePair();
    for (const path of [`/oidc/main/authorize?${authorizeQuery(challenge)}`, '/oidc/main/logout', '/oidc/se/authorize']) {
      const res = await SELF.fetch(`${BASE}${path}`);
      expect(res.headers.get('Content-Security-Policy')).toBe("frame-ancestors 'none'");
      expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    }
  });
});
