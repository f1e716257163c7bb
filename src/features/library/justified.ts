/**
 * Justified rows (issue 16 §4), our own small version of Flickr's `justified-layout` (no package may
 * be installed here, and this one is framework-free, allocation-light and O(n) for a 10,000-photo
 * month): photos fill rows left to right at their aspect ratio, every photo of a row has the row's
 * height, and each full row is scaled to the container's width. A row ends where its height would
 * drop below the target, keeping whichever of "with" or "without" the last photo lands closer to
 * the target (in ratio), so rows stay near one height. The last row of a list is not stretched: it
 * keeps the target height, left aligned.
 *
 * Boxes are whole pixels (no blurry sub-pixel edges) and follow from the photo data alone (the
 * upstream's width and height), so a tile has its final size before its image arrives.
 */

/** Aspect ratios outside this range are cropped: a 20:1 panorama would make a 60 px row. */
export const MIN_ASPECT = 0.25;
export const MAX_ASPECT = 4;
/** Aspect assumed for photos not loaded yet (phones' 4:3 landscape and 3:4 portrait, mixed). */
export const ESTIMATED_ASPECT = 1.2;

export interface JustifyOptions {
  /** Container width, px. */
  readonly width: number;
  /** Row height aimed at, px. */
  readonly targetHeight: number;
  /** Space between photos and between rows, px. */
  readonly gap: number;
}

export interface Justified {
  /** top, left, width, height of photo i at [4i … 4i+3], px relative to the grid's top left. */
  readonly boxes: Float64Array;
  /** Height of the grid (last row's bottom; 0 for no photos). */
  readonly height: number;
  readonly rows: number;
}

export function clampAspect(aspect: number): number {
  if (!Number.isFinite(aspect) || aspect <= 0) return ESTIMATED_ASPECT;
  return Math.min(MAX_ASPECT, Math.max(MIN_ASPECT, aspect));
}

interface Sized {
  readonly visibleWidth?: number;
  readonly visibleHeight?: number;
  readonly thumbnails: readonly { readonly width: number; readonly height: number }[];
}

/** A photo's aspect ratio: its visible size, else its first thumbnail's, else the estimate. */
export function aspectOf(photo: Sized): number {
  if (photo.visibleWidth && photo.visibleHeight) return clampAspect(photo.visibleWidth / photo.visibleHeight);
  const t = photo.thumbnails[0];
  return t && t.width > 0 && t.height > 0 ? clampAspect(t.width / t.height) : ESTIMATED_ASPECT;
}

export function justify(aspects: ArrayLike<number>, { width, targetHeight, gap }: JustifyOptions): Justified {
  const n = aspects.length;
  const boxes = new Float64Array(n * 4);
  const target = Math.max(1, targetHeight);
  const w = Math.max(1, width);
  let top = 0;
  let rows = 0;
  let start = 0;
  while (start < n) {
    let sum = 0;
    let end = n;
    let height = target;
    let stretch = false;
    for (let j = start; j < n; j++) {
      const a = clampAspect(aspects[j]!);
      sum += a;
      const count = j - start + 1;
      const fill = (w - gap * (count - 1)) / sum;
      if (fill > target) continue;
      // The row is full with photo j; without it the row would be taller than the target.
      const without = count > 1 ? (w - gap * (count - 2)) / (sum - a) : Number.POSITIVE_INFINITY;
      if (Math.log(without / target) < Math.log(target / fill)) {
        end = j;
        height = without;
      } else {
        end = j + 1;
        height = fill;
      }
      stretch = true;
      break;
    }
    const rowHeight = Math.max(1, Math.round(height));
    let x = 0;
    for (let i = start; i < end; i++) {
      const exact = clampAspect(aspects[i]!) * height;
      const left = Math.round(x);
      // The last photo of a full row ends exactly at the right edge (rounding leaves no sliver).
      const right = stretch && i === end - 1 ? w : Math.round(x + exact);
      boxes[i * 4] = top;
      boxes[i * 4 + 1] = left;
      boxes[i * 4 + 2] = Math.max(1, right - left);
      boxes[i * 4 + 3] = rowHeight;
      x += exact + gap;
    }
    rows++;
    top += rowHeight + gap;
    start = end;
  }
  return { boxes, height: rows ? top - gap : 0, rows };
}

/**
 * Row height aimed at for a grid width (photo pages: small screens below 576 px): about the size of
 * the former square tiles (3 to 6 a row), so a screen shows about as many photos as before.
 */
export function rowHeightFor(width: number): number {
  return width < 576 ? 110 : width < 1024 ? 150 : 180;
}

/** Height of `count` photos not loaded yet (all at ESTIMATED_ASPECT); memoised per size. */
const estimates = new Map<string, number>();
export function estimatedHeight(count: number, options: JustifyOptions): number {
  if (count <= 0) return 0;
  const key = `${count}:${options.width}:${options.targetHeight}:${options.gap}`;
  let h = estimates.get(key);
  if (h === undefined) {
    if (estimates.size > 2000) estimates.clear();
    h = justify(new Float64Array(count).fill(ESTIMATED_ASPECT), options).height;
    estimates.set(key, h);
  }
  return h;
}

/**
 * Photos [from, to) whose boxes intersect the band [y0, y1) (rows are stacked, so both tops and
 * bottoms grow with the index: two binary searches, whatever the month's size).
 */
export function boxesIn(layout: Justified, y0: number, y1: number): [number, number] {
  const n = layout.boxes.length / 4;
  const b = layout.boxes;
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (b[mid * 4]! + b[mid * 4 + 3]! <= y0) lo = mid + 1;
    else hi = mid;
  }
  const from = lo;
  hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (b[mid * 4]! < y1) lo = mid + 1;
    else hi = mid;
  }
  return [from, lo];
}

/** Horizontal centre of box i, px. */
export function centreOf(layout: Justified, i: number): number {
  return layout.boxes[i * 4 + 1]! + layout.boxes[i * 4 + 2]! / 2;
}

/**
 * Arrow-key neighbour in a justified grid: left/right walk reading order; up/down go to the row
 * above/below, to the photo whose horizontal centre is nearest to `goal` (default: photo i's own
 * centre; callers keep the first one over a run of up/down moves, as text editors keep a column,
 * so Down then Up comes back to the same photo in rows of different widths). Returns i itself at
 * an edge.
 */
export function neighbour(layout: Justified, i: number, key: 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown', goal?: number): number {
  const n = layout.boxes.length / 4;
  if (n === 0) return i;
  if (key === 'ArrowLeft') return Math.max(0, i - 1);
  if (key === 'ArrowRight') return Math.min(n - 1, i + 1);
  const b = layout.boxes;
  const top = b[i * 4]!;
  const centre = goal ?? b[i * 4 + 1]! + b[i * 4 + 2]! / 2;
  const step = key === 'ArrowDown' ? 1 : -1;
  let j = i;
  while (j >= 0 && j < n && b[j * 4] === top) j += step;
  if (j < 0 || j >= n) return i;
  const rowTop = b[j * 4]!;
  let best = j;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (; j >= 0 && j < n && b[j * 4] === rowTop; j += step) {
    const d = Math.abs(b[j * 4 + 1]! + b[j * 4 + 2]! / 2 - centre);
    if (d < bestDistance) {
      bestDistance = d;
      best = j;
    }
  }
  return best;
}
