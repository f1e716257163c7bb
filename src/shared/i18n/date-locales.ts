import type { Locale as DateLocale } from 'date-fns';
import type { FormatLocale } from './format-locale';

/**
 * date-fns locale of each format locale (the 11 catalogue locales and the brands' regional variants), each imported on its own (never the whole `date-fns/locale`,
 * which costs seconds of test start-up and would put every locale in the client bundle). They
 * are loaded on demand: the client fetches only its brand's locale as a separate chunk.
 */
const LOADERS: Readonly<Record<FormatLocale, () => Promise<DateLocale>>> = {
  'en-GB': () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  'nl-NL': () => import('date-fns/locale/nl').then((m) => m.nl),
  'nl-BE': () => import('date-fns/locale/nl-BE').then((m) => m.nlBE),
  'es-ES': () => import('date-fns/locale/es').then((m) => m.es),
  'fr-FR': () => import('date-fns/locale/fr').then((m) => m.fr),
  'de-AT': () => import('date-fns/locale/de-AT').then((m) => m.deAT),
  // Germany: 'Januar' (date-fns `de`), where de-AT writes 'Jänner'.
  'de-DE': () => import('date-fns/locale/de').then((m) => m.de),
  'it-IT': () => import('date-fns/locale/it').then((m) => m.it),
  'da-DK': () => import('date-fns/locale/da').then((m) => m.da),
  'pt-PT': () => import('date-fns/locale/pt').then((m) => m.pt),
  'nb-NO': () => import('date-fns/locale/nb').then((m) => m.nb),
  'sv-SE': () => import('date-fns/locale/sv').then((m) => m.sv),
};

const loaded = new Map<FormatLocale, DateLocale>();

/** Loads (once) the date-fns locale of `locale`. Await it before rendering dates, e.g. in a loader. */
export async function loadDateLocale(locale: FormatLocale): Promise<DateLocale> {
  const cached = loaded.get(locale);
  if (cached) return cached;
  const value = await LOADERS[locale]();
  loaded.set(locale, value);
  return value;
}

/**
 * The date-fns locale when it has been loaded (synchronous, for render code); undefined before.
 * The server and the client entry load the brand's locale up front, so render code can rely on it.
 */
export function dateLocaleIfLoaded(locale: FormatLocale): DateLocale | undefined {
  return loaded.get(locale);
}
