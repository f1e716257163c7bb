import type { MessageId } from '../../shared/i18n/intl';

/**
 * What a plain (JavaScript-less) form post reports back: the worker redirects (303) to the page
 * with `?s=<status>` and, for validation failures, `?e=<field>.<field>` — field names only, never
 * the entered data. The page looks the messages up in FIELD_MESSAGES, the same ids the schema uses.
 */
export const FORM_STATUSES = ['saved', 'created', 'deleted', 'failed', 'sent', 'inUse', 'tooMany', 'shared', 'refreshed', 'invalid'] as const;
export type FormStatus = (typeof FORM_STATUSES)[number];

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

export interface FormSearch {
  s?: FormStatus;
  /** Field names joined with '.', as the worker sent them (kept a string so the URL round-trips). */
  e?: string;
  id?: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const isStatus = (v: unknown): v is FormStatus => typeof v === 'string' && (FORM_STATUSES as readonly string[]).includes(v);

/**
 * `validateSearch` of a page with a form. Hand-written (no zod): route definitions sit in the eager
 * client chunk. Unknown values are dropped, never an error; the router's parser may turn `?id=12`
 * into the number 12, so numbers are read back as text.
 */
export function validateFormSearch(raw: Record<string, unknown>): FormSearch {
  const out: FormSearch = {};
  if (isStatus(raw.s)) out.s = raw.s;
  if (typeof raw.e === 'string' && raw.e.length <= 200) {
    const fields = raw.e.split('.').filter(isField);
    if (fields.length) out.e = fields.join('.');
  }
  const id = typeof raw.id === 'number' ? String(raw.id) : raw.id;
  if (typeof id === 'string' && ID.test(id)) out.id = id;
  return out;
}

/** `?s=…&e=…&id=…` for a redirect after a plain form post. */
export function formStatusQuery(p: { s?: FormStatus; fields?: readonly string[]; id?: string }): string {
  const q = new URLSearchParams();
  if (p.s) q.set('s', p.s);
  const fields = (p.fields ?? []).filter(isField);
  if (fields.length) q.set('e', fields.join('.'));
  if (p.id && /^[A-Za-z0-9_-]{1,64}$/.test(p.id)) q.set('id', p.id);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Field errors from the redirect → catalogue ids, as the hydrated form shows them. */
export function errorsFromSearch(e: string | undefined, messages: Partial<Record<FormField, MessageId>> = {}): Partial<Record<FormField, MessageId>> {
  const out: Partial<Record<FormField, MessageId>> = {};
  for (const f of (e ?? '').split('.').filter(isField)) out[f] = messages[f] ?? FIELD_MESSAGES[f];
  return out;
}
