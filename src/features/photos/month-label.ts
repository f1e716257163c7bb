/**
 * Month headings of the timeline, the scrubber and the album picker (photo spec §2): the photo
 * pages' one month format (shared/i18n/photo-dates.ts: 'MMMM yyyy', capitalised in Spanish);
 * January 1970 (the upstream's "no date" bucket) shows the catalogue's 'Unknown Date'.
 */
import type { FormatLocale } from '../../shared/i18n/format-locale';
import { formatPhotoMonth } from '../../shared/i18n/photo-dates';

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
  return formatPhotoMonth(year, month, locale);
}
