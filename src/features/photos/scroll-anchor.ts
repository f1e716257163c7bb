/**
 * Scroll anchoring of the virtual timeline (issue 16 §4): a month's estimated height becomes its
 * real (justified) height when its page arrives. When that happens above the viewport's top, the
 * content in view must not move: the new virtual top keeps the same month at the same distance
 * into it. Browsers' own scroll anchoring can't see this: sections are absolutely positioned.
 */
import { monthAt, type TimelineLayout } from './timeline-layout';

export function anchoredTop(prev: TimelineLayout, next: TimelineLayout, prevTop: number): number {
  const i = monthAt(prev, prevTop);
  if (i < 0) return prevTop;
  const key = prev.keys[i]!;
  const j = next.keys[i] === key ? i : next.keys.indexOf(key);
  if (j < 0) return prevTop;
  const within = prevTop - prev.offsets[i]!;
  const height = next.offsets[j + 1]! - next.offsets[j]!;
  return next.offsets[j]! + Math.max(0, Math.min(within, height));
}

/**
 * Whether a layout change may move the content in view, judged from a virtual top known only to
 * within `margin` px (the last render's): false when the first month that changed height ends
 * below that band, before and after, so everything above the viewport is where it was. The caller
 * then needn't read the real scroll position: reading `scrollY` right after a commit makes the
 * browser lay the new tiles out inside that task (issue 16 §3, no task over 50 ms while scrubbing).
 */
export function mayMoveView(prev: TimelineLayout, next: TimelineLayout, approxTop: number, margin: number): boolean {
  const n = prev.keys.length;
  if (next.keys.length !== n) return true;
  for (let i = 0; i < n; i++) {
    if (prev.keys[i] !== next.keys[i]) return true;
    if (prev.offsets[i + 1] === next.offsets[i + 1]) continue;
    // Month i is the first to change: it (and all after it) must end below the band.
    return Math.min(prev.offsets[i + 1]!, next.offsets[i + 1]!) <= approxTop + margin;
  }
  return false;
}
