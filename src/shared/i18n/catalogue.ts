// Server-side catalogue: every locale is bundled into the worker (the client loads only its own).
import daDK from '../../../locales/da-DK.json';
import deAT from '../../../locales/de-AT.json';
import enGB from '../../../locales/en-GB.json';
import esES from '../../../locales/es-ES.json';
import frFR from '../../../locales/fr-FR.json';
import itIT from '../../../locales/it-IT.json';
import nbNO from '../../../locales/nb-NO.json';
import nlBE from '../../../locales/nl-BE.json';
import nlNL from '../../../locales/nl-NL.json';
import ptPT from '../../../locales/pt-PT.json';
import svSE from '../../../locales/sv-SE.json';
import type { FormatLocale } from './format-locale';
import { type AppIntl, createIntlFor, type Messages } from './intl';
import type { Locale } from './locales';

const catalogue: Record<Locale, Partial<Messages>> = {
  'en-GB': enGB,
  'nl-NL': nlNL,
  'es-ES': esES,
  'fr-FR': frFR,
  'nl-BE': nlBE,
  'de-AT': deAT,
  'it-IT': itIT,
  'da-DK': daDK,
  'pt-PT': ptPT,
  'nb-NO': nbNO,
  'sv-SE': svSE,
};

export function messagesFor(locale: Locale): Partial<Messages> {
  return catalogue[locale];
}

/**
 * One formatter per locale pair per isolate (issue 18 §4): building it merges the locale's
 * catalogue over en-GB (a copy of ~1,000 entries) and its config, which every server render did
 * again. The formatter holds no request state (messages, locales, the shared memoised formatters).
 */
const formatterCache = new Map<string, AppIntl>();

/** The formatter of a catalogue; dates and amounts in `formatLocale` (the brand's, see format-locale.ts). */
export function intlFor(locale: Locale, formatLocale: FormatLocale = locale): AppIntl {
  const key = `${locale}|${formatLocale}`;
  let intl = formatterCache.get(key);
  if (!intl) {
    intl = Object.freeze(createIntlFor(locale, catalogue[locale], enGB, formatLocale));
    formatterCache.set(key, intl);
  }
  return intl;
}
