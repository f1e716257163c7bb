/** The 11 locales of the spec; every brand maps to one of them. */
export const LOCALES = ['en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en-GB';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
