import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { UpstreamHttpError } from '../../shared/api/errors';
import { ftpStatusQuery, type FtpFieldErrors, type FtpFormStatus } from '../../features/integration/ftp-form-status';
import { parseFtpForm } from '../../features/integration/ftp-schema';
import { apiForRequest } from '../api';
import type { AppEnv } from '../env';
import { reportError } from '../reporting';
import { formGuard, formValues } from './request';

const PAGE = '/integration';

function back(c: Context<AppEnv>, s: FtpFormStatus, errors?: FtpFieldErrors): Response {
  c.header('Cache-Control', 'no-store');
  return c.redirect(`${PAGE}${ftpStatusQuery(s, errors)}`, 303);
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
 * The FTP callback form of /integration posted before hydration (or without JavaScript): the same
 * guard as the settings forms (session, Origin / Sec-Fetch-Site, the signed `_csrf` token), the
 * same form schema as the hydrated form (features/integration/ftp-schema.ts), the customer API's
 * PUT /customers/me/ftp, then a 303 back to the page with the outcome (error codes, never the
 * entered URL). Business accounts only, like the page.
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
