import type { MessageId } from '../i18n/intl';

/**
 * What a form post reports back. A plain (JavaScript-less) post gets a 303 to the page with
 * `?s=<status>` and, for validation failures, `?e=<field>.<field>-<reason>` — field names and the
 * name of the problem, never the entered data; the page looks the messages up in FIELD_MESSAGES
 * (or search-errors.ts's REASON_MESSAGES), the same ids the schema uses. A hydrated form gets the
 * same outcome as JSON (`answer.ts`).
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
export const isField = (f: string): f is FormField => Object.hasOwn(FIELD_MESSAGES, f);

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
  // Field names, each with the name of its problem or none (`firstName-required`); the pages read
  // them through errorsFromSearch (search-errors.ts), which drops a problem it does not know. Kept
  // small: route definitions are in every page's first load.
  if (typeof raw.e === 'string' && raw.e.length <= 300) {
    const entries = raw.e.split('.').filter((entry) => /^[A-Za-z]+(-[A-Za-z]+)?$/.test(entry) && isField(entry.split('-')[0]!));
    if (entries.length) out.e = entries.join('.');
  }
  const id = typeof raw.id === 'number' ? String(raw.id) : raw.id;
  if (typeof id === 'string' && FORM_ID.test(id)) out.id = id;
  return out;
}
