import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createFormatters, createIntlCache, DEFAULT_INTL_CONFIG, formatDate, formatMessage } from '@formatjs/intl';
import type enGB from '../../../locales/en-GB.json';
import type { FormatLocale } from './format-locale';
import type { Locale } from './locales';

/** Every message id of the catalogue; en-GB is the reference locale. */
export type MessageId = keyof typeof enGB;
/** Catalogue texts; the browser gets them pre-parsed to ICU ASTs (scripts/precompile-messages.mjs). */
export type Messages = Record<MessageId, string | MessageFormatElement[]>;
/** Values a message may take (the app passes text, numbers and dates; rich text is done by the caller). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * The formatter of one locale as the app uses it: catalogue messages and dates, from
 * `@formatjs/intl`. The same code runs on the server (text catalogues) and in the browser
 * (pre-parsed catalogues), so hydration sees the same strings.
 */
export interface AppIntl {
  readonly locale: Locale;
  /** Dates, numbers and amounts: the brand's regional locale (de-DE on the German brand), see format-locale.ts. */
  readonly formatLocale: FormatLocale;
  /** The message, formatted; an unknown id gives the id back (the catalogue tests catch those). */
  formatMessage(descriptor: { id: string }, values?: MessageValues): string;
  formatDate(value: Date | number, options?: globalThis.Intl.DateTimeFormatOptions): string;
}

/**
 * One set of memoised formatters per isolate / tab (compiled messages, Intl.DateTimeFormat).
 * `@formatjs/intl`'s standalone formatMessage / formatDate rather than createIntl: createIntl binds
 * every formatter (relative time, lists, display names, numbers…) into one object, so all of them
 * would travel to the browser; the app uses messages and dates only.
 */
const formatters = createFormatters(createIntlCache());

/**
 * Builds the formatter for one locale. Missing keys fall back to the reference messages when
 * given (the worker passes en-GB; the browser loads only its locale, complete by the catalogue
 * tests), so the running app never shows a raw id.
 */
export function createIntlFor(
  locale: Locale,
  messages: Partial<Messages>,
  reference?: Messages,
  formatLocale: FormatLocale = locale,
): AppIntl {
  const config = {
    ...DEFAULT_INTL_CONFIG,
    locale,
    // Text or pre-parsed entries; the config's type asks for one kind per catalogue, each works.
    messages: (reference ? { ...reference, ...messages } : messages) as Record<string, string>,
    // A missing id or a failed format is logged; the id (or the raw text) is shown instead of crashing the page.
    onError: (err: Error) => console.error(`i18n (${locale}): ${err.message}`),
  };
  // Dates follow the brand's country, messages its catalogue.
  const dateConfig = { ...config, locale: formatLocale };
  return {
    locale,
    formatLocale,
    formatMessage: (descriptor, values) => String(formatMessage(config, formatters, descriptor, values)),
    formatDate: (value, options) => formatDate(dateConfig, formatters.getDateTimeFormat, value, options),
  };
}
