import type { MessageId } from '../i18n/intl';
import { FIELD_MESSAGES, FORM_ID, type FormField, type FormSearch, type FormStatus, isField } from './form-status';

/**
 * The problems with their own message beside a field's general one (issue 35 §5: empty, too long,
 * the characters of a sharer's name), by the short name the URL carries: without JavaScript the
 * refused page says the same as the hydrated form.
 */
const REASON_MESSAGES = {
  required: 'form.error.required',
  tooLong: 'form.error.tooLong',
  chars: 'widgets.share.error.fromNameInvalid',
} as const satisfies Record<string, MessageId>;
type Reason = keyof typeof REASON_MESSAGES;
const isReason = (r: string): r is Reason => Object.hasOwn(REASON_MESSAGES, r);
const reasonOf = (message: MessageId | undefined): Reason | undefined =>
  (Object.keys(REASON_MESSAGES) as Reason[]).find((r) => REASON_MESSAGES[r] === message);

/** One `e` entry (`field` or `field-reason`) → its field and message, or null when it is neither. */
function readEntry(entry: string): { field: FormField; message: MessageId } | null {
  const [field = '', reason, ...rest] = entry.split('-');
  if (!isField(field) || rest.length) return null;
  if (reason === undefined) return { field, message: FIELD_MESSAGES[field] };
  return isReason(reason) ? { field, message: REASON_MESSAGES[reason] } : null;
}

/**
 * `?s=…&e=…&id=…` for a redirect after a plain form post. `errors` (field → message) puts each
 * field's problem in `e` when it has its own message, so that the refused page names it.
 */
export function formStatusQuery(p: { s?: FormStatus; errors?: Readonly<Partial<Record<string, MessageId>>>; id?: string }): string {
  const q = new URLSearchParams();
  if (p.s) q.set('s', p.s);
  const entries = Object.entries(p.errors ?? {})
    .filter(([field]) => isField(field))
    .map(([field, message]) => {
      const reason = reasonOf(message);
      return reason ? `${field}-${reason}` : field;
    });
  if (entries.length) q.set('e', entries.join('.'));
  if (p.id && FORM_ID.test(p.id)) q.set('id', p.id);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Field errors from the redirect → catalogue ids, as the hydrated form shows them. */
export function errorsFromSearch(e: string | undefined): Partial<Record<FormField, MessageId>> {
  const out: Partial<Record<FormField, MessageId>> = {};
  for (const entry of (e ?? '').split('.')) {
    const read = readEntry(entry);
    if (read) out[read.field] = read.message;
  }
  return out;
}

/** The fields named in `e`, without their problems (for a form with its own messages per field). */
export function fieldsOfSearch(e: string | undefined): FormField[] {
  return (e ?? '').split('.').flatMap((entry) => readEntry(entry)?.field ?? []);
}

/** Field names (the upstream's 400, a refused payment type) → the field errors a form shows. */
export function fieldErrorsFor(fields: readonly string[]): Partial<Record<FormField, MessageId>> {
  return errorsFromSearch(fields.join('.'));
}

/** A form's first outcome: the page's search after a plain post, when `forThis` says it is about this form. */
export interface InitialOutcome {
  status?: FormStatus | null;
  errors?: Partial<Record<string, MessageId>>;
}
export function outcomeFromSearch(search: FormSearch, forThis = true): InitialOutcome {
  return forThis ? { status: search.s ?? null, errors: errorsFromSearch(search.e) } : {};
}
