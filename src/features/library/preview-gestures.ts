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
