import * as z from 'zod/mini';
import type { MessageId } from '../i18n/intl';
import {
  COUNTRY_CODES,
  HOUSE_NUMBER_RULE,
  NAME_RULE,
  normalisePostalCode,
  phoneValid,
  postalCodeValid,
  STREET_RULE,
} from './address-rules';
import { FIELD_MAX_LENGTH as MAX } from './field-limits';

/**
 * The settings, address, widget and gallery forms' schemas, parsed by the forms' one write path,
 * the worker's form actions (src/worker/forms); the pages show the messages of its answer. Every
 * issue message is a catalogue id. Inputs are the raw form strings; outputs are upstream payloads.
 */
type Msg = MessageId;
const m = (id: Msg) => id;

/**
 * A name (a person's, a city's, a company's, a sharer's): required, at most `max` characters, no
 * markup or control characters (as the upstream). Each problem has its own message (issue 35 §5):
 * empty, too long (the field states its limit), or `invalid` for the characters.
 */
const nameRule = (invalid: Msg, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, m('form.error.required')), z.maxLength(max, m('form.error.tooLong')), z.regex(NAME_RULE, invalid));

/** '' (an empty optional input) → null. */
const emptyToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** A checkbox: present ('on', 'true') → true, absent → false. */
export const checkbox = z.pipe(
  z.transform((v: unknown) => v === true || v === 'on' || v === 'true' || v === '1'),
  z.boolean(),
);

/** Date of birth: YYYY-MM-DD, from 1900 and at least 13 years ago (the upstream's rule). */
export function dateOfBirthValid(d: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(d)) return false;
  const t = Date.parse(`${d}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== d) return false;
  return d >= '1900-01-01' && t <= now - 13 * 365.25 * 86_400_000;
}

const dateOfBirth = z.pipe(
  z.transform(emptyToNull),
  z.nullable(z.string().check(z.refine((d) => dateOfBirthValid(d), m('settings.error.dateOfBirth')))),
);

/** Personal details of a consumer (no company name: the upstream refuses it for consumers). */
export const personalDetailsSchema = z.strictObject({
  firstName: nameRule(m('settings.error.firstName'), MAX.firstName),
  lastName: nameRule(m('settings.error.lastName'), MAX.lastName),
  dateOfBirth,
});

/** Personal details of a business account: the company name too, a name like the others (required, no markup). */
export const businessDetailsSchema = z.extend(personalDetailsSchema, {
  companyName: nameRule(m('settings.error.companyName'), MAX.companyName),
});

export const personalDetailsFor = (business: boolean) => (business ? businessDetailsSchema : personalDetailsSchema);

/** The new e-mail address of an e-mail change request. */
export const emailChangeSchema = z.strictObject({
  email: z.pipe(z.string().check(z.trim(), z.maxLength(254, m('settings.error.email'))), z.email(m('settings.error.email'))),
});

export const newsletterSchema = z.strictObject({ newsletter: checkbox });

/** The payment type must be one the upstream offers this account (checked again by the caller). */
export const paymentMethodSchema = z.strictObject({
  type: z.string().check(z.trim(), z.regex(/^[A-Za-z]{1,40}$/, m('settings.error.paymentMethod'))),
});

/** An address as the forms send it (create and update); spec §5 messages per field. */
const addressFields = z
  .strictObject({
    firstName: nameRule(m('settings.error.firstName'), MAX.firstName),
    lastName: nameRule(m('settings.error.lastName'), MAX.lastName),
    street: z.string().check(z.trim(), z.regex(STREET_RULE, m('address.error.street'))),
    houseNumber: z.string().check(z.trim(), z.regex(HOUSE_NUMBER_RULE, m('address.error.houseNumber'))),
    postalCode: z.string().check(z.trim(), z.maxLength(MAX.postalCode, m('address.error.postalCode'))),
    city: nameRule(m('address.error.city'), MAX.city),
    countryCode: z.enum(COUNTRY_CODES, m('address.error.countryCode')),
    phone: z.string().check(z.trim(), z.refine(phoneValid, m('address.error.phone'))),
    isDefault: z.optional(checkbox),
  })
  .check(
    z.superRefine((a, ctx) => {
      if (!postalCodeValid(a.countryCode, a.postalCode)) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: m('address.error.postalCode') });
      }
    }),
  );
export const addressSchema = z.pipe(
  addressFields,
  // Postal codes go upstream as the country writes them (NL '1012 LG'), upper-case.
  z.transform((a: z.output<typeof addressFields>) => ({
    ...a,
    postalCode: normalisePostalCode(a.countryCode, a.postalCode),
    isDefault: a.isDefault ?? false,
  })),
);

/** Widget sharing (§5): sender name, recipient e-mail, optional personal message (empty by default). */
export const widgetShareSchema = z.strictObject({
  fromName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, m('widgets.share.error.fromName')),
      z.maxLength(MAX.fromName, m('form.error.tooLong')),
      z.regex(NAME_RULE, m('widgets.share.error.fromNameInvalid')),
    ),
  toEmailAddress: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, m('widgets.share.error.email'))),
    z.email(m('widgets.share.error.email')),
  ),
  personalMessage: z._default(z.string().check(z.trim(), z.maxLength(MAX.personalMessage, m('widgets.share.error.message'))), ''),
});

/** A gallery entry's editable fields. */
export const galleryEntrySchema = z.strictObject({
  title: z
    .string()
    .check(z.trim(), z.minLength(1, m('widgets.gallery.error.title')), z.maxLength(MAX.title, m('widgets.gallery.error.title'))),
  description: z._default(z.string().check(z.trim(), z.maxLength(MAX.description, m('widgets.gallery.error.description'))), ''),
  categoryId: z
    .string()
    .check(z.trim(), z.minLength(1, m('widgets.gallery.error.category')), z.maxLength(64, m('widgets.gallery.error.category'))),
});

export type FieldErrors = Record<string, Msg>;
export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Raw form values → the schema's output, or one catalogue id per field (the first issue of each).
 * Form-control names the schema doesn't know (`_action`, `csrf`) are dropped before parsing;
 * unknown fields sent by anything else are refused by the strict schemas.
 */
export function parseForm<S extends z.ZodMiniType>(
  schema: S,
  raw: Record<string, unknown>,
  known?: readonly string[],
): FormResult<z.output<S>> {
  const input: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (k.startsWith('_')) continue;
    if (known && !known.includes(k)) continue;
    input[k] = v;
  }
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_form');
    if (!errors[key]) errors[key] = isMessageId(issue.message) ? issue.message : 'settings.error.invalid';
  }
  return { ok: false, errors };
}

/** Our schema messages are all catalogue ids with these prefixes; anything else (zod's own) is generic. */
function isMessageId(s: string): s is Msg {
  return /^(settings|address|widgets|form)\.[A-Za-z.]+$/.test(s);
}

/** The field names each form knows (the worker drops everything else before the strict parse). */
export const FORM_FIELDS = {
  personalDetails: ['firstName', 'lastName', 'dateOfBirth'],
  businessDetails: ['firstName', 'lastName', 'dateOfBirth', 'companyName'],
  email: ['email'],
  newsletter: ['newsletter'],
  paymentMethod: ['type'],
  address: ['firstName', 'lastName', 'street', 'houseNumber', 'postalCode', 'city', 'countryCode', 'phone', 'isDefault'],
  widgetShare: ['fromName', 'toEmailAddress', 'personalMessage'],
  gallery: ['title', 'description', 'categoryId'],
} as const;
