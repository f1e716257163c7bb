import type { CookieOptions } from 'hono/utils/cookie';
import { cookieDomainFor } from '../../shared/brands/domain';
import { clearChunked, expireCookie, readChunked, writeChunked } from './chunked-cookies';

/** Access token (a JWT; chunked when large). */
export const ACCESS_COOKIE = '__Secure-myaccount-at';
/** Refresh token (opaque, rotated on every use). */
export const REFRESH_COOKIE = '__Secure-myaccount-rt';
/** Signed customer-gate result (see src/worker/auth/customer-gate.ts). */
export const CUSTOMER_COOKIE = '__Secure-myaccount-cust';

/**
 * Abandoned session: no request that refreshed the tokens for this long. The refresh-token cookie
 * lives exactly this long and is written again at every refresh; access tokens live 15 minutes and
 * are refreshed by the first request in their last minute (or after they expired), so a session
 * in use keeps renewing its refresh cookie, and one left alone for 45–60 minutes loses it and is
 * signed out (the next request goes to sign-in).
 */
export const IDLE_TIMEOUT_S = 60 * 60;

/**
 * DESIGN.md §3: `__Secure-`, HttpOnly, Secure, SameSite=Lax, Path=/, Domain = the parent brand
 * domain so the shop and editor on sibling subdomains share the session. On localhost,
 * `*.localhost` and IPs there is no Domain (Chromium refuses Domain=localhost): host-only.
 */
export function tokenCookieOptions(host: string, maxAge?: number): CookieOptions {
  const domain = cookieDomainFor(host);
  return {
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
    ...(domain ? { domain } : {}),
    ...(maxAge !== undefined ? { maxAge: Math.max(0, Math.floor(maxAge)) } : {}),
  };
}

export interface StoredTokens {
  accessToken?: string;
  refreshToken?: string;
}

export function readTokenCookies(cookies: Readonly<Record<string, string>>): StoredTokens {
  const accessToken = readChunked(cookies, ACCESS_COOKIE);
  const refreshToken = readChunked(cookies, REFRESH_COOKIE);
  return { ...(accessToken ? { accessToken } : {}), ...(refreshToken ? { refreshToken } : {}) };
}

/**
 * Set-Cookie values for a fresh token set. The access cookie expires with the token (so a stale
 * token is not even sent); the refresh cookie lives IDLE_TIMEOUT_S (the abandoned-session rule).
 */
export function writeTokenCookies(
  cookies: Readonly<Record<string, string>>,
  host: string,
  tokens: { accessToken: string; accessExpiresAt: number; refreshToken?: string },
  now = Date.now(),
): string[] {
  const atAge = Math.max(1, tokens.accessExpiresAt - Math.floor(now / 1000));
  const out = writeChunked(cookies, ACCESS_COOKIE, tokens.accessToken, tokenCookieOptions(host, atAge));
  if (tokens.refreshToken) {
    out.push(...writeChunked(cookies, REFRESH_COOKIE, tokens.refreshToken, tokenCookieOptions(host, IDLE_TIMEOUT_S)));
  }
  return out;
}

/** Set-Cookie values that sign the browser out: both tokens, all their chunks, the gate cookie. */
export function clearSessionCookies(cookies: Readonly<Record<string, string>>, host: string): string[] {
  const options = tokenCookieOptions(host);
  return [
    ...clearChunked(cookies, ACCESS_COOKIE, options),
    ...clearChunked(cookies, REFRESH_COOKIE, options),
    expireCookie(CUSTOMER_COOKIE, options),
  ];
}

/** The host a cookie's Domain is derived from: the request's own host, never a forwarded one. */
export function requestHost(url: string): string {
  return new URL(url).host;
}
