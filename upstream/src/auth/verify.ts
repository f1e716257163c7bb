import { decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import type { UpstreamBindings } from '../env';
import { authorityOfIssuer } from '../oidc/authorities';
import { publicKeyByKid } from '../oidc/keys';
import { sessionEndedFrom, sessionEndedQuery } from '../oidc/tokens';
import { ACCESS_AUDIENCE, type AccessClaims, accessClaimsSchema } from './claims';

/** Why a token was refused (for logs and the 401 message; never leaks key material). */
export type VerifyFailure = 'malformed' | 'foreign_issuer' | 'unknown_key' | 'invalid' | 'claims' | 'unknown_user' | 'session_ended';

/**
 * Verifies an upstream access token: RS256 signature by a key of the issuing authority (by `kid`),
 * issuer one of ours, audience `myaccount-api`, exp/nbf, the contract's claims, and that the user
 * still exists, and that its session (`sid`, the refresh-token family) has not been ended by a
 * sign-out (RFC 7009 revocation) or a refresh-token reuse: a signed-out browser's copied cookies
 * get nothing from any API, even while the access token's `exp` is still ahead.
 */
export async function verifyAccessToken(
  env: Pick<UpstreamBindings, 'DB' | 'PUBLIC_BASE_URL'>,
  token: string,
): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: VerifyFailure }> {
  let iss: string | undefined;
  let kid: string | undefined;
  try {
    iss = decodeJwt(token).iss;
    const header = decodeProtectedHeader(token);
    kid = header.kid;
    if (header.alg !== 'RS256') return { ok: false, reason: 'invalid' };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const authority = iss === undefined ? null : authorityOfIssuer(env, iss);
  if (!authority || iss === undefined) return { ok: false, reason: 'foreign_issuer' };
  if (!kid) return { ok: false, reason: 'unknown_key' };
  const key = await publicKeyByKid(env, authority, kid);
  if (!key) return { ok: false, reason: 'unknown_key' };
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, key, { issuer: iss, audience: ACCESS_AUDIENCE, algorithms: ['RS256'] }));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const claims = accessClaimsSchema.safeParse(payload);
  if (!claims.success) return { ok: false, reason: 'claims' };
  // Both reads in one D1 round trip: they ran one after the other on every call (on a loaded
  // machine 20–60 ms of a timeline month page, issue 16 §3).
  const [users, session] = await env.DB.batch([
    env.DB.prepare('SELECT deleted_at FROM users WHERE id = ?').bind(claims.data.sub),
    sessionEndedQuery(env.DB, claims.data.sid),
  ]);
  const user = (users?.results[0] as { deleted_at?: unknown } | undefined) ?? null;
  if (user === null) return { ok: false, reason: 'unknown_user' };
  // A deleted account's sessions are revoked too, but its token must still reach GET /customers/me
  // to hear 404 (spec §4: the app then signs out); every other call refuses it (notDeleted).
  const deleted = user.deleted_at !== null && user.deleted_at !== undefined;
  if (!deleted && sessionEndedFrom(session?.results[0])) return { ok: false, reason: 'session_ended' };
  return { ok: true, claims: claims.data };
}
