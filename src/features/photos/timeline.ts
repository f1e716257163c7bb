/**
 * The timeline of the upstream (year → month → count, photo spec §3) as a list of month entries,
 * one section each, newest first for descending sort (oldest first for ascending). Months with a
 * zero count have no section.
 */
import { monthKey } from './month-label';

export interface TimelineMonth {
  readonly key: string;
  readonly year: number;
  readonly month: number;
  readonly count: number;
}

/** Months whose first page is in the server-rendered page (the first screenful). */
export const SERVER_MONTHS = 3;

/** The months the server renders first for a timeline in `order`: their keys' year and month. */
export function serverMonths(timeline: Parameters<typeof timelineMonths>[0], order: 'asc' | 'desc'): { year: number; month: number }[] {
  return timelineMonths(timeline, order)
    .slice(0, SERVER_MONTHS)
    .map(({ year, month }) => ({ year, month }));
}

export function timelineMonths(
  timeline: Readonly<Record<string, Readonly<Record<string, number>>>>,
  order: 'asc' | 'desc' = 'desc',
): TimelineMonth[] {
  const out: TimelineMonth[] = [];
  for (const [y, months] of Object.entries(timeline)) {
    const year = Number(y);
    if (!Number.isInteger(year)) continue;
    for (const [m, count] of Object.entries(months)) {
      const month = Number(m);
      if (!Number.isInteger(month) || month < 1 || month > 12 || !(count > 0)) continue;
      out.push({ key: monthKey(year, month), year, month, count });
    }
  }
  const sign = order === 'asc' ? 1 : -1;
  return out.sort((a, b) => sign * (a.year - b.year || a.month - b.month));
}

/** Sum of the month counts (the Photos tab count when /users is not loaded). */
export function totalCount(months: readonly TimelineMonth[]): number {
  return months.reduce((n, m) => n + m.count, 0);
}
