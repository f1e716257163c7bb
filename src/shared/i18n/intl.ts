import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type enGB from '../../../locales/en-GB.json';
import { DEFAULT_LOCALE, type Locale } from './locales';

/** Every message id of the catalogue; en-GB is the reference locale. */
export type MessageId = keyof typeof enGB;
/** Catalogue texts; the browser gets them pre-parsed to ICU ASTs (scripts/precompile-messages.mjs). */
export type Messages = Record<MessageId, string | MessageFormatElement[]>;
export type Intl = IntlShape<string> & { locale: Locale };

const cache = createIntlCache();

/**
 * Builds the formatter for one locale. Missing keys fall back to the reference messages so the
 * running app never shows a raw id (the locale-parity test is what fails on a missing key).
 */
export function createIntlFor(locale: Locale, messages: Partial<Messages>, reference: Messages): Intl {
  const intl = createIntl(
    {
      locale,
      defaultLocale: DEFAULT_LOCALE,
      // formatjs types a catalogue as all strings or all ASTs; ours is one or the other per build.
      messages: { ...reference, ...messages } as Record<string, string>,
      onError: (err) => {
        if (err.code !== 'MISSING_TRANSLATION') console.error(err.message);
      },
    },
    cache,
  );
  return intl as Intl;
}
