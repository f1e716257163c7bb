/**
 * Test helpers shared by all upstream tests (core, photos, account):
 *
 *   const account = await createTestAccount('consumer');        // POST /__admin/accounts
 *   const tokens = await signIn(account.email, account.password); // full PKCE flow on /oidc/main
 *   await SELF.fetch(`${BASE}/customer-api/...`, { headers: bearer(tokens.access_token) });
 */
import { SELF } from 'cloudflare:test';
import { z } from 'zod';

export const BASE = 'http://127.0.0.1:8788';
export const REDIRECT_URI = 'http://localhost:8787/auth/callback';

function b64url(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh PKCE pair (S256). */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = b64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
  return { verifier, challenge };
}

/** Query of a valid authorize request. */
export function authorizeQuery(challenge: string, extra: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    client_id: 'myaccount',
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    scope: 'openid offline_access',
    state: 'st-1',
    nonce: 'n-1',
    ...extra,
  });
}

/** Posts the sign-in form; returns the raw response (302 with code on success). */
export async function postCredentials(
  authority: string,
  query: URLSearchParams,
  email: string,
  password: string,
  ip?: string,
): Promise<Response> {
  const form = new URLSearchParams(query);
  form.set('email', email);
  form.set('password', password);
  const headers = ip ? { 'CF-Connecting-IP': ip } : undefined;
  return SELF.fetch(`${BASE}/oidc/${authority}/authorize`, { method: 'POST', body: form, redirect: 'manual', headers });
}

/** Signs in and returns the authorization code and the verifier that goes with it. */
export async function getCode(email: string, password: string, authority = 'main'): Promise<{ code: string; verifier: string }> {
  const { verifier, challenge } = await pkcePair();
  const res = await postCredentials(authority, authorizeQuery(challenge), email, password);
  const location = res.headers.get('Location');
  if (res.status !== 302 || !location) throw new Error(`sign-in failed: ${res.status}`);
  const code = new URL(location).searchParams.get('code');
  if (!code) throw new Error('no code in redirect');
  return { code, verifier };
}

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  refresh_token: z.string(),
  id_token: z.string(),
  scope: z.string(),
});
export type Tokens = z.infer<typeof tokenResponseSchema>;

export function tokenRequest(authority: string, params: Record<string, string>): Promise<Response> {
  return SELF.fetch(`${BASE}/oidc/${authority}/token`, { method: 'POST', body: new URLSearchParams(params) });
}

/** Full authorization-code + PKCE flow; returns the token response. */
export async function signIn(email: string, password: string, authority = 'main'): Promise<Tokens> {
  const { code, verifier } = await getCode(email, password, authority);
  const res = await tokenRequest(authority, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
    client_id: 'myaccount',
  });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${await res.text()}`);
  return tokenResponseSchema.parse(await res.json());
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const accountSchema = z.object({ userId: z.string(), email: z.string(), password: z.string() });

/** A fresh account from a seed profile (development-only admin call). */
export async function createTestAccount(profile: 'consumer' | 'empty' | 'business' | 'not-activated') {
  const res = await SELF.fetch(`${BASE}/__admin/accounts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ profile }),
  });
  if (res.status !== 201) throw new Error(`admin accounts failed: ${res.status} ${await res.text()}`);
  return accountSchema.parse(await res.json());
}
