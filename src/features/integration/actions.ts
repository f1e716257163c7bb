import * as z from 'zod';
import { UpstreamHttpError } from '../../shared/api/errors';
import { at, type FormAction } from '../../shared/forms/action';
import { type FtpFieldErrors, type FtpFormStatus, ftpFieldErrors, ftpStatusQuery } from '../../shared/forms/ftp-form-status';
import { parseFtpForm } from '../../shared/forms/ftp-schema';

const PAGE = '/integration';

/** The redirect carries the error codes (`?s=invalid&url=tooLong`), the JSON answer their messages. */
const back = (s: FtpFormStatus, errors: FtpFieldErrors = {}) =>
  at(PAGE, { status: s, fieldErrors: ftpFieldErrors(errors) }, ftpStatusQuery(s, errors));

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
 * The FTP callback form of /integration (src/shared/forms/action.ts), beside its loader: the form
 * schema (src/shared/forms/ftp-schema.ts), the customer API's PUT /customers/me/ftp, then the
 * outcome as error codes, never the entered URL. Business accounts only, like the page.
 */
const ftpCallback: FormAction = {
  path: PAGE,
  audience: 'business',
  async run({ form, api, report }) {
    const parsed = parseFtpForm({ callbackUrl: form.callbackUrl ?? '', callbackFormat: form.callbackFormat ?? '' });
    if (!parsed.ok) return back('invalid', parsed.errors);
    try {
      await api.customer.updateFtp(parsed.value);
      return back('saved');
    } catch (error) {
      if (error instanceof UpstreamHttpError && error.status === 400) return back('invalid', upstreamErrors(error.body));
      report(error, 'UPDATE_FTP_CALLBACK');
      return back('failed');
    }
  },
};

export const integrationActions: readonly FormAction[] = [ftpCallback];
