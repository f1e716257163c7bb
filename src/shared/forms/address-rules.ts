/**
 * Address rules of the address form schema (the worker's form action) and the page's country list,
 * without zod (the page imports the list). They mirror the
 * upstream customer API (upstream/src/account/customer/address-rules.ts) so a form that passes here
 * is not refused there:
 * - street: at least one letter, 2–100 of letters, digits, spaces and .,'’-/ → 'Street name must be valid'
 * - houseNumber: 1–5 digits, then an optional suffix ('12', '12a', '12-3', '45 B') → 'Street number must be valid'
 * - phone: optional +, 6–15 digits, spaces and ()- allowed → 'Phone number must be valid'
 * - postalCode: the country's pattern below → 'Postal Code must be valid'
 */
export const POSTAL_CODE_RULES = {
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
} as const satisfies Record<string, RegExp>;

export type CountryCode = keyof typeof POSTAL_CODE_RULES;
export const COUNTRY_CODES = Object.keys(POSTAL_CODE_RULES) as [CountryCode, ...CountryCode[]];

export const isCountryCode = (v: string): v is CountryCode => Object.hasOwn(POSTAL_CODE_RULES, v);

/**
 * A postal code as its country writes it: upper-case, single spaces, and the space where the
 * country puts one (NL '1012 LG', SE '123 45', GB 'SW1A 1AA', IE 'D02 X285'). Anything that does not
 * fit its country's pattern is returned trimmed and upper-cased only (validation reports it).
 */
export function normalisePostalCode(countryCode: string, postalCode: string): string {
  const code = postalCode.trim().replace(/\s+/g, ' ').toUpperCase();
  const compact = code.replace(/ /g, '');
  if (!postalCodeValid(countryCode, code)) return code;
  switch (countryCode) {
    case 'NL':
      return `${compact.slice(0, 4)} ${compact.slice(4)}`;
    case 'SE':
      return `${compact.slice(0, 3)} ${compact.slice(3)}`;
    case 'GB':
      return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
    case 'IE':
      return `${compact.slice(0, 3)} ${compact.slice(3)}`;
    default:
      return code;
  }
}

/**
 * The countries of the address forms (settings and an order's delivery address) in the page's
 * language, sorted by their localised names, with the brand's own country first: the one a
 * customer of that shop most likely means.
 */
export function countryOptions(locale: string, brandCountry: string): { code: CountryCode; name: string }[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
  } catch {
    names = null;
  }
  const name = (code: CountryCode) => {
    try {
      return names?.of(code) ?? code;
    } catch {
      return code;
    }
  };
  const collator = new Intl.Collator(locale);
  const options = COUNTRY_CODES.map((code) => ({ code, name: name(code) })).sort((a, b) => collator.compare(a.name, b.name));
  const own = options.findIndex((o) => o.code === brandCountry);
  return own > 0 ? [options[own]!, ...options.slice(0, own), ...options.slice(own + 1)] : options;
}

/** The country an empty address form starts with: the brand's own when the forms offer it. */
export const defaultCountry = (brandCountry: string): CountryCode => (isCountryCode(brandCountry) ? brandCountry : COUNTRY_CODES[0]);

export function postalCodeValid(countryCode: string, postalCode: string): boolean {
  return isCountryCode(countryCode) && POSTAL_CODE_RULES[countryCode].test(postalCode.trim());
}

export const STREET_RULE = /^(?=.*\p{L})[\p{L}\p{M}0-9 .,'’\-/]{2,100}$/u;
export const HOUSE_NUMBER_RULE = /^[0-9]{1,5}( ?[-/]? ?[A-Za-z0-9]{1,6})?$/;
export const PHONE_RULE = /^\+?[0-9][0-9 ()-]{5,19}$/;

export function phoneValid(phone: string): boolean {
  const p = phone.trim();
  const digits = p.replace(/\D/g, '').length;
  return PHONE_RULE.test(p) && digits >= 6 && digits <= 15;
}

/** A person's or city name: 1–60 characters, no markup or control characters (as the upstream). */
export const NAME_RULE = /^[^<>{}\u0000-\u001f]+$/u;
