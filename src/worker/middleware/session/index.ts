import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AuthReporter } from '../../auth/report';
import type { AppEnv } from '../../env';
import { httpError } from '../../errors/http-error';
import { sessionIdOf } from '../../session/ended-sessions';
import { resolveSession } from '../../session/resolve';
import { readTokenCookies } from '../../session/token-cookies';
import { markPrivate } from '../security-headers';

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
 * refresh fails or the session was abandoned (src/worker/session/token-cookies.ts IDLE_TIMEOUT_S).
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
 * Guard for routes that need a signed-in user: pages are redirected to sign-in (coming back to
 * the same path and query), /api requests answer 401 JSON so the client can reload into sign-in.
 * Mount after `session()` on the signed-in routes: the SSR catch-all (not on the public pages of
 * account-area §2) and `/api/*`.
 * @example app.use('/api/*', requireSession())
 */
export function requireSession(): MiddlewareHandler<AppEnv> {
  return async function requireSessionMiddleware(c, next) {
    if (c.var.session) return next();
    const url = new URL(c.req.url);
    c.header('Cache-Control', 'no-store');
    if (isApi(url.pathname)) {
      throw httpError(401);
    }
    return c.redirect(loginUrlFor(url), 302);
  };
}
