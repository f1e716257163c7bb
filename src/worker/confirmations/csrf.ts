import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { randomToken } from '../session/base64url';
import { mac, macMatches } from '../session/signed-value';

/**
 * CSRF for the confirmation forms: a random value in an HttpOnly, SameSite=Strict cookie on this
 * host, and a form token = HMAC(SESSION_SECRET, purpose | cookie value | user id). A cross-site
 * form post carries neither the Strict cookie nor a token matching it; the user id binds the token
 * to the signed-in user (empty for the public subscription form). Cookie and token live an hour.
 */
export const CSRF_COOKIE = '__Secure-myaccount-csrf';
const MAX_AGE_S = 60 * 60;

export type CsrfPurpose = 'delete-account' | 'change-email' | 'subscription';

function cookieOptions() {
  return { httpOnly: true, secure: true, sameSite: 'Strict' as const, path: '/', maxAge: MAX_AGE_S };
}

/**
 * The form token for this page; sets the CSRF cookie when the request lacks one. A Strict cookie is
 * not sent on the cross-site click from a mail client, so that first request gets a new one.
 */
export async function issueCsrfToken(c: Context<AppEnv>, purpose: CsrfPurpose, userId: string): Promise<string> {
  let value = getCookie(c, CSRF_COOKIE);
  if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) {
    value = randomToken(32);
    c.header('Set-Cookie', generateCookie(CSRF_COOKIE, value, cookieOptions()), { append: true });
  }
  return mac(c.env.SESSION_SECRET, `csrf:${purpose}`, `${value}|${userId}`);
}

/** Whether the posted token matches the cookie, the purpose and the user. */
export async function checkCsrfToken(c: Context<AppEnv>, purpose: CsrfPurpose, userId: string, token: string): Promise<boolean> {
  const value = getCookie(c, CSRF_COOKIE);
  if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) return false;
  return macMatches(c.env.SESSION_SECRET, `csrf:${purpose}`, `${value}|${userId}`, token);
}

/**
 * A browser form post from another site names that site in `Origin`; refuse it outright.
 * `Origin: null` is what Chromium sends for a form posted from a page with
 * `Referrer-Policy: no-referrer` (our token pages), so it is accepted only when the browser's own
 * `Sec-Fetch-Site` says same-origin; an absent Origin (older browsers) only when Sec-Fetch-Site is
 * absent or same-origin. The CSRF token is checked in every case.
 */
export function originAllowed(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  const site = c.req.header('Sec-Fetch-Site');
  if (origin !== undefined && origin !== 'null') return origin === new URL(c.req.url).origin;
  if (origin === 'null') return site === 'same-origin';
  return site === undefined || site === 'same-origin';
}
