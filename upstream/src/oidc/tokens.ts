import { SignJWT } from 'jose';
import { z } from 'zod';
import { ACCESS_AUDIENCE, CLIENT_ID } from '../auth/claims';
import type { UserRow } from '../auth/users';
import type { UpstreamBindings } from '../env';
import { type Authority, issuerOf } from './authorities';
import { currentSigningKey } from './keys';

/** Lifetimes (docs/contracts.md). */
export const ACCESS_TTL_S = 15 * 60;
export const REFRESH_TTL_S = 30 * 24 * 60 * 60;
export const CODE_TTL_S = 60;

type Env = Pick<UpstreamBindings, 'DB' | 'PUBLIC_BASE_URL'>;

function randomToken(bytes = 32): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  let s = '';
  for (const x of b) s += String.fromCharCode(x);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function sha256B64url(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  let s = '';
  for (const x of digest) s += String.fromCharCode(x);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The identity claims shared by access and ID tokens. */
function identityClaims(user: UserRow) {
  return {
    email: user.email,
    idp_type: user.idp_type,
    idp_sub: user.idp_sub,
    auth_method: user.b2b ? 'b2b' : 'b2c',
  };
}

async function sign(env: Env, authority: Authority, claims: Record<string, unknown>, sub: string, aud: string, ttl: number) {
  const key = await currentSigningKey(env, authority);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuerOf(env, authority))
    .setAudience(aud)
    .setSubject(sub)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + ttl)
    .sign(key.privateKey);
}

/** The token endpoint's success body. */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_token: string;
  id_token: string;
  scope: string;
}

/** Issues access + ID token and a refresh token in `family` (a new family when omitted). */
export async function issueTokens(
  env: Env,
  authority: Authority,
  user: UserRow,
  opts: { scope: string; nonce?: string | null; family?: string },
): Promise<TokenResponse> {
  const identity = identityClaims(user);
  const family = opts.family ?? crypto.randomUUID();
  // `sid` names the refresh-token family (the session): once the family is revoked (sign-out,
  // refresh-token reuse) the upstream refuses this access token too (auth/verify.ts).
  const access = await sign(env, authority, { ...identity, sid: family }, user.id, ACCESS_AUDIENCE, ACCESS_TTL_S);
  const idClaims = opts.nonce ? { ...identity, nonce: opts.nonce } : identity;
  const id = await sign(env, authority, idClaims, user.id, CLIENT_ID, ACCESS_TTL_S);
  const refresh = randomToken();
  await env.DB.prepare(
    'INSERT INTO oidc_refresh_tokens (token_hash, family, authority, user_id, client_id, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(await sha256B64url(refresh), family, authority, user.id, CLIENT_ID, opts.scope, Date.now() + REFRESH_TTL_S * 1000)
    .run();
  return { access_token: access, token_type: 'Bearer', expires_in: ACCESS_TTL_S, refresh_token: refresh, id_token: id, scope: opts.scope };
}

/** Stores a fresh single-use authorization code (60 s). */
export async function createAuthCode(
  env: Env,
  data: { authority: Authority; userId: string; redirectUri: string; codeChallenge: string; nonce?: string; scope: string },
): Promise<string> {
  const code = randomToken();
  await env.DB.prepare(
    'INSERT INTO oidc_auth_codes (code, authority, user_id, client_id, redirect_uri, code_challenge, nonce, scope, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(
      code,
      data.authority,
      data.userId,
      CLIENT_ID,
      data.redirectUri,
      data.codeChallenge,
      data.nonce ?? null,
      data.scope,
      Date.now() + CODE_TTL_S * 1000,
    )
    .run();
  return code;
}

const codeRowSchema = z.object({
  user_id: z.string(),
  authority: z.string(),
  redirect_uri: z.string(),
  code_challenge: z.string(),
  nonce: z.string().nullable(),
  scope: z.string(),
  expires_at: z.number(),
});
export type AuthCode = z.infer<typeof codeRowSchema>;

/**
 * Consumes a code atomically: only the first caller gets the row; a second use, an expired code or
 * a code of another authority gives null.
 */
export async function consumeAuthCode(env: Env, authority: Authority, code: string): Promise<AuthCode | null> {
  const row = await env.DB.prepare(
    'UPDATE oidc_auth_codes SET used_at = ? WHERE code = ? AND authority = ? AND used_at IS NULL RETURNING user_id, authority, redirect_uri, code_challenge, nonce, scope, expires_at',
  )
    .bind(Date.now(), code, authority)
    .first();
  if (row === null) return null;
  const parsed = codeRowSchema.parse(row);
  return parsed.expires_at < Date.now() ? null : parsed;
}

/** PKCE S256: BASE64URL(SHA256(verifier)) === challenge. */
export async function pkceMatches(verifier: string, challenge: string): Promise<boolean> {
  return (await sha256B64url(verifier)) === challenge;
}

const refreshRowSchema = z.object({
  family: z.string(),
  user_id: z.string(),
  scope: z.string(),
  expires_at: z.number(),
  used_at: z.number().nullable(),
  revoked: z.number(),
});

/**
 * Rotates a refresh token: marks it used and returns its family for the new one. A token presented
 * again after use revokes its whole family (stolen-token detection); expired or revoked → null.
 */
export async function rotateRefreshToken(
  env: Env,
  authority: Authority,
  token: string,
): Promise<{ family: string; userId: string; scope: string } | null> {
  const hash = await sha256B64url(token);
  const claimed = await env.DB.prepare(
    'UPDATE oidc_refresh_tokens SET used_at = ? WHERE token_hash = ? AND authority = ? AND used_at IS NULL AND revoked = 0 RETURNING family, user_id, scope, expires_at, used_at, revoked',
  )
    .bind(Date.now(), hash, authority)
    .first();
  if (claimed === null) {
    const known = await env.DB.prepare('SELECT family FROM oidc_refresh_tokens WHERE token_hash = ? AND authority = ?')
      .bind(hash, authority)
      .first();
    if (known !== null) await revokeFamily(env, z.object({ family: z.string() }).parse(known).family);
    return null;
  }
  const row = refreshRowSchema.parse(claimed);
  if (row.expires_at < Date.now()) return null;
  return { family: row.family, userId: row.user_id, scope: row.scope };
}

/** Ends a session: every refresh token of `family` is refused from now on, and so are its access tokens. */
export async function revokeFamily(env: Env, family: string): Promise<void> {
  await env.DB.prepare('UPDATE oidc_refresh_tokens SET revoked = 1 WHERE family = ?').bind(family).run();
}

/**
 * RFC 7009 revocation of a refresh token: the token's whole family is revoked (the rotated-away
 * tokens before it and the current one alike), so sign-out ends the session however many times it
 * was refreshed. Unknown tokens and tokens of another authority or client change nothing (the
 * endpoint answers 200 either way, §2.2). Returns whether a family was revoked.
 */
export async function revokeRefreshToken(env: Env, authority: Authority, token: string): Promise<boolean> {
  const row = await env.DB.prepare('SELECT family FROM oidc_refresh_tokens WHERE token_hash = ? AND authority = ? AND client_id = ?')
    .bind(await sha256B64url(token), authority, CLIENT_ID)
    .first();
  if (row === null) return false;
  await revokeFamily(env, z.object({ family: z.string() }).parse(row).family);
  return true;
}

/** The statement behind `sessionEnded`, for callers that batch it with their own reads. */
export const sessionEndedQuery = (db: D1Database, family: string): D1PreparedStatement =>
  db.prepare('SELECT MIN(revoked) AS revoked, COUNT(*) AS n FROM oidc_refresh_tokens WHERE family = ?').bind(family);

/** `sessionEndedQuery`'s row → whether the session has been ended. */
export function sessionEndedFrom(row: unknown): boolean {
  const parsed = z.object({ revoked: z.number().nullable(), n: z.number() }).parse(row);
  return parsed.n === 0 || parsed.revoked !== 0;
}

/** Whether the session `family` has been ended (revoked); an unknown family counts as ended. */
export async function sessionEnded(env: Pick<UpstreamBindings, 'DB'>, family: string): Promise<boolean> {
  return sessionEndedFrom(await sessionEndedQuery(env.DB, family).first());
}
