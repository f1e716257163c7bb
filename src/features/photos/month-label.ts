/**
 * Month headings of the timeline (photo spec §2): 'MMMM yyyy' in the page's locale; January 1970
 * (the upstream's "no date" bucket) shows the catalogue's 'Unknown Date'; Spanish month names are
 * lower case in date-fns, and the spec wants the heading capitalised there.
 * The brand's date-fns locale is loaded before rendering (server render and client entry), so the
 * photo route chunks don't carry every locale (DESIGN §5 route budget).
 */
import { format } from 'date-fns';
import { dateLocaleIfLoaded } from '../../shared/i18n/date-locales';
import type { FormatLocale } from '../../shared/i18n/format-locale';

/** `year/month` (month 1–12), the spec's month key. */
export function monthKey(year: number, month: number): string {
  return `${year}/${month}`;
}

export function isUnknownMonth(year: number, month: number): boolean {
  return year === 1970 && month === 1;
}

/**
 * @param unknownDate the localised 'Unknown Date' text (from the catalogue, `photos.month.unknown`)
 */
export function monthLabel(year: number, month: number, locale: FormatLocale, unknownDate: string): string {
  if (isUnknownMonth(year, month)) return unknownDate;
  const text = format(new Date(year, month - 1, 1), 'MMMM yyyy', { locale: dateLocaleIfLoaded(locale) });
  return locale === 'es-ES' ? text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1) : text;
}
