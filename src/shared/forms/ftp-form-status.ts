import type { MessageId } from '../i18n/intl';
import type { InitialOutcome } from './search-errors';

/**
 * What a plain (JavaScript-less) post of the FTP callback form reports back. The worker
 * (src/features/integration/actions.ts) answers with a 303 to `/integration?s=<status>` and, when the form was
 * invalid, the error code of each failing field (`url=tooLong`, `format=invalidFormat`): codes
 * only, never what was typed. The page shows the same messages as the hydrated form. Pure and
 * without zod: the route's search check sits in the eager client chunk.
 */
// 'expired': a refused form token (src/worker/forms/request.ts) renders this page at `?s=expired`; a
// status the route drops would make the router redirect the refused post's page (307) to the bare URL.
export const FTP_FORM_STATUSES = ['saved', 'failed', 'invalid', 'expired'] as const;
export type FtpFormStatus = (typeof FTP_FORM_STATUSES)[number];

/** Error codes of the form schema (ftp-schema.ts) per field. */
export const FTP_URL_ERRORS = ['required', 'invalidUrl', 'tooLong'] as const;
export const FTP_FORMAT_ERRORS = ['invalidFormat'] as const;
export type FtpFieldErrors = Partial<Record<'callbackUrl' | 'callbackFormat', string>>;

export interface FtpSearch {
  s?: FtpFormStatus;
  url?: (typeof FTP_URL_ERRORS)[number];
  format?: (typeof FTP_FORMAT_ERRORS)[number];
}

const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T =>
  typeof v === 'string' && (list as readonly string[]).includes(v);

/** `validateSearch` of /integration: unknown values are dropped, never an error. */
export function validateFtpSearch(raw: Record<string, unknown>): FtpSearch {
  // Every key, undefined when invalid: the router spreads the result over the raw search.
  const out: FtpSearch = { s: undefined, url: undefined, format: undefined };
  if (oneOf(FTP_FORM_STATUSES, raw.s)) out.s = raw.s;
  if (out.s === 'invalid') {
    if (oneOf(FTP_URL_ERRORS, raw.url)) out.url = raw.url;
    if (oneOf(FTP_FORMAT_ERRORS, raw.format)) out.format = raw.format;
  }
  return out;
}

/** `?s=…[&url=…][&format=…]` for the redirect after a plain post (unknown codes are left out). */
export function ftpStatusQuery(s: FtpFormStatus, errors: FtpFieldErrors = {}): string {
  const q = new URLSearchParams({ s });
  if (s === 'invalid' && oneOf(FTP_URL_ERRORS, errors.callbackUrl)) q.set('url', errors.callbackUrl);
  if (s === 'invalid' && oneOf(FTP_FORMAT_ERRORS, errors.callbackFormat)) q.set('format', errors.callbackFormat);
  return `?${q.toString()}`;
}

/** The field errors a redirect carried, in the shape the form keeps them. */
export function errorsFromFtpSearch(search: FtpSearch): FtpFieldErrors {
  const out: FtpFieldErrors = {};
  if (search.url) out.callbackUrl = search.url;
  if (search.format) out.callbackFormat = search.format;
  return out;
}

/** The spec's message of each error code, shown by the page (after a redirect) and sent in the JSON answer. */
export const FTP_ERROR_MESSAGES = {
  required: 'ftp.error.url',
  invalidUrl: 'ftp.error.url',
  tooLong: 'ftp.error.tooLong',
  invalidFormat: 'ftp.error.format',
} as const satisfies Record<(typeof FTP_URL_ERRORS)[number] | (typeof FTP_FORMAT_ERRORS)[number], MessageId>;

/** Error codes per field → the messages; an unknown code gets its field's general message. */
export function ftpFieldErrors(errors: FtpFieldErrors): Partial<Record<'callbackUrl' | 'callbackFormat', MessageId>> {
  const out: Partial<Record<'callbackUrl' | 'callbackFormat', MessageId>> = {};
  if (errors.callbackUrl)
    out.callbackUrl = oneOf(FTP_URL_ERRORS, errors.callbackUrl) ? FTP_ERROR_MESSAGES[errors.callbackUrl] : 'ftp.error.url';
  if (errors.callbackFormat) out.callbackFormat = 'ftp.error.format';
  return out;
}

/** The form's first outcome after a plain post (`?s=…&url=…&format=…`). */
export function ftpOutcomeFromSearch(search: FtpSearch): InitialOutcome {
  return { status: search.s ?? null, errors: ftpFieldErrors(errorsFromFtpSearch(search)) };
}
