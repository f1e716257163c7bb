import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { csrf } from '../middleware/csrf';
import { loginUrlFor } from '../middleware/session';

/** Signed in (else to sign-in with a 303, coming back to the page), before anything else of a form post. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.session || !c.var.accessToken) {
    const back = new URL(c.req.url);
    return c.redirect(loginUrlFor(new URL(back.pathname, back)), 303);
  }
  await next();
};

/**
 * What every form action runs first: the session, then the one CSRF middleware (Origin /
 * Sec-Fetch-Site, a form body, the session's signed `_csrf` token). Every refusal happens before
 * any upstream call.
 */
export const formGuard = [signedIn, csrf({ kind: 'form' })] as const;

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
