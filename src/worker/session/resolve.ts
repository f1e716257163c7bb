import type { Context } from 'hono';
import { authorityFor } from '../auth/authority';
import { discover } from '../auth/discovery';
import { reportAuth, type AuthReporter } from '../auth/report';
import { refreshGrant } from '../auth/token-endpoint';
import { jwksFor, verifyAccessToken } from '../auth/verify-access-token';
import type { AppEnv } from '../env';
import { refreshOnce } from './refresh';
import type { Session } from './session';
import { clearSessionCookies, requestHost, writeTokenCookies, type StoredTokens } from './token-cookies';

/** Refresh when the access token has less than this left, so no upstream call races its expiry. */
export const REFRESH_AHEAD_S = 60;

export interface ResolvedSession {
  session: Session | null;
  accessToken?: string;
  /** Set-Cookie values for the response: rotated tokens, or the sign-out when the session ended. */
  setCookies: string[];
}

export interface ResolveOptions {
  report?: AuthReporter;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Turns the token cookies into a verified session (issue 4 items 1–2):
 * - valid access token with ≥ 60 s left → signed in;
 * - less than 60 s left, or expired/absent, with a refresh token → refresh (rotating both cookies);
 * - forged or malformed token, failed refresh, or expired without a refresh token → signed out:
 *   cookies cleared, reported as 'AccessToken Error: …';
 * - key set or discovery unreachable → not signed in for this request (fail closed) but cookies
 *   kept: an outage of the identity provider should not end every session.
 */
export async function resolveSession(c: Context<AppEnv>, cookies: Record<string, string>, stored: StoredTokens, o: ResolveOptions = {}): Promise<ResolvedSession> {
  const now = o.now?.() ?? Date.now();
  const host = requestHost(c.req.url);
  const signedOut = (detail: string): ResolvedSession => {
    reportAuth(c, o.report, 'AccessToken', detail);
    return { session: null, setCookies: clearSessionCookies(cookies, host) };
  };
  const fetchImpl = o.fetch ?? fetch;

  let issuer: string;
  let doc;
  try {
    issuer = authorityFor(c);
    doc = await discover(issuer, fetchImpl, now);
  } catch (err) {
    reportAuth(c, o.report, 'AccessToken', `identity provider unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return { session: null, setCookies: [] };
  }
  const keys = jwksFor(doc.jwks_uri, o.fetch);
  const verify = (token: string) => verifyAccessToken(token, { issuer, keys, now });

  if (stored.accessToken) {
    const r = await verify(stored.accessToken);
    if (r.ok && (r.session.expiresAt - now / 1000 >= REFRESH_AHEAD_S || !stored.refreshToken)) {
      return { session: r.session, accessToken: stored.accessToken, setCookies: [] };
    }
    if (!r.ok && r.reason === 'unavailable') {
      reportAuth(c, o.report, 'AccessToken', `key set unavailable: ${r.detail}`);
      return { session: null, setCookies: [] };
    }
    if (!r.ok && r.reason === 'invalid') return signedOut(`access token refused: ${r.detail}`);
    if (!r.ok && !stored.refreshToken) return signedOut('access token expired and no refresh token');
  }
  if (!stored.refreshToken) return { session: null, setCookies: [] };

  const refreshToken = stored.refreshToken;
  let tokens;
  try {
    tokens = await refreshOnce(refreshToken, () => refreshGrant(doc.token_endpoint, refreshToken, fetchImpl), now);
  } catch (err) {
    return signedOut(`refresh failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  const fresh = await verify(tokens.access_token);
  if (!fresh.ok) return signedOut(`refreshed access token refused: ${fresh.detail}`);
  try {
    return {
      session: fresh.session,
      accessToken: tokens.access_token,
      setCookies: writeTokenCookies(cookies, host, {
        accessToken: tokens.access_token,
        accessExpiresAt: fresh.session.expiresAt,
        refreshToken: tokens.refresh_token ?? refreshToken,
      }, now),
    };
  } catch (err) {
    return signedOut(`token cookies: ${err instanceof Error ? err.message : String(err)}`);
  }
}
