import type { Context } from 'hono';
import { CSRF_HEADER, CSRF_VALUE } from '../../shared/api/browser';
import type { AppEnv } from '../env';

const SAFE_METHODS = new Set(['GET', 'HEAD']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * DESIGN.md §3: cookies are shared with sibling subdomains (Domain = parent brand domain), so
 * SameSite alone is not enough. A state-changing call needs the custom header (a cross-site form
 * or `text/plain` fetch can't set it without a CORS preflight we never answer) AND an `Origin`
 * equal to this request's own origin (a sibling subdomain is same-site but not same-origin).
 * Any call a browser marks `Sec-Fetch-Site: cross-site`/`same-site` is refused outright.
 * Returns the reason for a refusal, or null.
 */
export function csrfProblem(c: Context<AppEnv>): string | null {
  const site = c.req.header('Sec-Fetch-Site');
  if (site && site !== 'same-origin' && !(site === 'none' && !isStateChanging(c.req.method))) return `Sec-Fetch-Site ${site}`;
  if (!isStateChanging(c.req.method)) return null;
  if (c.req.header(CSRF_HEADER) !== CSRF_VALUE) return 'missing custom header';
  const origin = c.req.header('Origin');
  if (!origin) return 'missing Origin';
  if (origin !== new URL(c.req.url).origin) return 'foreign Origin';
  return null;
}
