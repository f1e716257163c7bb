/**
 * Long-press selection on touch screens (issue 34 §2), as a small state machine without the DOM:
 * a finger held still on a photo for LONG_PRESS_MS selects it; moving on from there extends the
 * selection over the photos it passes; moving more than SLOP_PX before that is a scroll, and the
 * page scrolls as usual. `use-touch-select.ts` feeds it the touch events.
 */

/** How long a finger rests on a photo before it selects it, ms (Android's long-press timeout). */
export const LONG_PRESS_MS = 500;
/** Movement under this still counts as resting, px (a finger is never perfectly still). */
export const SLOP_PX = 10;
/** Within this distance of the viewport's top or bottom a drag scrolls the page, px. */
export const EDGE_PX = 56;
/** Fastest auto-scroll at the very edge, px per frame. */
export const EDGE_SPEED = 18;

export type TouchSelectState =
  | { phase: 'idle' }
  /** Finger down on photo `id` at (x, y), waiting for the long press. */
  | { phase: 'pressing'; id: string; x: number; y: number }
  /** Long press made on `anchor`; `over` is the photo the finger is on now. */
  | { phase: 'dragging'; anchor: string; over: string };

export type TouchSelectEvent =
  | { type: 'down'; id: string | null; x: number; y: number; fingers: number }
  | { type: 'move'; x: number; y: number; id: string | null }
  | { type: 'timer' }
  | { type: 'up' };

/** What the caller does after a step. */
export type TouchSelectEffect =
  | { type: 'none' }
  | { type: 'arm' }
  | { type: 'disarm' }
  | { type: 'start'; id: string }
  | { type: 'extend'; from: string; to: string }
  | { type: 'end' };

export function touchSelectStep(state: TouchSelectState, event: TouchSelectEvent): [TouchSelectState, TouchSelectEffect] {
  switch (event.type) {
    case 'down':
      if (event.fingers !== 1 || event.id === null)
        return [{ phase: 'idle' }, state.phase === 'pressing' ? { type: 'disarm' } : { type: 'none' }];
      return [{ phase: 'pressing', id: event.id, x: event.x, y: event.y }, { type: 'arm' }];
    case 'timer':
      if (state.phase !== 'pressing') return [state, { type: 'none' }];
      return [
        { phase: 'dragging', anchor: state.id, over: state.id },
        { type: 'start', id: state.id },
      ];
    case 'move':
      if (state.phase === 'pressing') {
        if (Math.hypot(event.x - state.x, event.y - state.y) <= SLOP_PX) return [state, { type: 'none' }];
        return [{ phase: 'idle' }, { type: 'disarm' }]; // a scroll
      }
      if (state.phase === 'dragging' && event.id !== null && event.id !== state.over)
        return [
          { ...state, over: event.id },
          { type: 'extend', from: state.anchor, to: event.id },
        ];
      return [state, { type: 'none' }];
    case 'up':
      if (state.phase === 'dragging') return [{ phase: 'idle' }, { type: 'end' }];
      return [{ phase: 'idle' }, state.phase === 'pressing' ? { type: 'disarm' } : { type: 'none' }];
  }
}

/**
 * Auto-scroll speed of a drag at viewport height `y` (px per frame, negative upwards): 0 away from
 * the edges, growing to EDGE_SPEED at the edge. `top` is where the page's own sticky bars end.
 */
export function edgeSpeed(y: number, viewport: number, top = 0): number {
  if (y < top + EDGE_PX) return -Math.round(EDGE_SPEED * Math.min(1, (top + EDGE_PX - y) / EDGE_PX));
  if (y > viewport - EDGE_PX) return Math.round(EDGE_SPEED * Math.min(1, (y - (viewport - EDGE_PX)) / EDGE_PX));
  return 0;
}

/** What a long press and a drag do (use-touch-select.ts). */
export interface TouchSelectHandlers {
  /** A long press on photo `id`: select it (and enter select mode). */
  onStart: (id: string) => void;
  /** The finger moved on to photo `to`: the selection covers `from`…`to`. */
  onExtend: (from: string, to: string) => void;
}
