/**
 * Virtual layout of the timeline, built for 100 to 1,000,000 photos (DESIGN §5).
 *
 * Each month is a header plus its justified grid (`month-grid.ts`); the grid's height follows from
 * the photos' sizes once its page is loaded and is estimated from the count before, so an image
 * arriving never moves anything. Months are found by binary search over prefix offsets and only
 * the photos in view are rendered. A month's estimate turning into its real height above the
 * viewport is compensated by the timeline's scroll anchor (`scroll-anchor.ts`).
 *
 * Browsers cap an element's height near 2^24 px (≈16.7M). When the virtual height exceeds
 * `maxScrollHeight` (10M by default) the scrollable element is only that tall and a scroll *scale*
 * maps the real scrollTop linearly onto the virtual offset: scrollTop 0 ↔ virtual 0 and the largest
 * scrollTop ↔ the largest virtual offset, so the oldest month is always reachable. Rendered content
 * is placed at `scrollTop + (virtualOffset − virtualTop)`; with scale 1 that is just its offset.
 */
export interface LayoutMonth {
  readonly key: string;
  /**
   * Height of the month's photo grid (justified rows, `month-grid.ts`): from the photos' sizes once
   * its page is loaded, estimated from the photos it will show before.
   */
  readonly contentHeight: number;
}

export interface GridMetrics {
  /** Height of a month heading including its margins. */
  readonly headerHeight: number;
  /** Space after a month's grid. */
  readonly sectionGap: number;
}

/** Largest height given to the scroll element: well under the ~2^24 px browser cap. */
export const MAX_SCROLL_HEIGHT = 10_000_000;

export interface TimelineLayout {
  readonly metrics: GridMetrics;
  readonly keys: readonly string[];
  /** Virtual top of month i; `offsets[n]` is the virtual height. */
  readonly offsets: Float64Array;
  readonly virtualHeight: number;
  /** Height given to the scroll element. */
  readonly scrollHeight: number;
}

export function buildLayout(months: readonly LayoutMonth[], metrics: GridMetrics, maxScrollHeight = MAX_SCROLL_HEIGHT): TimelineLayout {
  const n = months.length;
  const offsets = new Float64Array(n + 1);
  for (let i = 0; i < n; i++) {
    offsets[i + 1] = offsets[i]! + metrics.headerHeight + Math.max(0, months[i]!.contentHeight) + metrics.sectionGap;
  }
  const virtualHeight = offsets[n]!;
  return {
    metrics,
    keys: months.map((m) => m.key),
    offsets,
    virtualHeight,
    scrollHeight: Math.min(virtualHeight, maxScrollHeight),
  };
}

/** Virtual pixels per real pixel of scrolling (1 until the cap is reached). */
export function scrollScale(layout: TimelineLayout, viewport: number): number {
  const realRange = layout.scrollHeight - viewport;
  const virtualRange = layout.virtualHeight - viewport;
  return realRange > 0 && virtualRange > realRange ? virtualRange / realRange : 1;
}

/** Real scrollTop → virtual offset of the viewport's top. */
export function toVirtual(layout: TimelineLayout, scrollTop: number, viewport: number): number {
  const max = Math.max(0, layout.virtualHeight - viewport);
  return Math.min(max, Math.max(0, scrollTop * scrollScale(layout, viewport)));
}

/** Virtual offset → the real scrollTop that shows it at the viewport's top. */
export function toScroll(layout: TimelineLayout, virtualTop: number, viewport: number): number {
  const max = Math.max(0, layout.scrollHeight - viewport);
  return Math.min(max, Math.max(0, virtualTop / scrollScale(layout, viewport)));
}

/** Index of the month containing virtual offset y (clamped). */
export function monthAt(layout: TimelineLayout, y: number): number {
  const n = layout.keys.length;
  if (n === 0) return -1;
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (layout.offsets[mid]! <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The month whose section is at the top of the viewport: `top` is the viewport's top in px from the
 * timeline's top (real scroll px, the sticky bar's height added), for a bar that names the month
 * ('November 2026'). Null while the timeline starts below that line (its first heading is in view).
 */
export function monthAtTop(layout: TimelineLayout, top: number, viewport: number): string | null {
  if (top < 0 || layout.keys.length === 0) return null;
  return layout.keys[monthAt(layout, toVirtual(layout, top, viewport))] ?? null;
}

export interface VisibleMonth {
  readonly index: number;
  readonly key: string;
  /** Virtual top of the section. */
  readonly top: number;
  readonly height: number;
  /** The band of the month's grid to render, px from the grid's top (may reach outside it). */
  readonly contentFrom: number;
  readonly contentTo: number;
  /** The header is within the rendered window. */
  readonly headerVisible: boolean;
}

/**
 * Months intersecting [virtualTop − overscan, virtualTop + viewport + overscan], with the band of
 * each month's grid in that range. O(log months + months in view), whatever the library size.
 */
export function visibleWindow(layout: TimelineLayout, virtualTop: number, viewport: number, overscan = 0): VisibleMonth[] {
  const n = layout.keys.length;
  if (n === 0) return [];
  const from = Math.max(0, virtualTop - overscan);
  const to = virtualTop + viewport + overscan;
  const { headerHeight } = layout.metrics;
  const out: VisibleMonth[] = [];
  for (let i = monthAt(layout, from); i < n && layout.offsets[i]! < to; i++) {
    const top = layout.offsets[i]!;
    const contentTop = top + headerHeight;
    out.push({
      index: i,
      key: layout.keys[i]!,
      top,
      height: layout.offsets[i + 1]! - top,
      contentFrom: from - contentTop,
      contentTo: to - contentTop,
      headerVisible: contentTop > from,
    });
  }
  return out;
}

/** Row height aimed at for a grid width (shared with the album grid). */
export { rowHeightFor } from '../library/justified';
