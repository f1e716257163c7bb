import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod';
import { safeReturnTo } from '../../../shared/links/return-to';
import { withStripped } from '../../../shared/links/stripped';
import type { AppEnv } from '../../env';
import { CSRF_FIELD, csrf, isOwnNavigation, issueFormToken } from '../../middleware/csrf';
import { markPrivate } from '../../middleware/security-headers';
import { signValue, verifyValue } from '../../signing/signed-value';
import { renderPlainPage } from '../../ssr/render-app';
import { reportAuth } from '../report';
import { markSessionEnded } from '../session/ended-sessions';
import { forgetRefresh } from '../session/refresh';
import { clearSessionCookies, readTokenCookies, requestHost } from '../session/token-cookies';
import { authorityFor } from '../sign-in/authority';
import type { AuthRouteOptions } from '../sign-in/login';
import { browserEndpoint, CLIENT_ID, describeOidcError, discover, revokeRefreshToken } from '../sign-in/oidc';
import { AUTH_STATE_COOKIE, authStateCookieOptions } from '../sign-in/state-cookie';

const PURPOSE = 'logout';
const nextSchema = z.object({ next: z.string().startsWith('/').max(2048) });
/** The sign-out form's one field besides `_csrf`; everything else in the body is ignored. */
const formSchema = z.object({ next: z.string().max(2048).optional() });

/** Whose form token signs a sign-out post: the signed-in user, '' when nobody is signed in. */
const signOutUser = (c: Context<AppEnv>) => c.var.session?.userId ?? '';

/**
 * Ends the session: clears every session cookie, revokes the refresh token at the authority
 * (RFC 7009: the identity provider ends the whole refresh-token family, so a copied refresh cookie
 * mints nothing and the session's access tokens are refused by the APIs), then ends the session at
 * the authority (`end_session_endpoint`) with `post_logout_redirect_uri` = `<origin>/auth/logged-out`,
 * one fixed URI (real identity providers want it registered exactly); `next` travels signed in
 * `state` and /auth/logged-out sends the browser there. Without an end-session endpoint the browser
 * goes to `next` directly. A failed revocation is reported and the sign-out goes on: the cookies
 * are gone from this browser either way.
 *
 * Only for requests the user (or the worker itself) decided on: the POST of the sign-out form, a
 * same-origin navigation, a deleted account. `refreshToken` defaults to the session's own.
 */
export async function signOut(
  c: Context<AppEnv>,
  o: AuthRouteOptions,
  opts: { next?: string; refreshToken?: string } = {},
): Promise<Response> {
  const url = new URL(c.req.url);
  const next = safeReturnTo(opts.next ?? '/', url.origin);
  const cookies = getCookie(c);
  const stored = readTokenCookies(cookies).refreshToken;
  const refreshToken = opts.refreshToken ?? c.var.refreshToken ?? stored;
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  // Replaces whatever the session middleware staged for this response (a rotation included).
  clearSessionCookies(c.var.cookies, cookies, requestHost(c.req.url));
  c.var.cookies.expire(AUTH_STATE_COOKIE, authStateCookieOptions);
  if (c.var.session && c.var.sessionId) await markSessionEnded(c.env, c.var.session.userId, c.var.sessionId);
  let as: Awaited<ReturnType<typeof discover>>;
  try {
    as = await discover(authorityFor(c), o.fetch);
  } catch (err) {
    reportAuth(c, o.report, 'Auth', `sign-out: identity provider unavailable: ${describeOidcError(err)}`);
    return c.redirect(next, 302);
  }
  if (refreshToken) {
    await forgetRefresh(refreshToken);
    if (stored && stored !== refreshToken) await forgetRefresh(stored);
    try {
      await revokeRefreshToken(as, refreshToken, o.fetch);
    } catch (err) {
      reportAuth(c, o.report, 'Auth', `refresh token not revoked: ${describeOidcError(err)}`);
    }
  }
  try {
    const target = browserEndpoint(as, 'end_session_endpoint');
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

/**
 * The localised 'Sign out?' page (the /logout route in plain mode, no script): one POST form back
 * to /logout with this browser session's signed form token and `next`.
 */
async function signOutPage(c: Context<AppEnv>, next: string | undefined): Promise<Response> {
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  const fields: Record<string, string> = { [CSRF_FIELD]: await issueFormToken(c, 'settings-form', signOutUser(c)) };
  if (next) fields.next = next;
  // Stripped mode (an embedding app's link) keeps the page without chrome (issue 35 §6).
  return renderPlainPage(c, { path: withStripped('/logout', c.var.stripped), page: { kind: 'confirm', fields } });
}

const hasSessionCookies = (c: Context<AppEnv>) => {
  const stored = readTokenCookies(getCookie(c));
  return Boolean(stored.accessToken || stored.refreshToken);
};

/**
 * GET /logout[?next=<same-origin path>].
 *
 * Decision (issue 15 item 8, account-area §2 'logout: signs out at once'): a GET changes state only
 * when the browser itself vouches that it is the app's own navigation, i.e. `Sec-Fetch-Site:
 * same-origin` with `Sec-Fetch-Mode: navigate` (the app's links, its 303 after an account deletion).
 * These headers are set by the browser and cannot be forged by a page; `Sec-Fetch-Site` also covers
 * the whole redirect chain, so a cross-site page bouncing through another URL of ours is still
 * cross-site. Anything else (cross-site, same-site sibling subdomain, a typed URL, a browser that
 * sends no Sec-Fetch-* at all) gets the 'Sign out?' page and nothing changes: the Referer/Origin of
 * a GET are not trustworthy enough to sign someone out. Nobody signed in: nothing to end, go on.
 */
export async function logoutGet(c: Context<AppEnv>, o: AuthRouteOptions): Promise<Response> {
  const asked = new URL(c.req.url).searchParams.get('next') ?? undefined;
  // Stripped mode survives the sign-out and the sign-in after it (`theme=stripped`, issue 17 §1).
  const next = c.var.stripped ? withStripped(asked ?? '/', true) : asked;
  if (isOwnNavigation(c) || (!c.var.session && !hasSessionCookies(c))) return signOut(c, o, next ? { next } : {});
  return signOutPage(c, next);
}

/**
 * POST /logout (the menu's 'Sign out' button, the 'Sign out?' page): the one CSRF middleware checks
 * the Origin / Sec-Fetch-Site policy and the signed `_csrf` token (of the signed-in user, or of
 * nobody when signed out). A refused post is sent (303) to GET /logout, the 'Sign out?' page: a
 * stale tab still signs out with one more click, a cross-site form signs nobody out. Not the page
 * itself: a cross-site POST carries no SameSite=Lax cookie, so a page rendered for it would mint a
 * new CSRF cookie (breaking the user's open forms) and a token for nobody; the GET that follows
 * the redirect is a top-level navigation and carries the session.
 */
export function logoutPostRoute(o: AuthRouteOptions) {
  const guard = csrf({
    kind: 'form',
    userId: signOutUser,
    onRefused: (c) => {
      const next = new URL(c.req.url).searchParams.get('next');
      c.header('Cache-Control', 'no-store');
      return c.redirect(next ? `/logout?next=${encodeURIComponent(next)}` : '/logout', 303);
    },
  });
  const handler = async (c: Context<AppEnv>) => {
    const body = formSchema.safeParse(await c.req.parseBody());
    const next = (body.success ? body.data.next : undefined) ?? new URL(c.req.url).searchParams.get('next') ?? undefined;
    return signOut(c, o, next ? { next } : {});
  };
  return [guard, handler] as const;
}

/** GET /auth/logged-out?state=…: back from the authority; goes to the signed `next`, else '/'. */
export async function loggedOut(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const saved = await verifyValue(c.env.SESSION_SECRET, PURPOSE, url.searchParams.get('state') ?? undefined, nextSchema);
  c.header('Cache-Control', 'no-store');
  return c.redirect(safeReturnTo(saved?.next ?? '/', url.origin), 302);
}
