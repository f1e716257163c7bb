import { SELF } from 'cloudflare:test';
import { decodeJwt, generateKeyPair, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentSigningKey } from '../../src/oidc/keys';
import { BASE, bearer, createTestAccount, signIn, type Tokens } from '../setup-auth';

const errorSchema = z.object({ error: z.string(), message: z.string() });
let tokens: Tokens;
let userId: string;

beforeAll(async () => {
  const account = await createTestAccount('empty');
  userId = account.userId;
  tokens = await signIn(account.email, account.password);
});

const userinfo = (headers: Record<string, string> = {}) => SELF.fetch(`${BASE}/oidc/main/userinfo`, { headers });

function b64urlJson(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

describe('requireUser', () => {
  it('accepts a valid token', async () => {
    expect((await userinfo(bearer(tokens.access_token))).status).toBe(200);
  });

  it('answers 401 JSON without a token or with garbage', async () => {
    for (const headers of [{}, { Authorization: 'Basic abc' }, bearer('not.a.jwt')]) {
      const res = await userinfo(headers);
      expect(res.status).toBe(401);
      expect(errorSchema.parse(await res.json()).error).toBe('unauthorized');
    }
  });

  it('refuses a token whose payload was tampered with', async () => {
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = z.record(z.string(), z.unknown()).parse(JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))));
    const forged = `${header}.${b64urlJson({ ...claims, email: 'attacker@example.com' })}.${signature}`;
    expect((await userinfo(bearer(forged))).status).toBe(401);
  });

  it('refuses a token with a flipped signature byte', async () => {
    const t = tokens.access_token;
    const last = t.at(-2) === 'A' ? 'B' : 'A';
    expect((await userinfo(bearer(`${t.slice(0, -2)}${last}${t.at(-1)}`))).status).toBe(401);
  });

  it('refuses a token signed by a foreign key with our kid and issuer', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const kid = z
      .object({ kid: z.string() })
      .parse(JSON.parse(atob((tokens.access_token.split('.')[0] ?? '').replace(/-/g, '+').replace(/_/g, '/')))).kid;
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ email: 'x@example.com', idp_type: 'local', idp_sub: 'x', auth_method: 'b2c' })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(`${BASE}/oidc/main`)
      .setAudience('myaccount-api')
      .setSubject(userId)
      .setIssuedAt(now)
      .setNotBefore(now)
      .setExpirationTime(now + 900)
      .sign(privateKey);
    expect((await userinfo(bearer(forged))).status).toBe(401);
  });

  it('refuses an expired token and a foreign issuer, both signed with our real key', async () => {
    const { env } = await import('cloudflare:test');
    const key = await currentSigningKey(env, 'main');
    const now = Math.floor(Date.now() / 1000);
    // A real session's id: a token of an ended or unknown session is refused (sessions.test.ts).
    const sid = String(decodeJwt(tokens.access_token).sid);
    const make = (iss: string, iat: number) =>
      new SignJWT({ email: 'x@example.com', idp_type: 'local', idp_sub: 'x', auth_method: 'b2c', sid })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .setIssuer(iss)
        .setAudience('myaccount-api')
        .setSubject(userId)
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + 900)
        .sign(key.privateKey);
    expect((await userinfo(bearer(await make(`${BASE}/oidc/main`, now)))).status).toBe(200);
    expect((await userinfo(bearer(await make(`${BASE}/oidc/main`, now - 3600)))).status).toBe(401);
    expect((await userinfo(bearer(await make('https://idp.example.net/oidc/main', now)))).status).toBe(401);
  });

  it('refuses the ID token (wrong audience) and alg none', async () => {
    expect((await userinfo(bearer(tokens.id_token))).status).toBe(401);
    const [, payload] = tokens.access_token.split('.');
    const none = `${b64urlJson({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect((await userinfo(bearer(none))).status).toBe(401);
  });

  it('refuses tokens of users that no longer exist', async () => {
    const gone = await createTestAccount('empty');
    const t = await signIn(gone.email, gone.password);
    const { env } = await import('cloudflare:test');
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(gone.userId).run();
    const res = await userinfo(bearer(t.access_token));
    expect(res.status).toBe(401);
    expect(errorSchema.parse(await res.json()).message).toContain('unknown_user');
  });
});
