import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type enGB from '../../../locales/en-GB.json';
import type { Locale } from './locales';

/** Every message id of the catalogue; en-GB is the reference locale. */
export type MessageId = keyof typeof enGB;
/** Catalogue texts; the browser gets them pre-parsed to ICU ASTs (scripts/precompile-messages.mjs). */
export type Messages = Record<MessageId, string | MessageFormatElement[]>;
/** Values a message may take (the app passes text, numbers and dates; rich text is done by the caller). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The formatter of one locale: catalogue messages (ICU, via intl-messageformat) and dates. A thin
 * layer of our own instead of `@formatjs/intl`'s createIntl, whose many formatters (relative
 * time, lists, display names, number ranges…) all travel to the browser because they hang on one
 * object; the app uses messages and dates only. Same code on the server (text catalogues) and in
 * the browser (pre-parsed catalogues), so hydration sees the same strings.
 */
export interface Intl {
  readonly locale: Locale;
  /** The message, formatted; an unknown id gives the id back (the catalogue tests catch those). */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatDate(value: Date | number, options?: globalThis.Intl.DateTimeFormatOptions): string;
}

type Message = string | MessageFormatElement[];
/** Compiled messages per locale, keyed by the catalogue entry itself (text or pre-parsed AST). */
const compiled = new Map<Locale, Map<Message, IntlMessageFormat>>();
const dateFormats = new Map<string, globalThis.Intl.DateTimeFormat>();

function compile(locale: Locale, message: Message): IntlMessageFormat {
  let perLocale = compiled.get(locale);
  if (!perLocale) compiled.set(locale, (perLocale = new Map()));
  let format = perLocale.get(message);
  if (!format) perLocale.set(message, (format = new IntlMessageFormat(message, locale)));
  return format;
}

/**
 * Builds the formatter for one locale. Missing keys fall back to the reference messages when
 * given (the worker passes en-GB; the browser loads only its locale, complete by the catalogue
 * tests), so the running app never shows a raw id.
 */
export function createIntlFor(locale: Locale, messages: Partial<Messages>, reference?: Messages): Intl {
  const lookup = (id: string): Message | undefined =>
    (messages as Record<string, Message | undefined>)[id] ?? (reference as Record<string, Message | undefined> | undefined)?.[id];
  return {
    locale,
    formatMessage({ id }, values) {
      const message = lookup(id);
      if (message === undefined) return id;
      try {
        return String(compile(locale, message).format(values));
      } catch (err) {
        console.error(`message ${id} (${locale}): ${err instanceof Error ? err.message : String(err)}`);
        return typeof message === 'string' ? message : id;
      }
    },
    formatDate(value, options = {}) {
      const key = `${locale}|${JSON.stringify(options)}`;
      let format = dateFormats.get(key);
      if (!format) dateFormats.set(key, (format = new globalThis.Intl.DateTimeFormat(locale, options)));
      return format.format(value);
    },
  };
}
