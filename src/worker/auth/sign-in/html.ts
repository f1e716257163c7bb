import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { renderPlainPage } from '../../ssr/render-app';

/**
 * The localised "couldn't sign you in" page with a link to try again: the /sign-in-error route
 * rendered by React in plain mode (no script) in place of the failed /auth/login or /auth/callback,
 * with the retry link and the correlation id handed over in the router context.
 */
export function authErrorPage(c: Context<AppEnv>, status: 400 | 502, tryAgainHref: string): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  return renderPlainPage(c, {
    status,
    path: '/sign-in-error',
    page: { kind: 'signInError', tryAgainHref, correlationId: c.var.correlationId ?? 'unknown' },
  });
}

/**
 * Sign-ins paused by the identity provider after failed attempts: the same localised page with
 * status 429, when to try again, and the way back to the page the customer was going to.
 */
export function signInPausedPage(c: Context<AppEnv>, tryAgainHref: string, retryAfterMinutes: number): Promise<Response> {
  c.header('Cache-Control', 'no-store');
  return renderPlainPage(c, {
    status: 429,
    path: '/sign-in-error',
    page: { kind: 'signInError', tryAgainHref, correlationId: c.var.correlationId ?? 'unknown', retryAfterMinutes },
  });
}
