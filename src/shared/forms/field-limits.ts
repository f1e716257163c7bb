/**
 * The longest value each text field of the forms takes, in characters (issue 35 §5): one source
 * for the schemas the worker's form actions parse with (schemas.ts), the inputs' `maxlength` and
 * the 'Up to N characters' under each field (components/form/form-ui.tsx). The upstream's own
 * limits are the same or larger (a person's name 60, a company 100, a sharer's name 80).
 */
export const FIELD_MAX_LENGTH = {
  firstName: 60,
  lastName: 60,
  companyName: 100,
  street: 100,
  houseNumber: 14,
  postalCode: 10,
  city: 60,
  phone: 20,
  fromName: 80,
  personalMessage: 500,
  title: 100,
  description: 500,
} as const;

export type LimitedField = keyof typeof FIELD_MAX_LENGTH;

/** The limit of a form field by its name, if it has one. */
export function maxLengthOf(name: string): number | undefined {
  return Object.hasOwn(FIELD_MAX_LENGTH, name) ? FIELD_MAX_LENGTH[name as LimitedField] : undefined;
}
