/**
 * Arrow-key movement between photo tiles in reading order (issue 16 §5), independent of the grid's
 * layout (square columns or justified rows of any width): left / right walk the loaded photos'
 * order, up / down go to the tile of the row above / below whose centre is nearest. Pure.
 */

export interface TileBox {
  id: string;
  top: number;
  left: number;
  width: number;
  height: number;
}

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';

export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowLeft' || key === 'ArrowRight' || key === 'ArrowUp' || key === 'ArrowDown';
}

/** The id `delta` places from `id` in `order`, clamped to the ends; null when it would not move. */
export function readingOrderStep(order: readonly string[], id: string, delta: number): string | null {
  const i = order.indexOf(id);
  if (i < 0 || order.length === 0) return null;
  const j = Math.max(0, Math.min(order.length - 1, i + delta));
  return j === i ? null : order[j]!;
}

/** Half a pixel of rounding: tiles of one row share their top. */
const ROW_TOLERANCE = 2;

/**
 * The tile in the nearest row above (`direction` -1) or below (+1) of the tile `id`, the one whose
 * horizontal centre is closest to that tile's; null when no such row is among `boxes`.
 */
export function verticalNeighbour(boxes: readonly TileBox[], id: string, direction: 1 | -1): string | null {
  const current = boxes.find((b) => b.id === id);
  if (!current) return null;
  const middle = current.top + current.height / 2;
  const candidates = boxes.filter((b) => (direction > 0 ? b.top > middle : b.top + b.height / 2 < current.top));
  if (candidates.length === 0) return null;
  const rowTop = direction > 0 ? Math.min(...candidates.map((b) => b.top)) : Math.max(...candidates.map((b) => b.top));
  const row = candidates.filter((b) => Math.abs(b.top - rowTop) <= ROW_TOLERANCE);
  const centre = current.left + current.width / 2;
  let best: TileBox | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const b of row) {
    const d = Math.abs(b.left + b.width / 2 - centre);
    if (d < bestDistance) {
      best = b;
      bestDistance = d;
    }
  }
  return best?.id ?? null;
}

/** How many tiles share the row of `id` (a fallback step for up / down when the next row isn't rendered). */
export function rowLength(boxes: readonly TileBox[], id: string): number {
  const current = boxes.find((b) => b.id === id);
  if (!current) return 1;
  return Math.max(1, boxes.filter((b) => Math.abs(b.top - current.top) <= ROW_TOLERANCE).length);
}

/**
 * The target of an arrow key from `id`: reading order for left / right; the geometric neighbour
 * for up / down, else (the row isn't rendered) a row's length along the order.
 */
export function arrowTarget(key: ArrowKey, id: string, order: readonly string[], boxes: readonly TileBox[]): string | null {
  if (key === 'ArrowRight') return readingOrderStep(order, id, 1);
  if (key === 'ArrowLeft') return readingOrderStep(order, id, -1);
  const direction = key === 'ArrowDown' ? 1 : -1;
  return verticalNeighbour(boxes, id, direction) ?? readingOrderStep(order, id, direction * rowLength(boxes, id));
}

/** The tile that takes the grid's one tab stop: the last focused one while rendered, else the first rendered. */
export function rovingTabId(rendered: readonly string[], active: string | null): string | null {
  if (active !== null && rendered.includes(active)) return active;
  return rendered[0] ?? null;
}
