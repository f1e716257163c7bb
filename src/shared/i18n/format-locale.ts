import type { Locale } from './locales';

/**
 * The locales dates, numbers and amounts are formatted in: the 11 catalogue locales plus the
 * regional variants of brands whose country formats differently from its catalogue's (the German
 * brand reads the de-AT catalogue but writes dates as Germany does: 'Januar', not 'Jänner').
 */
export const FORMAT_LOCALES = [
  'en-GB',
  'en-IE',
  'nl-NL',
  'nl-BE',
  'es-ES',
  'fr-FR',
  'fr-BE',
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

/**
 * A brand's format locale: its catalogue's language in the brand's own country when that variant
 * is one of FORMAT_LOCALES (photobloom-de → de-DE, photobloom-ie → en-IE, photobloom-be-fr →
 * fr-BE), otherwise the catalogue locale itself.
 */
export function formatLocaleOf(brand: { locale: Locale; countryCode: string }): FormatLocale {
  const regional = `${brand.locale.split('-')[0]}-${brand.countryCode}`;
  return isFormatLocale(regional) ? regional : brand.locale;
}

/**
 * The `Accept-Language` the app sends upstream for a brand: the customer's regional locale first
 * (it names the market: en-GB pays in pounds, en-IE in euros), then the catalogue locale, whose
 * translations the upstream has (`de-DE, de-AT;q=0.9`). See docs/contracts.md.
 */
export function acceptLanguageOf(brand: { locale: Locale; countryCode: string }): string {
  const regional = formatLocaleOf(brand);
  return regional === brand.locale ? brand.locale : `${regional}, ${brand.locale};q=0.9`;
}
