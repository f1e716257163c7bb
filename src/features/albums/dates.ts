/**
 * Album dates (photo spec §2): list tiles use 'dd MMM yyyy'; the album header says 'Created today',
 * 'Created yesterday' or 'Created {date}' (the locale's medium date: day, short month, year), by the
 * viewer's local calendar.
 */
import { format } from 'date-fns/format';
import { dateLocaleIfLoaded } from '../../shared/i18n/date-locales';
import type { FormatLocale } from '../../shared/i18n/format-locale';

// The brand's date-fns locale is loaded before the first render (worker and client entry), so the
// album chunks don't carry all eleven locales.
const dateLocale = (locale: FormatLocale) => ({ locale: dateLocaleIfLoaded(locale) });

export function listDate(iso: string, locale: FormatLocale): string {
  return format(new Date(iso), 'dd MMM yyyy', dateLocale(locale));
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
  // The locale's own medium date ('8 Oct 2026', '8. Okt. 2026', '8. okt. 2026'): its ordinal dots and order.
  return { id: 'albums.created.date', date: format(created, 'PP', dateLocale(locale)) };
}
