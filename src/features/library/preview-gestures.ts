/**
 * Touch rules of the photo preview (photo spec §2): double tap within 200 ms, zoom between 1 and
 * 2.5, a horizontal swipe beyond 35 % of the width changes photo, a downward swipe beyond 35 % of
 * the height closes. Swipes only count at zoom 1 (when zoomed, a drag pans).
 */
export const DOUBLE_TAP_MS = 200;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 2.5;
export const SWIPE_FRACTION = 0.35;
export const CLOSE_FRACTION = 0.35;

export function isDoubleTap(previousTap: number | null, now: number): boolean {
  return previousTap !== null && now - previousTap >= 0 && now - previousTap <= DOUBLE_TAP_MS;
}

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return MIN_ZOOM;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/** Double tap toggles between no zoom and the maximum. */
export function toggleZoom(scale: number): number {
  return scale > MIN_ZOOM ? MIN_ZOOM : MAX_ZOOM;
}

export type SwipeOutcome = 'next' | 'previous' | 'close' | 'none';

/** What a finished drag of (dx, dy) px does on a viewer of width × height at `scale`. */
export function swipeOutcome(dx: number, dy: number, width: number, height: number, scale = 1): SwipeOutcome {
  if (scale > MIN_ZOOM || width <= 0 || height <= 0) return 'none';
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (dx <= -SWIPE_FRACTION * width) return 'next';
    if (dx >= SWIPE_FRACTION * width) return 'previous';
    return 'none';
  }
  return dy >= CLOSE_FRACTION * height ? 'close' : 'none';
}

/** One press of +/- or a zoom button: half a step of the 1–2.5 range's grid (1, 1.5, 2, 2.5). */
export const ZOOM_STEP = 0.5;
/** Wheel sensitivity: 100 px of wheel ≈ ×1.22. */
const WHEEL_FACTOR = 0.002;

/** The next zoom level on the ZOOM_STEP grid in `direction`, within 1–2.5. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  const current = clampZoom(scale);
  const onGrid = current / ZOOM_STEP;
  const next = direction > 0 ? (Math.floor(onGrid + 1e-9) + 1) * ZOOM_STEP : (Math.ceil(onGrid - 1e-9) - 1) * ZOOM_STEP;
  return clampZoom(next);
}

/** The zoom after a wheel movement of `deltaY` px (up zooms in), within 1–2.5. */
export function wheelZoom(scale: number, deltaY: number): number {
  if (!Number.isFinite(deltaY)) return clampZoom(scale);
  return clampZoom(clampZoom(scale) * Math.exp(-deltaY * WHEEL_FACTOR));
}

export interface Point {
  x: number;
  y: number;
}
export interface Size {
  width: number;
  height: number;
}

/**
 * Keeps a zoomed photo covering its own box: the pan may move the photo by at most the part that
 * grew beyond the box on each side ((scale − 1) × size / 2); none at scale 1.
 */
export function clampPan(offset: Point, scale: number, size: Size): Point {
  const limit = (length: number) => Math.max(0, ((clampZoom(scale) - 1) * length) / 2);
  const clamp = (v: number, max: number) => (Number.isFinite(v) ? Math.min(max, Math.max(-max, v)) : 0) || 0;
  return { x: clamp(offset.x, limit(size.width)), y: clamp(offset.y, limit(size.height)) };
}

/**
 * The pan that keeps the photo point under `point` (px from the photo box's centre) in place when
 * the zoom goes from `from` to `to` (a double tap or wheel zooms where it happens), clamped.
 */
export function zoomAround(point: Point, offset: Point, from: number, to: number, size: Size): Point {
  const ratio = to / from;
  return clampPan({ x: point.x - (point.x - offset.x) * ratio, y: point.y - (point.y - offset.y) * ratio }, to, size);
}
