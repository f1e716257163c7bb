import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { csrf } from '../middleware/csrf';
import { loginUrlFor } from '../middleware/session';
import { respond } from './respond';

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
export const formGuard = [
  signedIn,
  csrf({
    kind: 'form',
    // A refused token (expired, from an older session, forged) is no reason to lose what was typed:
    // the form's page again, with the input, a fresh token and the localised 'send it again'
    // (respond.ts). A cross-site post stays a bare refusal: it carries no session worth a page.
    onRefused: (c, reason) => {
      if (reason !== 'bad form token')
        throw httpError(reason === 'not a form body' ? 415 : 403, reason === 'not a form body' ? 'unsupported_media_type' : 'forbidden', {
          cause: new Error(`CSRF: ${reason}`),
        });
      return respond(c, c.req.path, { status: 'expired' });
    },
  }),
] as const;

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
