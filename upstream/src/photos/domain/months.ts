/** UTC month boundaries in ms; the timeline groups by UTC month (unknown dates → 1970-01). */
export function monthRange(year: number, month: number): { start: number; end: number } {
  return { start: Date.UTC(year, month - 1, 1), end: Date.UTC(year, month, 1) };
}

export type TimelineRow = { year: number; month: number; count: number };

/** Rows → `{ "2024": { "3": 12 } }`, the spec's year → month → count mapping. */
export function toTimeline(rows: TimelineRow[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    if (row.count <= 0) continue;
    out[String(row.year)] ??= {};
    const year = out[String(row.year)]!;
    year[String(row.month)] = row.count;
  }
  return out;
}
