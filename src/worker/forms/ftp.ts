import type { Context, Hono } from 'hono';
import * as z from 'zod';
import { UpstreamHttpError } from '../../shared/api/errors';
import { type FtpFieldErrors, type FtpFormStatus, ftpFieldErrors, ftpStatusQuery } from '../../shared/forms/ftp-form-status';
import { parseFtpForm } from '../../shared/forms/ftp-schema';
import { apiForRequest } from '../api';
import type { AppEnv } from '../env';
import { reportError } from '../reporting';
import { formValues } from './form-values';
import { formGuard } from './request';
import { respond } from './respond';

const PAGE = '/integration';

/** The redirect carries the error codes (`?s=invalid&url=tooLong`), the JSON answer their messages. */
function back(c: Context<AppEnv>, s: FtpFormStatus, errors: FtpFieldErrors = {}): Promise<Response> {
  return respond(c, PAGE, { status: s, fieldErrors: ftpFieldErrors(errors) }, ftpStatusQuery(s, errors));
}

/** The upstream's 400 names the failing field; anything else about it is the URL's fault. */
function upstreamErrors(body: string): FtpFieldErrors {
  try {
    const parsed = z.object({ field: z.string().max(100) }).safeParse(JSON.parse(body));
    if (parsed.success && parsed.data.field.endsWith('callbackFormat')) return { callbackFormat: 'invalidFormat' };
  } catch {
    // not JSON: fall through
  }
  return { callbackUrl: 'invalidUrl' };
}

/**
 * The FTP callback form of /integration, its one write path (plain post or the hydrated form's
 * fetch): the same guard as the settings forms (session, Origin / Sec-Fetch-Site, the signed
 * `_csrf` token), the form schema (src/shared/forms/ftp-schema.ts), the customer API's
 * PUT /customers/me/ftp, then a 303 back to the page with the outcome (error codes, never the
 * entered URL) or the same outcome as JSON. Business accounts only, like the page.
 */
export function registerFtpForm(app: Hono<AppEnv>): void {
  app.post(PAGE, ...formGuard, async (c) => {
    if (!c.var.session!.isBusiness) return c.redirect('/', 303);
    const form = await formValues(c);
    const parsed = parseFtpForm({ callbackUrl: form.callbackUrl ?? '', callbackFormat: form.callbackFormat ?? '' });
    if (!parsed.ok) return back(c, 'invalid', parsed.errors);
    try {
      await apiForRequest(c).customer.updateFtp(parsed.value);
      return back(c, 'saved');
    } catch (error) {
      if (error instanceof UpstreamHttpError && error.status === 400) return back(c, 'invalid', upstreamErrors(error.body));
      void reportError(c, error, { source: 'worker', action: 'UPDATE_FTP_CALLBACK_FAILED' });
      return back(c, 'failed');
    }
  });
}
