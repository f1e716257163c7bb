import type { MessageId } from '../i18n/intl';

/**
 * What a form post reports back. A plain (JavaScript-less) post gets a 303 to the page with
 * `?s=<status>` and, for validation failures, `?e=<field>.<field>-<reason>` — field names and the
 * name of the problem, never the entered data; the page looks the messages up in FIELD_MESSAGES
 * (or REASON_MESSAGES), the same ids the schema uses. A hydrated form gets the same outcome as
 * JSON (`answer.ts`).
 */
export const FORM_STATUSES = [
  'saved',
  'created',
  'deleted',
  'failed',
  'sent',
  'inUse',
  'tooMany',
  'shared',
  'refreshed',
  'invalid',
  /** The form token was refused (expired, from another session, forged): send again. */
  'expired',
  /** An e-mail change to the address the account already has (issue 17 §3): said next to the field. */
  'sameEmail',
  /** What the form changes was deleted elsewhere (another tab, another device): back to its list. */
  'gone',
] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

/** The outcomes that refuse or fail the post; every other status is a success. */
const REFUSALS: readonly FormStatus[] = ['invalid', 'failed', 'tooMany', 'inUse', 'expired', 'sameEmail', 'gone'];
export const isSuccess = (s: FormStatus): boolean => !REFUSALS.includes(s);
export const isFormStatus = (v: unknown): v is FormStatus => typeof v === 'string' && (FORM_STATUSES as readonly string[]).includes(v);

export const FIELD_MESSAGES = {
  firstName: 'settings.error.firstName',
  lastName: 'settings.error.lastName',
  street: 'address.error.street',
  houseNumber: 'address.error.houseNumber',
  postalCode: 'address.error.postalCode',
  city: 'address.error.city',
  countryCode: 'address.error.countryCode',
  phone: 'address.error.phone',
  dateOfBirth: 'settings.error.dateOfBirth',
  companyName: 'settings.error.companyName',
  email: 'settings.error.email',
  type: 'settings.error.paymentMethod',
  fromName: 'widgets.share.error.fromName',
  toEmailAddress: 'widgets.share.error.email',
  personalMessage: 'widgets.share.error.message',
  title: 'widgets.gallery.error.title',
  description: 'widgets.gallery.error.description',
  categoryId: 'widgets.gallery.error.category',
} as const satisfies Record<string, MessageId>;
export type FormField = keyof typeof FIELD_MESSAGES;
const isField = (f: string): f is FormField => Object.hasOwn(FIELD_MESSAGES, f);

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

export interface FormSearch {
  s?: FormStatus;
  /** Field names joined with '.', as the worker sent them (kept a string so the URL round-trips). */
  e?: string;
  id?: string;
}

export const FORM_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `validateSearch` of a page with a form. Hand-written (no zod): route definitions sit in the eager
 * client chunk. Unknown values are dropped, never an error; the router's parser may turn `?id=12`
 * into the number 12, so numbers are read back as text.
 */
export function validateFormSearch(raw: Record<string, unknown>): FormSearch {
  // Every key, undefined when invalid: the router spreads the result over the raw search.
  const out: FormSearch = { s: undefined, e: undefined, id: undefined };
  if (isFormStatus(raw.s)) out.s = raw.s;
  if (typeof raw.e === 'string' && raw.e.length <= 300) {
    const entries = raw.e.split('.').filter((entry) => readEntry(entry) !== null);
    if (entries.length) out.e = entries.join('.');
  }
  const id = typeof raw.id === 'number' ? String(raw.id) : raw.id;
  if (typeof id === 'string' && FORM_ID.test(id)) out.id = id;
  return out;
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
