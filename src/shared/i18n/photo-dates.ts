/**
 * The dates of the photo pages (timeline, albums, shared albums, viewer, downloads), one format per
 * kind of date so that one date reads the same on every page (issue 34 §5: nl-BE wrote
 * '29 nov 2026' on one page and '28 nov. 2026' on another):
 * - a month: 'November 2026', 'Marzo 2024' (the spec's capitalised Spanish heading);
 * - a day: the spec's 'dd MMM yyyy' as the locale writes it, with its ordinal dots and
 *   abbreviations: '08 Nov 2026', '08. Nov. 2026', '08 nov. 2026', '08 de nov de 2026';
 * - a moment (a day with its time): that day and the locale's short time, joined as the locale joins
 *   them: '08 Nov 2026, 14:03', '08. nov. 2026 14:03'.
 * Every kind comes from the brand's date-fns locale (never hand-written month names), loaded before
 * the first render by the worker and the client entry. Dates are read in the viewer's time zone.
 */
import type { Locale as DateLocale } from 'date-fns';
import { format } from 'date-fns/format';
import { dateLocaleIfLoaded } from './date-locales';
import type { FormatLocale } from './format-locale';

/** The month heading of a timeline month or picker month (month 1–12). */
export function formatPhotoMonth(year: number, month: number, locale: FormatLocale): string {
  const text = format(new Date(year, month - 1, 1), 'MMMM yyyy', { locale: dateLocaleIfLoaded(locale) });
  return locale === 'es-ES' ? text.charAt(0).toLocaleUpperCase('es-ES') + text.slice(1) : text;
}

/** A day: an album's creation ('Created {date}', the list tile), a photo's date taken. */
export function formatPhotoDay(date: Date, locale: FormatLocale): string {
  const dl = dateLocaleIfLoaded(locale);
  return format(date, dayPattern(dl), { locale: dl });
}

/** A moment: a photo's upload, a download's creation. */
export function formatPhotoMoment(date: Date, locale: FormatLocale): string {
  const dl = dateLocaleIfLoaded(locale);
  if (!dl) return format(date, 'dd MMM yyyy, HH:mm');
  // The locale's own joint of day and time ('{{date}}, {{time}}', '{{date}} {{time}}').
  const pattern = dl.formatLong
    .dateTime({ width: 'medium' })
    .replace('{{date}}', dayPattern(dl))
    .replace('{{time}}', dl.formatLong.time({ width: 'short' }));
  return format(date, pattern, { locale: dl });
}

/**
 * The locale's medium date pattern ('d MMM y', 'd. MMM y', "d 'de' MMM 'de' y", German 'do MMM y')
 * with a two-digit day, the spec's 'dd'. German writes its day as an ordinal ('8.'): two digits
 * keep the ordinal's dot.
 */
function dayPattern(dl: DateLocale | undefined): string {
  if (!dl) return 'dd MMM yyyy';
  const medium = dl.formatLong.date({ width: 'medium' });
  const ordinalMark = dl.localize.ordinalNumber(1).replace('1', '');
  return medium.replace(/\bdo\b/, `dd'${ordinalMark}'`).replace(/\bd\b/, 'dd');
}
