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
