import { cookieDomainFor } from '../../../shared/brands/domain';
import type { CookieJar, CookieOptions } from '../../middleware/cookies';
import { CHUNK_SIZE, clearChunked, MAX_CHUNKS, readChunked, writeChunked } from '../../middleware/cookies/chunked';

/** Access token (a JWT; chunked when large). */
export const ACCESS_COOKIE = '__Secure-myaccount-at';
/** Refresh token (opaque, rotated on every use). */
export const REFRESH_COOKIE = '__Secure-myaccount-rt';
/** Signed customer-gate result (see src/worker/auth/customer-gate/index.ts). */
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
 * Stages a fresh token set in the jar. The access cookie expires with the token (so a stale token
 * is not even sent); the refresh cookie lives IDLE_TIMEOUT_S (the abandoned-session rule). Throws
 * (RangeError) before staging anything when a token is too large for the cookie chunks.
 */
export function writeTokenCookies(
  jar: CookieJar,
  cookies: Readonly<Record<string, string>>,
  host: string,
  tokens: { accessToken: string; accessExpiresAt: number; refreshToken?: string },
  now = Date.now(),
): void {
  for (const t of [tokens.accessToken, tokens.refreshToken ?? '']) {
    if (t.length > CHUNK_SIZE * MAX_CHUNKS) throw new RangeError(`token of ${t.length} characters is too large`);
  }
  const atAge = Math.max(1, tokens.accessExpiresAt - Math.floor(now / 1000));
  writeChunked(jar, cookies, ACCESS_COOKIE, tokens.accessToken, tokenCookieOptions(host, atAge));
  if (tokens.refreshToken) {
    writeChunked(jar, cookies, REFRESH_COOKIE, tokens.refreshToken, tokenCookieOptions(host, IDLE_TIMEOUT_S));
  }
}

/** Stages the sign-out: both tokens, every chunk of them (requested or staged), the gate cookie. */
export function clearSessionCookies(jar: CookieJar, cookies: Readonly<Record<string, string>>, host: string): void {
  const options = tokenCookieOptions(host);
  clearChunked(jar, cookies, ACCESS_COOKIE, options);
  clearChunked(jar, cookies, REFRESH_COOKIE, options);
  jar.expire(CUSTOMER_COOKIE, options);
}

/** The host a cookie's Domain is derived from: the request's own host, never a forwarded one. */
export function requestHost(url: string): string {
  return new URL(url).host;
}
