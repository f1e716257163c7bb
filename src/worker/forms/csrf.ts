import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { randomToken } from '../session/base64url';
import { mac, macMatches } from '../session/signed-value';

/**
 * Signed CSRF token of the settings forms (issue 9, forms before hydration). The Origin /
 * Sec-Fetch-Site check in `guard.ts` stops ordinary cross-site posts; the token also stops a post
 * from a sibling subdomain (same site, so SameSite=Lax session cookies ride along) and any
 * client that sends neither header.
 *
 * Per browser session: a random value in a `__Host-` cookie (HttpOnly, no Domain, so a sibling
 * subdomain can neither read nor overwrite it; no Max-Age, so it ends with the browser session),
 * and the form token = HMAC-SHA256(SESSION_SECRET, purpose | cookie value | user id). The token is
 * rendered as the hidden `_csrf` input of every form (via the router session) and checked with
 * WebCrypto's constant-time verify. SameSite=Lax (not Strict) so that arriving from a mail link
 * does not mint a new value and invalidate the forms of other open tabs.
 */
export const FORM_CSRF_COOKIE = '__Host-myaccount-form';
export const FORM_CSRF_FIELD = '_csrf';
const PURPOSE = 'settings-form';
const VALUE = /^[A-Za-z0-9_-]{43}$/;

const cookieValue = (c: Context<AppEnv>): string | undefined => {
  const v = getCookie(c, FORM_CSRF_COOKIE);
  return v && VALUE.test(v) ? v : undefined;
};

/** The form token of `cookie` for `userId`. */
export function formToken(secret: string, cookie: string, userId: string): Promise<string> {
  return mac(secret, PURPOSE, `${cookie}|${userId}`);
}

/**
 * For the signed-in page render: puts this session's form token on `c.var.formToken` (the SSR
 * hands it to the router session), minting the cookie when the browser has none yet.
 */
export function formCsrf(): MiddlewareHandler<AppEnv> {
  return async function formCsrfMiddleware(c, next) {
    const userId = c.var.session?.userId;
    if (!userId) return next();
    let value = cookieValue(c);
    if (!value) {
      value = randomToken(32);
      c.var.cookies.set(FORM_CSRF_COOKIE, value, { httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    }
    c.set('formToken', await formToken(c.env.SESSION_SECRET, value, userId));
    await next();
  };
}

/** Whether `token` is this browser session's token for the signed-in user (constant-time). */
export async function formTokenValid(c: Context<AppEnv>, token: string | undefined): Promise<boolean> {
  const value = cookieValue(c);
  const userId = c.var.session?.userId;
  if (!value || !userId || typeof token !== 'string' || token.length > 100) return false;
  return macMatches(c.env.SESSION_SECRET, PURPOSE, `${value}|${userId}`, token);
}
