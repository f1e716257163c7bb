import { requireSession } from '../auth';
import { httpError } from '../errors/http-error';
import { csrf } from '../middleware/csrf';
import { respond } from './respond';

/**
 * What every form action runs first: the one session guard (auth's `requireSession`), then the one CSRF middleware (Origin /
 * Sec-Fetch-Site, a form body, the session's signed `_csrf` token). Every refusal happens before
 * any upstream call.
 */
export const formGuard = [
  requireSession(),
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
