import type { Context, MiddlewareHandler } from 'hono';
import { CSRF_HEADER, CSRF_VALUE } from '../../shared/api/browser';
import { loginUrlFor } from '../middleware/session';
import type { AppEnv } from '../env';
import { FORM_CSRF_FIELD, formTokenValid } from './csrf';

/**
 * CSRF for the settings form posts. The session cookies are SameSite=Lax on the parent brand
 * domain, so a sibling subdomain is same-site: the browser's own `Origin` (or, where Origin is
 * `null`/absent, `Sec-Fetch-Site`) must say same-origin. A request that carries neither is refused
 * (every browser that runs these pages sends one of them on a form post). Hydrated callers also
 * send the proxy's custom header, which a cross-site form cannot set.
 */
export function sameOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header('Origin');
  const site = c.req.header('Sec-Fetch-Site');
  if (origin !== undefined && origin !== 'null') return origin === new URL(c.req.url).origin;
  return site === 'same-origin';
}

/**
 * Session required (else sign-in, coming back to the page), then the same-origin check, then the
 * session's signed form token (`csrf.ts`). Every refusal happens before any upstream call.
 */
export const formGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session || !c.var.accessToken) {
    const back = new URL(c.req.url);
    return c.redirect(loginUrlFor(new URL(back.pathname, back)), 303);
  }
  const fetchHeader = c.req.header(CSRF_HEADER);
  if (!sameOrigin(c) || (fetchHeader !== undefined && fetchHeader !== CSRF_VALUE)) {
    return c.text('Forbidden', 403);
  }
  const type = (c.req.header('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data') return c.text('Unsupported Media Type', 415);
  const form = await formValues(c);
  if (!(await formTokenValid(c, form[FORM_CSRF_FIELD]))) return c.text('Forbidden', 403);
  await next();
};

/** The posted form as single string values (repeated names: the first wins; files are ignored). */
export async function formValues(c: Context<AppEnv>): Promise<Record<string, string>> {
  const body = await c.req.parseBody();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string' && first.length <= 5000) out[k] = first;
  }
  return out;
}
