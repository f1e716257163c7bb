import type { Locale } from './locales';

/**
 * The locales dates, numbers and amounts are formatted in: the 11 catalogue locales plus the
 * regional variants of brands whose country formats differently from its catalogue's (the German
 * brand reads the de-AT catalogue but writes dates as Germany does: 'Januar', not 'Jänner').
 */
export const FORMAT_LOCALES = [
  'en-GB',
  'nl-NL',
  'nl-BE',
  'es-ES',
  'fr-FR',
  'de-AT',
  'de-DE',
  'it-IT',
  'da-DK',
  'pt-PT',
  'nb-NO',
  'sv-SE',
] as const;
export type FormatLocale = (typeof FORMAT_LOCALES)[number];

export function isFormatLocale(value: unknown): value is FormatLocale {
  return typeof value === 'string' && (FORMAT_LOCALES as readonly string[]).includes(value);
}

/** The catalogue's language in the brand's own country: 'de-DE', 'en-IE', 'fr-BE', 'sv-SE'. */
const regionalOf = (brand: { locale: Locale; countryCode: string }) => `${brand.locale.split('-')[0]}-${brand.countryCode}`;

/**
 * A brand's format locale: its regional locale when dates there differ from the catalogue's
 * (photobloom-de → de-DE), otherwise the catalogue locale (Ireland and French Belgium write dates
 * and euros as en-GB and fr-FR do; the entry stays within its byte budget with one variant).
 */
export function formatLocaleOf(brand: { locale: Locale; countryCode: string }): FormatLocale {
  const regional = regionalOf(brand);
  return isFormatLocale(regional) ? regional : brand.locale;
}

/**
 * The `Accept-Language` the app sends upstream for a brand: the customer's regional locale first
 * (it names the market: en-GB pays in pounds, en-IE in euros), then the catalogue locale, whose
 * translations the upstream has (`de-DE, de-AT;q=0.9`). See docs/contracts.md.
 */
export function acceptLanguageOf(brand: { locale: Locale; countryCode: string }): string {
  const regional = regionalOf(brand);
  return regional === brand.locale ? brand.locale : `${regional}, ${brand.locale};q=0.9`;
}
