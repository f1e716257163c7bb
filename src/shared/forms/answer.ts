import { CSRF_HEADER, CSRF_VALUE } from '../api/browser';
import type { MessageId } from '../i18n/intl';
import { isSafeLink } from '../links/safe-link';
import { FIELD_MESSAGES, FORM_ID, type FormStatus, isFormStatus } from './form-status';
import { FTP_ERROR_MESSAGES } from './ftp-form-status';

/**
 * A form has one write path: its worker action (src/worker/forms). Without JavaScript the browser
 * posts the form and follows the 303; a hydrated form posts the same fields with `fetch`, asking
 * for JSON (`Accept` plus the CSRF custom header), and gets the same outcome as a `FormAnswer`.
 */
export interface FormAnswer {
  /** True for the successes (saved, created, sent…), false for the refusals (invalid, failed…). */
  ok: boolean;
  status: FormStatus;
  /** Field name → catalogue id of the spec's message (status 'invalid'). */
  fieldErrors: Readonly<Partial<Record<string, MessageId>>>;
  /** Which item the outcome is about (an address id, a product code). */
  id?: string;
  /** Where the page goes next (a reorder's shop link): only an http(s) link is kept. */
  location?: string;
}

/** What a hydrated form sends: its action URL and its fields (the `_csrf` token among them). */
export interface FormPost {
  action: string;
  body: URLSearchParams;
}

const FAILED: FormAnswer = { ok: false, status: 'failed', fieldErrors: {} };
const MESSAGES: ReadonlySet<string> = new Set<string>([
  ...Object.values(FIELD_MESSAGES),
  ...Object.values(FTP_ERROR_MESSAGES),
  'settings.error.invalid',
  // The name rules' own messages (schemas.ts): empty, too long, the characters of a sharer's name.
  'form.error.required',
  'form.error.tooLong',
  'widgets.share.error.fromNameInvalid',
]);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isFormMessage = (v: unknown): v is MessageId => typeof v === 'string' && MESSAGES.has(v);

/**
 * The worker's JSON answer, parsed (never cast): an unknown status is 'failed', a field error is
 * kept only with one of the forms' own message ids. Anything that is not an answer (a 403 page,
 * a proxy's error) is 'failed'.
 */
export function parseFormAnswer(data: unknown): FormAnswer {
  if (!isRecord(data) || !isFormStatus(data.status)) return FAILED;
  const fieldErrors: Partial<Record<string, MessageId>> = {};
  if (isRecord(data.fieldErrors)) {
    for (const [field, message] of Object.entries(data.fieldErrors)) {
      if (/^[A-Za-z]{1,40}$/.test(field) && isFormMessage(message)) fieldErrors[field] = message;
    }
  }
  const id = typeof data.id === 'string' && FORM_ID.test(data.id) ? data.id : undefined;
  const location = typeof data.location === 'string' && isSafeLink(data.location) ? data.location : undefined;
  return { ok: data.ok === true, status: data.status, fieldErrors, ...(id ? { id } : {}), ...(location ? { location } : {}) };
}

/** A form's string fields as the browser would post them (files are left out). */
export function formBody(form: HTMLFormElement, extra: Record<string, string> = {}): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of new FormData(form)) if (typeof v === 'string') body.append(k, v);
  for (const [k, v] of Object.entries(extra)) body.set(k, v);
  return body;
}

/**
 * Posts a form to its worker action and reads the answer. A network failure rejects (the caller
 * shows 'failed'); every answer, refusals included, resolves.
 */
export async function postForm(
  { action, body }: FormPost,
  fetchFn: typeof fetch = (input, init) => fetch(input, init),
): Promise<FormAnswer> {
  const res = await fetchFn(action, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { Accept: 'application/json', [CSRF_HEADER]: CSRF_VALUE },
  });
  try {
    return parseFormAnswer(await res.json());
  } catch {
    return FAILED;
  }
}
