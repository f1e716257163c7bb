import type { Context } from 'hono';
import type { AppEnv, Session } from '../../env';
import { type AuthReporter, reportAuth } from '../report';
import { authorityFor } from '../sign-in/authority';
import { describeOidcError, discover, refreshGrant } from '../sign-in/oidc';
import { refreshOnce } from './refresh';
import { clearSessionCookies, requestHost, type StoredTokens, writeTokenCookies } from './token-cookies';
import { jwksFor, verifyAccessToken } from './verify-access-token';

/** Refresh when the access token has less than this left, so no upstream call races its expiry. */
export const REFRESH_AHEAD_S = 60;

export interface ResolvedSession {
  session: Session | null;
  accessToken?: string;
  /** The session's current refresh token (the rotated one after a refresh): sign-out revokes it. */
  refreshToken?: string;
}

export interface ResolveOptions {
  report?: AuthReporter;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Turns the token cookies into a verified session (issue 4 items 1–2):
 * - valid access token with ≥ 60 s left → signed in;
 * - less than 60 s left, or expired/absent, with a refresh token → refresh (both cookies rotated,
 *   staged in `c.var.cookies`);
 * - forged or malformed token, failed refresh, or expired without a refresh token → signed out:
 *   the clearing of every session cookie staged, reported as 'AccessToken Error: …';
 * - key set or discovery unreachable → not signed in for this request (fail closed) but cookies
 *   kept: an outage of the identity provider should not end every session.
 */
export async function resolveSession(
  c: Context<AppEnv>,
  cookies: Record<string, string>,
  stored: StoredTokens,
  o: ResolveOptions = {},
): Promise<ResolvedSession> {
  const now = o.now?.() ?? Date.now();
  const host = requestHost(c.req.url);
  const signedOut = (detail: string): ResolvedSession => {
    reportAuth(c, o.report, 'AccessToken', detail);
    clearSessionCookies(c.var.cookies, cookies, host);
    return { session: null };
  };

  let issuer: string;
  let as: Awaited<ReturnType<typeof discover>>;
  try {
    issuer = authorityFor(c);
    as = await discover(issuer, o.fetch, now);
  } catch (err) {
    reportAuth(c, o.report, 'AccessToken', `identity provider unavailable: ${describeOidcError(err)}`);
    return { session: null };
  }
  const keys = jwksFor(String(as.jwks_uri), o.fetch);
  const verify = (token: string) => verifyAccessToken(token, { issuer, keys, now });

  if (stored.accessToken) {
    const r = await verify(stored.accessToken);
    if (r.ok && (r.session.expiresAt - now / 1000 >= REFRESH_AHEAD_S || !stored.refreshToken)) {
      return { session: r.session, accessToken: stored.accessToken, ...(stored.refreshToken ? { refreshToken: stored.refreshToken } : {}) };
    }
    if (!r.ok && r.reason === 'unavailable') {
      reportAuth(c, o.report, 'AccessToken', `key set unavailable: ${r.detail}`);
      return { session: null };
    }
    if (!r.ok && r.reason === 'invalid') return signedOut(`access token refused: ${r.detail}`);
    if (!r.ok && !stored.refreshToken) return signedOut('access token expired and no refresh token');
  }
  if (!stored.refreshToken) return { session: null };

  const refreshToken = stored.refreshToken;
  let tokens: Awaited<ReturnType<typeof refreshGrant>>;
  try {
    tokens = await refreshOnce(refreshToken, () => refreshGrant(as, refreshToken, o.fetch), now);
  } catch (err) {
    return signedOut(`refresh failed: ${describeOidcError(err)}`);
  }
  const fresh = await verify(tokens.access_token);
  if (!fresh.ok) return signedOut(`refreshed access token refused: ${fresh.detail}`);
  try {
    writeTokenCookies(
      c.var.cookies,
      cookies,
      host,
      {
        accessToken: tokens.access_token,
        accessExpiresAt: fresh.session.expiresAt,
        refreshToken: tokens.refresh_token ?? refreshToken,
      },
      now,
    );
    return { session: fresh.session, accessToken: tokens.access_token, refreshToken: tokens.refresh_token ?? refreshToken };
  } catch (err) {
    return signedOut(`token cookies: ${err instanceof Error ? err.message : String(err)}`);
  }
}
