import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { acceptLanguageFor } from '../../api';
import type { AppEnv } from '../../env';
import { logEvent } from '../../logging';
import { loginUrlFor } from '../session';
import { isSessionEnded } from '../session/ended-sessions';
import { clearSessionCookies, requestHost } from '../session/token-cookies';
import { signOut } from '../sign-out/logout';
import { type KnownCustomer, readCustomer, readCustomerGateCookie, setCustomerGateCookie } from './customer-record';

/**
 * The customer gate of the signed-in pages (account-area §4): the check and its cookie live in
 * customer-record.ts (which the render and the /api proxy read the account id from without
 * importing the gate, and so without the sign-out it may answer with).
 */
export type CustomerGate = { action: 'continue' } | { action: 'logout'; location: '/logout' } | { action: 'signIn' };

/**
 * The gate for a signed-in request (no session → continue; `requireSession` handles that).
 * Returns `logout` for a deleted account, `signIn` when the upstream refuses the session's token
 * (the session was ended elsewhere: sign-out, refresh-token reuse), else `continue`, having staged
 * the gate cookie when the check ran. Prefer the `customerGate()` middleware, which applies it.
 */
export async function loadCustomerGate(c: Context<AppEnv>, fetchImpl?: typeof fetch): Promise<CustomerGate> {
  const session = c.var.session;
  const token = c.var.accessToken;
  if (!session || !token) return { action: 'continue' };
  const cached = await readCustomerGateCookie(c);
  // The gate cookie skips the upstream check, so it must not outlive a sign-out: a copied cookie of
  // an ended session is caught by the user's hub (src/worker/auth/session/ended-sessions.ts).
  if (cached?.sub === session.userId) {
    if (await isSessionEnded(c)) return { action: 'signIn' };
    remember(c, cached);
    return { action: 'continue' };
  }
  const { check: result, ...known } = await readCustomer(
    c.env,
    token,
    c.var.correlationId ?? crypto.randomUUID(),
    fetchImpl,
    acceptLanguageFor(c),
  );
  if (result === 'deleted') return { action: 'logout', location: '/logout' };
  if (result === 'ended') return { action: 'signIn' };
  if (result === 'unknown') {
    logEvent('warn', 'customer gate: customer API unavailable, page continues', { correlationId: c.var.correlationId });
    return { action: 'continue' };
  }
  await setCustomerGateCookie(c.var.cookies, c.env.SESSION_SECRET, requestHost(c.req.url), session.userId, known);
  remember(c, known);
  return { action: 'continue' };
}

/** What the check read, for this request's render: its calls by account id and the header's greeting. */
function remember(c: Context<AppEnv>, known: KnownCustomer): void {
  if (known.accountId !== undefined) c.set('accountId', known.accountId);
  if (known.firstName) c.set('firstName', known.firstName);
}

/**
 * Middleware form of the gate. Mount after `session()` and `requireSession()` on the signed-in
 * page routes (the SSR catch-all), not on /api (the proxy answers per call) or the public pages.
 * @example app.get('*', requireSession(), customerGate(), (c) => streamApp(c))
 */
export function customerGate(options: { fetch?: typeof fetch } = {}): MiddlewareHandler<AppEnv> {
  return async function customerGateMiddleware(c, next) {
    const gate = await loadCustomerGate(c, options.fetch);
    // The worker's own decision, so it signs out here rather than through a GET of /logout (which
    // only signs out the app's own same-origin navigations).
    if (gate.action === 'logout') return signOut(c, options.fetch ? { fetch: options.fetch } : {});
    if (gate.action === 'signIn') {
      // Copied cookies of a signed-out session: drop them and start a fresh sign-in.
      c.header('Cache-Control', 'no-store');
      clearSessionCookies(c.var.cookies, getCookie(c), requestHost(c.req.url));
      return c.redirect(loginUrlFor(new URL(c.req.url)), 302);
    }
    await next();
  };
}
