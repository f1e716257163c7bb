// Server-side catalogue: every locale is bundled into the worker (the client loads only its own),
// in the compact form scripts/server-catalogue.mjs writes at each client build: the ids once, and per
// locale its texts in that order. A locale's messages object is built on its first use.
import compact from './catalogue.gen.json';
import type { FormatLocale } from './format-locale';
import { type AppIntl, createIntlFor, type MessageId, type Messages } from './intl';
import type { Locale } from './locales';

const ids = compact.ids as MessageId[];
const texts = compact.texts as Record<Locale, (string | null)[]>;
const catalogue = new Map<Locale, Partial<Messages>>();

function catalogueOf(locale: Locale): Partial<Messages> {
  let messages = catalogue.get(locale);
  if (!messages) {
    const own = texts[locale];
    const built: Partial<Messages> = {};
    ids.forEach((id, i) => {
      const text = own[i];
      if (text != null) built[id] = text;
    });
    messages = built;
    catalogue.set(locale, messages);
  }
  return messages;
}

export function messagesFor(locale: Locale): Partial<Messages> {
  return catalogueOf(locale);
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
    intl = Object.freeze(createIntlFor(locale, catalogueOf(locale), catalogueOf('en-GB') as Messages, formatLocale));
    formatterCache.set(key, intl);
  }
  return intl;
}
