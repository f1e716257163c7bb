import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { safeReturnTo } from '../../shared/links/return-to';
import type { AppEnv } from '../env';
import { markPrivate } from '../middleware/security-headers';
import { expireCookie } from '../session/chunked-cookies';
import { signValue, verifyValue } from '../session/signed-value';
import { clearSessionCookies, requestHost } from '../session/token-cookies';
import { authorityFor } from './authority';
import { discover } from './discovery';
import type { AuthRouteOptions } from './login';
import { reportAuth } from './report';
import { AUTH_STATE_COOKIE, authStateCookieOptions } from './state-cookie';
import { CLIENT_ID } from './token-endpoint';

const PURPOSE = 'logout';
const nextSchema = z.object({ next: z.string().startsWith('/').max(2048) });

/**
 * GET|POST /logout[?next=<same-origin path>]: clears every session cookie at once, then ends the
 * session at the authority (`end_session_endpoint`) with `post_logout_redirect_uri` =
 * `<origin>/auth/logged-out`, one fixed URI (real identity providers want it registered exactly);
 * `next` travels signed in `state` and /auth/logged-out sends the browser there. Without an
 * end-session endpoint the browser goes to `next` directly. `next` defaults to '/'.
 */
export async function logout(c: Context<AppEnv>, o: AuthRouteOptions): Promise<Response> {
  const url = new URL(c.req.url);
  const next = safeReturnTo(url.searchParams.get('next') ?? '/', url.origin);
  const cookies = getCookie(c);
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  for (const v of clearSessionCookies(cookies, requestHost(c.req.url))) c.header('Set-Cookie', v, { append: true });
  c.header('Set-Cookie', expireCookie(AUTH_STATE_COOKIE, authStateCookieOptions), { append: true });
  try {
    const doc = await discover(authorityFor(c), o.fetch ?? fetch);
    if (!doc.end_session_endpoint) return c.redirect(next, 302);
    const target = new URL(doc.end_session_endpoint);
    target.searchParams.set('client_id', CLIENT_ID);
    target.searchParams.set('post_logout_redirect_uri', `${url.origin}/auth/logged-out`);
    target.searchParams.set('state', await signValue(c.env.SESSION_SECRET, PURPOSE, { next }, 10 * 60));
    return c.redirect(target.toString(), 302);
  } catch (err) {
    reportAuth(c, o.report, 'Auth', `end-session unavailable: ${err instanceof Error ? err.message : String(err)}`);
    return c.redirect(next, 302);
  }
}

/** GET /auth/logged-out?state=…: back from the authority; goes to the signed `next`, else '/'. */
export async function loggedOut(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const saved = await verifyValue(c.env.SESSION_SECRET, PURPOSE, url.searchParams.get('state') ?? undefined, nextSchema);
  c.header('Cache-Control', 'no-store');
  return c.redirect(safeReturnTo(saved?.next ?? '/', url.origin), 302);
}
