import { z } from 'zod';

/**
 * Server-side address rules. The spec gives only the messages (§5); the rules are ours:
 * postal codes per country for the brands' countries, a loose international phone rule,
 * a street name with at least one letter and a house number starting with digits.
 */
export const POSTAL_CODE_RULES: Record<string, RegExp> = {
  NL: /^[1-9][0-9]{3} ?[A-Za-z]{2}$/,
  BE: /^[1-9][0-9]{3}$/,
  LU: /^[0-9]{4}$/,
  DE: /^[0-9]{5}$/,
  AT: /^[1-9][0-9]{3}$/,
  CH: /^[1-9][0-9]{3}$/,
  FR: /^[0-9]{5}$/,
  ES: /^(0[1-9]|[1-4][0-9]|5[0-2])[0-9]{3}$/,
  IT: /^[0-9]{5}$/,
  PT: /^[1-9][0-9]{3}-[0-9]{3}$/,
  DK: /^[0-9]{4}$/,
  NO: /^[0-9]{4}$/,
  SE: /^[1-9][0-9]{2} ?[0-9]{2}$/,
  GB: /^[A-Za-z]{1,2}[0-9][A-Za-z0-9]? ?[0-9][A-Za-z]{2}$/,
  IE: /^[A-Za-z][0-9][0-9Ww] ?[A-Za-z0-9]{4}$/,
};

export const ADDRESS_MESSAGES = {
  phone: 'Phone number must be valid',
  postalCode: 'Postal Code must be valid',
  houseNumber: 'Street number must be valid',
  street: 'Street name must be valid',
} as const;

const name = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .max(60)
    .regex(/^[^<>{}\u0000-\u001f]+$/u, `${label} must be valid`);

/** The address fields and their rules (§5 messages). */
const addressFields = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  street: z
    .string()
    .trim()
    .regex(/^(?=.*\p{L})[\p{L}\p{M}0-9 .,'’\-/]{2,100}$/u, ADDRESS_MESSAGES.street),
  houseNumber: z
    .string()
    .trim()
    .regex(/^[0-9]{1,5}( ?[-/]? ?[A-Za-z0-9]{1,6})?$/, ADDRESS_MESSAGES.houseNumber),
  postalCode: z.string().trim().min(1, ADDRESS_MESSAGES.postalCode).max(10, ADDRESS_MESSAGES.postalCode),
  city: name('City'),
  countryCode: z.enum(Object.keys(POSTAL_CODE_RULES) as [string, ...string[]], 'Country must be supported'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{5,19}$/, ADDRESS_MESSAGES.phone)
    .refine((p) => p.replace(/\D/g, '').length >= 6 && p.replace(/\D/g, '').length <= 15, ADDRESS_MESSAGES.phone),
  isDefault: z.boolean().optional(),
});

function postalCodeRule(a: { countryCode: string; postalCode: string }, ctx: z.RefinementCtx): void {
  const rule = POSTAL_CODE_RULES[a.countryCode];
  if (rule && !rule.test(a.postalCode)) {
    ctx.addIssue({ code: 'custom', path: ['postalCode'], message: ADDRESS_MESSAGES.postalCode });
  }
}

/** An address as written by the client (create, update). Unknown fields are refused. */
export const addressInputSchema = addressFields.strict().superRefine(postalCodeRule);

/**
 * A delivery address for an order: the same rules, but a saved address may be sent as it is
 * (its `id` and `isDefault` are accepted and dropped).
 */
export const deliveryAddressSchema = addressFields
  .extend({ id: z.string().max(64).optional() })
  .strict()
  .superRefine(postalCodeRule);

export type AddressInput = z.infer<typeof addressInputSchema>;

/** The address fields without id/isDefault, as stored on an order's delivery address. */
export type PlainAddress = Omit<AddressInput, 'isDefault'>;

export function plainAddress(a: AddressInput & { id?: string }): PlainAddress {
  const { isDefault: _ignored, id: _id, ...rest } = a;
  void _ignored;
  void _id;
  return rest;
}
