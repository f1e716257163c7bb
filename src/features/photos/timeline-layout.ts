/**
 * Virtual layout of the timeline, built for 100 to 1,000,000 photos (DESIGN §5).
 *
 * Each month is a header plus rows of square tiles; its height follows from the photos its section
 * shows (24 before '+N', more after) and the grid's column count, so nothing is measured and nothing
 * shifts when a page arrives. Months are found by binary search over prefix offsets and only the
 * rows in view are rendered.
 *
 * Browsers cap an element's height near 2^24 px (≈16.7M). When the virtual height exceeds
 * `maxScrollHeight` (10M by default) the scrollable element is only that tall and a scroll *scale*
 * maps the real scrollTop linearly onto the virtual offset: scrollTop 0 ↔ virtual 0 and the largest
 * scrollTop ↔ the largest virtual offset, so the oldest month is always reachable. Rendered content
 * is placed at `scrollTop + (virtualOffset − virtualTop)`; with scale 1 that is just its offset.
 */
export interface LayoutMonth {
  readonly key: string;
  /** Photos the section lays out (see `expectedShown`). */
  readonly shown: number;
}

export interface GridMetrics {
  readonly columns: number;
  /** Height of one row of tiles including the gap below it. */
  readonly rowHeight: number;
  /** Height of a month heading including its margins. */
  readonly headerHeight: number;
  /** Space after a month's last row. */
  readonly sectionGap: number;
}

/** Largest height given to the scroll element: well under the ~2^24 px browser cap. */
export const MAX_SCROLL_HEIGHT = 10_000_000;

export interface TimelineLayout {
  readonly metrics: GridMetrics;
  readonly keys: readonly string[];
  /** Virtual top of month i; `offsets[n]` is the virtual height. */
  readonly offsets: Float64Array;
  readonly rows: Uint32Array;
  readonly virtualHeight: number;
  /** Height given to the scroll element. */
  readonly scrollHeight: number;
}

export function buildLayout(months: readonly LayoutMonth[], metrics: GridMetrics, maxScrollHeight = MAX_SCROLL_HEIGHT): TimelineLayout {
  const columns = Math.max(1, Math.floor(metrics.columns));
  const n = months.length;
  const offsets = new Float64Array(n + 1);
  const rows = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    const r = Math.ceil(Math.max(0, months[i]!.shown) / columns);
    rows[i] = r;
    offsets[i + 1] = offsets[i]! + metrics.headerHeight + r * metrics.rowHeight + metrics.sectionGap;
  }
  const virtualHeight = offsets[n]!;
  return {
    metrics: { ...metrics, columns },
    keys: months.map((m) => m.key),
    offsets,
    rows,
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

export interface VisibleMonth {
  readonly index: number;
  readonly key: string;
  /** Virtual top of the section. */
  readonly top: number;
  readonly height: number;
  /** Rows [firstRow, lastRow) of this month to render. */
  readonly firstRow: number;
  readonly lastRow: number;
  /** The header is within the rendered window. */
  readonly headerVisible: boolean;
}

/**
 * Months and rows intersecting [virtualTop − overscan, virtualTop + viewport + overscan]. The work is
 * O(log months + rendered rows), whatever the library size.
 */
export function visibleWindow(layout: TimelineLayout, virtualTop: number, viewport: number, overscan = 0): VisibleMonth[] {
  const n = layout.keys.length;
  if (n === 0) return [];
  const from = Math.max(0, virtualTop - overscan);
  const to = virtualTop + viewport + overscan;
  const { headerHeight, rowHeight } = layout.metrics;
  const out: VisibleMonth[] = [];
  for (let i = monthAt(layout, from); i < n && layout.offsets[i]! < to; i++) {
    const top = layout.offsets[i]!;
    const rowsTop = top + headerHeight;
    const rows = layout.rows[i]!;
    const firstRow = Math.min(rows, Math.max(0, Math.floor((from - rowsTop) / rowHeight)));
    const lastRow = Math.min(rows, Math.max(0, Math.ceil((to - rowsTop) / rowHeight)));
    out.push({
      index: i,
      key: layout.keys[i]!,
      top,
      height: layout.offsets[i + 1]! - top,
      firstRow,
      lastRow,
      headerVisible: rowsTop > from,
    });
  }
  return out;
}

/** Columns and tile size for a grid width (photo pages: small screens below 576 px). */
export function gridFor(width: number, gap = 4): { columns: number; tile: number } {
  const columns = width < 576 ? 3 : width < 1024 ? 4 : width < 1280 ? 5 : 6;
  const tile = Math.max(1, Math.floor((Math.max(width, columns) - gap * (columns - 1)) / columns));
  return { columns, tile };
}
