import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { registerConfirmations } from './confirmations';
import { callback } from './sign-in/callback';
import { type AuthRouteOptions, login } from './sign-in/login';
import { loggedOut, logoutGet, logoutPostRoute } from './sign-out/logout';

export { checkCustomer, forgetCustomerGate } from './customer-gate/customer-record';
export { customerGate } from './customer-gate/index';
export type { AuthReporter } from './report';
export { requireSession, session } from './session';
export type { AuthRouteOptions } from './sign-in/login';

/**
 * Sign-in, sign-out and the confirmation-link flows as one sub-app:
 *
 * | route | |
 * |---|---|
 * | GET /auth/login?returnTo= | starts the authorization-code + PKCE sign-in |
 * | GET /auth/callback | finishes it, sets the token cookies, returns to `returnTo` |
 * | POST /logout | (CSRF-checked form) clears the cookies, revokes the refresh token, ends the session at the authority |
 * | GET /logout?next= | the app's own navigation signs out at once; any other GET shows 'Sign out?' |
 * | GET /auth/logged-out | back from the authority, goes to `next` |
 * | GET, POST /delete-account-confirmation, /change-email-confirmation | signed-in confirm forms |
 * | GET, POST /subscription-confirmation | public double opt-in form |
 *
 * Mount at the root AFTER correlationId, requestGuard, brand, stripped, securityHeaders and
 * `session()` (the confirmation flows read `c.var.session`), and BEFORE `requireSession()` and the
 * SSR catch-all (these routes must be reachable signed out):
 * @example
 * app.use('*', session({ report }));
 * app.route('/', authRoutes({ report }));
 * app.use('/api/*', requireSession());
 * app.get('*', requireSession(), customerGate(), (c) => streamApp(c)); // except the public pages
 */
export function authRoutes(options: AuthRouteOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/auth/login', (c) => login(c, options));
  app.get('/auth/callback', (c) => callback(c, options));
  app.get('/auth/logged-out', (c) => loggedOut(c));
  app.get('/logout', (c) => logoutGet(c, options));
  app.post('/logout', ...logoutPostRoute(options));
  registerConfirmations(app, options);
  return app;
}
