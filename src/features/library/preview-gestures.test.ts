import { describe, expect, it } from 'vitest';
import { clampZoom, isDoubleTap, swipeOutcome, toggleZoom } from './preview-gestures';

describe('swipeOutcome (1000 × 800 viewer)', () => {
  it.each([
    [-350, 0, 1, 'next'],
    [-349, 0, 1, 'none'],
    [350, 10, 1, 'previous'],
    [0, 280, 1, 'close'],
    [0, 279, 1, 'none'],
    [0, -400, 1, 'none'],
    [-600, 0, 1.5, 'none'],
    [100, 300, 1, 'close'],
  ] as const)('dx %i dy %i zoom %d → %s', (dx, dy, scale, outcome) => expect(swipeOutcome(dx, dy, 1000, 800, scale)).toBe(outcome));
});

describe('taps and zoom', () => {
  it.each([
    [null, 100, false],
    [0, 200, true],
    [0, 201, false],
    [100, 150, true],
  ] as const)('previous %s now %i → %s', (prev, now, yes) => expect(isDoubleTap(prev, now)).toBe(yes));
  it.each([
    [0.5, 1],
    [1.7, 1.7],
    [3, 2.5],
    [Number.NaN, 1],
  ])('clamp %d → %d', (s, z) => expect(clampZoom(s)).toBe(z));
  it.each([
    [1, 2.5],
    [2.5, 1],
    [1.2, 1],
  ])('toggle %d → %d', (s, z) => expect(toggleZoom(s)).toBe(z));
});
