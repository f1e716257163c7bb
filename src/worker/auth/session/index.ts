import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../env';
import { httpError } from '../../errors/http-error';
import { markPrivate } from '../../middleware/security-headers';
import { ownAccountId } from '../customer-gate/customer-record';
import type { AuthReporter } from '../report';
import { sessionIdOf } from './ended-sessions';
import { resolveSession } from './resolve';
import { readTokenCookies } from './token-cookies';

export interface SessionMiddlewareOptions {
  /** Receives 'AccessToken Error: …' reports (default console.error). */
  report?: AuthReporter;
  /** Replaces fetch for discovery, JWKS and the token endpoint (tests only). */
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * Sets `c.var.session` (and `c.var.accessToken`) from the token cookies, refreshing them when the
 * access token is about to expire, and signing out (cookies cleared) when it is forged, the
 * refresh fails or the session was abandoned (src/worker/auth/session/token-cookies.ts IDLE_TIMEOUT_S).
 * A signed-in response is marked private (Cache-Control: no-store).
 *
 * The rotation or the clearing is staged in `c.var.cookies` before the handler runs, so a handler
 * that writes the session cookies itself (the sign-in callback, /logout) replaces it: the jar keeps
 * the last write of each name, and the entry commits the jar once.
 *
 * Mount for every route after correlationId, cookies, brand, stripped and securityHeaders, before
 * the auth routes, the /api proxy and the SSR catch-all:
 * @example app.use('*', session({ report: (m, d) => reporter.captureMessage(m, d) }))
 */
export function session(options: SessionMiddlewareOptions = {}): MiddlewareHandler<AppEnv> {
  return async function sessionMiddleware(c, next) {
    c.set('session', null);
    c.set('ownAccountId', (fetchImpl) => ownAccountId(c, fetchImpl));
    const cookies = getCookie(c);
    const stored = readTokenCookies(cookies);
    if (stored.accessToken || stored.refreshToken) {
      const resolved = await resolveSession(c, cookies, stored, options);
      if (resolved.session && resolved.accessToken) {
        c.set('session', resolved.session);
        c.set('accessToken', resolved.accessToken);
        if (resolved.refreshToken) c.set('refreshToken', resolved.refreshToken);
        const sid = sessionIdOf(resolved.accessToken);
        if (sid) c.set('sessionId', sid);
        markPrivate(c);
      }
    }
    await next();
  };
}

/** `/auth/login?returnTo=<path+query>` for the request. */
export function loginUrlFor(url: URL): string {
  return `/auth/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`;
}

function isApi(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * The one guard for everything that needs a signed-in user (a session and its bearer): pages are
 * redirected to sign-in, coming back to the same path and query; a form post too, with a 303 back
 * to its page (the post itself is not replayed); /api requests answer 401 JSON so the client can
 * reload into sign-in. Mount after `session()`: on the SSR catch-all (not on the public pages of
 * account-area §2), `/api/*`, the documents and every form action.
 * @example app.use('/api/*', requireSession())
 */
export function requireSession(): MiddlewareHandler<AppEnv> {
  return async function requireSessionMiddleware(c, next) {
    if (c.var.session && c.var.accessToken) return next();
    const url = new URL(c.req.url);
    c.header('Cache-Control', 'no-store');
    if (isApi(url.pathname)) {
      throw httpError(401);
    }
    if (c.req.method === 'POST') return c.redirect(loginUrlFor(new URL(url.pathname, url)), 303);
    return c.redirect(loginUrlFor(url), 302);
  };
}
