import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { markPrivate, useNoReferrer } from '../../middleware/security-headers';
import { renderPlainPage } from '../../ssr/render-app';

export interface ConfirmPage {
  /** Hidden form fields, checked by the handler: the confirmation token, the CSRF token, … */
  fields: Record<string, string>;
  /** The e-mail address the message names (double opt-in). */
  email?: string;
}

/**
 * The confirm page of an e-mail link: the route of the request's path (src/routes/*-confirmation)
 * rendered by React in plain mode (no script), its POST form filled from `p`. Its URL carries the
 * token, so it is sent with `Referrer-Policy: no-referrer` (the route adds the meta tag) and
 * `Cache-Control: no-store`.
 */
export function confirmPage(c: Context<AppEnv>, p: ConfirmPage): Promise<Response> {
  useNoReferrer(c);
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  return renderPlainPage(c, { page: { kind: 'confirm', fields: p.fields, ...(p.email ? { email: p.email } : {}) } });
}

/** Redirect after a POST (303: the browser follows with GET), never cached, no Referer. */
export function seeOther(c: Context<AppEnv>, location: string): Response {
  useNoReferrer(c);
  c.header('Cache-Control', 'no-store');
  return c.redirect(location, 303);
}
