import { describe, expect, it } from 'vitest';
import { aspectOf, boxesIn, centreOf, clampAspect, ESTIMATED_ASPECT, estimatedHeight, justify, neighbour } from './justified';

const box = (l: ReturnType<typeof justify>, i: number) => Array.from(l.boxes.subarray(i * 4, i * 4 + 4));
const opts = { width: 1000, targetHeight: 200, gap: 4 };

describe('justify', () => {
  it.each([
    // [aspects, rows, height]
    [[], 0, 0],
    // One photo narrower than the row: last row, target height, not stretched.
    [[1], 1, 200],
    // Five 1:1 photos need 1016 px at 200 px: the row ends at 4 (≈ 247 px) or 5 (≈ 196.8 px): 5 is closer.
    [[1, 1, 1, 1, 1], 1, 197],
    // Six: the sixth starts a new (last) row at the target height.
    [[1, 1, 1, 1, 1, 1], 2, 197 + 4 + 200],
    // A panorama wider than the clamp: cropped to 4:1 and alone in its row (1000 / 4 = 250).
    [[20], 1, 200],
  ])('%j → %i rows, %i px', (aspects, rows, height) => {
    const l = justify(aspects, opts);
    expect(l.rows).toBe(rows);
    expect(l.height).toBe(height);
  });

  it('fills full rows exactly to the width, keeps each aspect ratio and one height per row', () => {
    const aspects = [4 / 3, 3 / 4, 4 / 3, 4 / 3, 16 / 9, 1, 4 / 3, 3 / 4, 4 / 3, 2, 1, 4 / 3, 4 / 3];
    const l = justify(aspects, opts);
    const rows = new Map<number, number[]>();
    aspects.forEach((_, i) => {
      const [top] = box(l, i);
      rows.set(top!, [...(rows.get(top!) ?? []), i]);
    });
    const tops = [...rows.keys()];
    tops.forEach((top, r) => {
      const items = rows.get(top)!;
      const heights = new Set(items.map((i) => box(l, i)[3]));
      expect(heights.size).toBe(1);
      const last = box(l, items.at(-1)!);
      if (r < tops.length - 1) expect(last[1]! + last[2]!).toBe(1000);
      // Rows stay near the target.
      expect(box(l, items[0]!)[3]).toBeGreaterThan(150);
      expect(box(l, items[0]!)[3]).toBeLessThan(270);
      for (const i of items) {
        const [, , w, h] = box(l, i);
        expect(Math.abs(w! / h! - aspects[i]!)).toBeLessThan(0.03);
      }
      // Gaps of 4 px between neighbours.
      for (let k = 1; k < items.length; k++) {
        const a = box(l, items[k - 1]!);
        expect(box(l, items[k]!)[1]! - (a[1]! + a[2]!)).toBeGreaterThanOrEqual(3);
      }
    });
    expect(l.height).toBe(box(l, aspects.length - 1)[0]! + box(l, aspects.length - 1)[3]!);
  });

  it('is the same for the same input (no layout shift between renders)', () => {
    const aspects = Array.from({ length: 500 }, (_, i) => (i % 4 === 3 ? 0.75 : 4 / 3));
    expect(justify(aspects, opts).boxes).toEqual(justify(aspects, opts).boxes);
  });

  it('lays out 10,000 photos in a few milliseconds', () => {
    const aspects = Float64Array.from({ length: 10_000 }, (_, i) => (i % 4 === 3 ? 0.75 : 4 / 3));
    const t = performance.now();
    justify(aspects, opts);
    // ≈ 1 ms on a quiet machine; the bound leaves room for a loaded shared one.
    expect(performance.now() - t).toBeLessThan(1000);
  });
});

describe('aspects', () => {
  it.each([
    [{ visibleWidth: 1600, visibleHeight: 1200, thumbnails: [] }, 4 / 3],
    [{ thumbnails: [{ width: 300, height: 400 }] }, 0.75],
    [{ thumbnails: [] }, ESTIMATED_ASPECT],
    [{ visibleWidth: 0, visibleHeight: 0, thumbnails: [{ width: 0, height: 0 }] }, ESTIMATED_ASPECT],
    [{ visibleWidth: 10000, visibleHeight: 100, thumbnails: [] }, 4],
  ])('%j → %f', (photo, aspect) => expect(aspectOf(photo)).toBeCloseTo(aspect));
  it.each([
    [Number.NaN, ESTIMATED_ASPECT],
    [-1, ESTIMATED_ASPECT],
    [0.1, 0.25],
    [1.5, 1.5],
  ])('clamp %f → %f', (a, b) => expect(clampAspect(a)).toBe(b));
});

describe('estimatedHeight', () => {
  it('matches the layout of that many photos at the estimated aspect', () => {
    expect(estimatedHeight(24, opts)).toBe(justify(new Array(24).fill(ESTIMATED_ASPECT), opts).height);
    expect(estimatedHeight(0, opts)).toBe(0);
  });
});

describe('boxesIn and neighbour', () => {
  // Rows of five squares: 0-4, 5-9, 10-11 (last row).
  const l = justify(new Array(12).fill(1), opts);
  it.each([
    [0, 10, [0, 5]],
    [0, 198, [0, 5]],
    [190, 199, [0, 5]],
    [199, 202, [5, 10]],
    [198, 200, [5, 5]],
    [0, 1000, [0, 12]],
    [1000, 2000, [12, 12]],
  ])('band %i–%i → %j', (y0, y1, range) => expect(boxesIn(l, y0, y1)).toEqual(range));
  it.each([
    [0, 'ArrowLeft', 0],
    [0, 'ArrowRight', 1],
    [11, 'ArrowRight', 11],
    [2, 'ArrowDown', 7],
    [7, 'ArrowDown', 11],
    [2, 'ArrowUp', 2],
    [10, 'ArrowUp', 5],
  ] as const)('%i %s → %i', (i, key, j) => expect(neighbour(l, i, key)).toBe(j));
  it("Down then Up with the first move's goal comes back to the same photo (rows of other widths)", () => {
    // Rows of different splits: from photo 0, Down then Up by each photo's own centre lands elsewhere.
    const g = justify([1, 1, 3, 1], { width: 300, targetHeight: 120, gap: 4 });
    const down = neighbour(g, 0, 'ArrowDown', centreOf(g, 0));
    expect(neighbour(g, down, 'ArrowUp')).not.toBe(0);
    expect(neighbour(g, down, 'ArrowUp', centreOf(g, 0))).toBe(0);
  });
});
