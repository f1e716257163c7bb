import type { MiddlewareHandler } from 'hono';
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
