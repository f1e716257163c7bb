import { describe, expect, it } from 'vitest';
import { clampPan, clampZoom, isDoubleTap, stepZoom, swipeOutcome, toggleZoom, wheelZoom, zoomAround } from './preview-gestures';

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

describe("zoom within the spec's 1–2.5", () => {
  it('steps by half on the grid and stops at the bounds', () => {
    expect(stepZoom(1, 1)).toBe(1.5);
    expect(stepZoom(1.5, 1)).toBe(2);
    expect(stepZoom(2.5, 1)).toBe(2.5);
    expect(stepZoom(1.3, 1)).toBe(1.5);
    expect(stepZoom(1.3, -1)).toBe(1);
    expect(stepZoom(2, -1)).toBe(1.5);
    expect(stepZoom(1, -1)).toBe(1);
    expect(stepZoom(9, -1)).toBe(2);
    expect(stepZoom(Number.NaN, 1)).toBe(1.5);
  });

  it('zooms in on wheel up, out on wheel down, clamped', () => {
    expect(wheelZoom(1, -100)).toBeGreaterThan(1);
    expect(wheelZoom(2, 100)).toBeLessThan(2);
    expect(wheelZoom(1, 500)).toBe(1);
    expect(wheelZoom(2.4, -10_000)).toBe(2.5);
    expect(wheelZoom(1.5, Number.NaN)).toBe(1.5);
  });
});

describe('pan', () => {
  const size = { width: 400, height: 300 };
  it('keeps the zoomed photo over its own box', () => {
    expect(clampPan({ x: 500, y: -500 }, 2, size)).toEqual({ x: 200, y: -150 });
    expect(clampPan({ x: 50, y: 20 }, 2, size)).toEqual({ x: 50, y: 20 });
    expect(clampPan({ x: 50, y: 20 }, 1, size)).toEqual({ x: 0, y: 0 });
    expect(clampPan({ x: Number.NaN, y: 20 }, 2, size)).toEqual({ x: 0, y: 20 });
  });

  it('zooms around a point: the photo point under it stays there', () => {
    // 100 px right of the centre at zoom 1 is photo point 100; at 2.5 it is at offset + 250.
    const offset = zoomAround({ x: 100, y: 0 }, { x: 0, y: 0 }, 1, 2.5, size);
    expect(offset.x + 2.5 * 100).toBeCloseTo(100);
    expect(offset.y).toBeCloseTo(0);
    // Beyond the edge the pan is clamped.
    expect(zoomAround({ x: 1000, y: 0 }, { x: 0, y: 0 }, 1, 2, size).x).toBe(-200);
  });
});
