/**
 * Album dates (photo spec §2): list tiles use 'dd MMM yyyy'; the album header says 'Created today',
 * 'Created yesterday' or 'Created {date}' (day, short month, year), by the viewer's local calendar.
 * Both are the photo pages' one day format (shared/i18n/photo-dates.ts), so an album's date reads
 * the same on the list and on its page.
 */
import type { FormatLocale } from '../../shared/i18n/format-locale';
import { formatPhotoDay } from '../../shared/i18n/photo-dates';

export function listDate(iso: string, locale: FormatLocale): string {
  return formatPhotoDay(new Date(iso), locale);
}

export type CreatedLabel =
  | { id: 'albums.created.today' }
  | { id: 'albums.created.yesterday' }
  | { id: 'albums.created.date'; date: string };

function dayStart(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

export function createdLabel(iso: string, now: Date, locale: FormatLocale): CreatedLabel {
  const created = new Date(iso);
  const today = dayStart(now);
  const day = dayStart(created);
  if (day === today) return { id: 'albums.created.today' };
  // Yesterday by calendar (DST-safe: built from the date parts, not minus 24 h).
  const yesterday = dayStart(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  if (day === yesterday) return { id: 'albums.created.yesterday' };
  return { id: 'albums.created.date', date: formatPhotoDay(created, locale) };
}
