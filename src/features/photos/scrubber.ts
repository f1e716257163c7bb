/**
 * Date scrubber math (issue 16 §3), framework-free. The scrubber's track stands for the timeline's
 * virtual height: month i sits at `offsets[i] / virtualHeight` of the track, so dragging maps
 * linearly onto scrolling and every month keeps a slice of the track (months show 24 photos until
 * '+N', so 300 months of a 25-year library share the track evenly). Each month is marked by a bar
 * whose length follows its photo count; years are labelled where they start.
 */
import { isUnknownMonth } from './month-label';
import type { TimelineMonth } from './timeline';
import { monthAt, type TimelineLayout } from './timeline-layout';

/** Index of the newest month in display order (the first for newest-first, else the last). */
export function newestIndex(months: readonly TimelineMonth[]): number {
  if (months.length < 2) return 0;
  const a = months[0]!;
  const b = months[months.length - 1]!;
  // The 'Unknown Date' bucket (January 1970) sorts as the oldest.
  return a.year * 12 + a.month >= b.year * 12 + b.month ? 0 : months.length - 1;
}

/**
 * The month a key press moves to, or null for other keys: PageUp/ArrowUp one month up the page,
 * PageDown/ArrowDown one down, Home the newest, End the oldest (whatever the sort).
 */
export function keyTarget(key: string, index: number, months: readonly TimelineMonth[]): number | null {
  const n = months.length;
  if (n === 0) return null;
  const newest = newestIndex(months);
  const clamp = (i: number) => Math.max(0, Math.min(n - 1, i));
  switch (key) {
    case 'PageUp':
    case 'ArrowUp':
      return clamp(index - 1);
    case 'PageDown':
    case 'ArrowDown':
      return clamp(index + 1);
    case 'Home':
      return newest;
    case 'End':
      return n - 1 - newest;
    default:
      return null;
  }
}

/** The month under a point of the track, `fraction` 0 (top) … 1 (bottom). */
export function monthAtFraction(layout: TimelineLayout, fraction: number): number {
  const f = Math.min(1, Math.max(0, fraction));
  return monthAt(layout, Math.min(layout.virtualHeight - 0.5, f * layout.virtualHeight));
}

/** Where month i starts on the track, 0 … 1. */
export function fractionOf(layout: TimelineLayout, index: number): number {
  return layout.virtualHeight > 0 ? (layout.offsets[index] ?? 0) / layout.virtualHeight : 0;
}

export interface YearMark {
  readonly year: number;
  readonly index: number;
  /** px from the track's top. */
  readonly y: number;
}

/** Labels of the years where they start on a track `height` px tall, at least `minGap` px apart. */
export function yearMarks(months: readonly TimelineMonth[], layout: TimelineLayout, height: number, minGap = 18): YearMark[] {
  const out: YearMark[] = [];
  let last = Number.NEGATIVE_INFINITY;
  let year = Number.NaN;
  for (let i = 0; i < months.length; i++) {
    const m = months[i]!;
    if (m.year === year || isUnknownMonth(m.year, m.month)) continue;
    year = m.year;
    const y = fractionOf(layout, i) * height;
    if (y - last < minGap) continue;
    out.push({ year, index: i, y });
    last = y;
  }
  return out;
}

/**
 * One SVG path (viewBox 0 0 100 virtualHeight, stretched to the track): a bar per month from the
 * right edge, its length from the month's share of the largest month (square root, so a month of
 * 10 photos beside one of 10,000 is still visible).
 */
export function histogramPath(months: readonly TimelineMonth[], layout: TimelineLayout): string {
  let max = 0;
  for (const m of months) max = Math.max(max, m.count);
  if (max === 0) return '';
  const parts: string[] = [];
  for (let i = 0; i < months.length; i++) {
    const y = layout.offsets[i]!;
    const h = layout.offsets[i + 1]! - y;
    const w = Math.round(15 + 85 * Math.sqrt(months[i]!.count / max));
    parts.push(`M${100 - w} ${Math.round(y)}h${w}v${Math.max(1, Math.round(h))}h-${w}z`);
  }
  return parts.join('');
}
