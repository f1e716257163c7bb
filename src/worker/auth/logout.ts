import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { safeReturnTo } from '../../shared/links/return-to';
import type { AppEnv } from '../env';
import { markPrivate } from '../middleware/security-headers';
import { signValue, verifyValue } from '../session/signed-value';
import { clearSessionCookies, requestHost } from '../session/token-cookies';
import { authorityFor } from './authority';
import type { AuthRouteOptions } from './login';
import { browserEndpoint, CLIENT_ID, describeOidcError, discover } from './oidc';
import { reportAuth } from './report';
import { AUTH_STATE_COOKIE, authStateCookieOptions } from './state-cookie';

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
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  // Replaces whatever the session middleware staged for this response (a rotation included).
  clearSessionCookies(c.var.cookies, getCookie(c), requestHost(c.req.url));
  c.var.cookies.expire(AUTH_STATE_COOKIE, authStateCookieOptions);
  try {
    const target = browserEndpoint(await discover(authorityFor(c), o.fetch), 'end_session_endpoint');
    if (!target) return c.redirect(next, 302);
    target.searchParams.set('client_id', CLIENT_ID);
    target.searchParams.set('post_logout_redirect_uri', `${url.origin}/auth/logged-out`);
    target.searchParams.set('state', await signValue(c.env.SESSION_SECRET, PURPOSE, { next }, 10 * 60));
    return c.redirect(target.toString(), 302);
  } catch (err) {
    reportAuth(c, o.report, 'Auth', `end-session unavailable: ${describeOidcError(err)}`);
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
