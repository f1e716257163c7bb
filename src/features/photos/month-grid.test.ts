import { describe, expect, it } from 'vitest';
import { estimatedHeight, justify } from '../library/justified';
import { monthErrorHeight, monthGrid } from './month-grid';
import { emptyMonth, monthFulfilled, monthPending, monthRejected } from './timeline-month';

const options = { width: 1000, targetHeight: 200, gap: 4 };
const photo = (i: number, width: number, height: number) => ({
  imageId: `p${i}`,
  visibleWidth: width,
  visibleHeight: height,
  thumbnails: [{ width: 300, height: Math.round((300 * height) / width) }],
});
type P = ReturnType<typeof photo>;
const landscape = (n: number) => Array.from({ length: n }, (_, i) => photo(i, 1600, 1200));

describe('monthGrid', () => {
  it.each([
    ['not loaded', emptyMonth<P>(), 100, 24],
    ['loading', monthPending(emptyMonth<P>()), 5, 5],
  ])('%s: no boxes, the estimate of the photos it will show', (_, state, count, reserved) => {
    const g = monthGrid(state, count, options);
    expect(g.grid).toBeNull();
    expect(g.reserved).toBe(reserved);
    expect(g.height).toBe(estimatedHeight(reserved, options));
  });

  it('a failed first page: the error alone, not the 24 photos it would have shown (issue 34 §5)', () => {
    const failed = monthRejected(monthPending(emptyMonth<P>()));
    expect(monthGrid(failed, 100, options)).toMatchObject({ grid: null, reserved: 0, height: monthErrorHeight(1000) });
    expect(monthGrid(failed, 100, { ...options, width: 358 }).height).toBe(monthErrorHeight(358));
    expect(monthErrorHeight(358)).toBeGreaterThan(monthErrorHeight(1000));
    expect(monthErrorHeight(1000)).toBeLessThan(estimatedHeight(24, options) / 4);
  });

  it('first page: the 24 shown photos at their aspect ratio, "+N" on the last', () => {
    const state = monthFulfilled(emptyMonth<P>(), { cursor: 'c', images: landscape(24) });
    const g = monthGrid(state, 100, options);
    expect(g.shown).toHaveLength(24);
    expect(g.plus).toBe(76);
    expect(g.grid!.boxes).toEqual(justify(new Array(24).fill(4 / 3), options).boxes);
    expect(g.height).toBe(g.grid!.height);
  });

  it('is memoised per state and size, and recomputed for another width', () => {
    const state = monthFulfilled(emptyMonth<P>(), { cursor: null, images: landscape(7) });
    expect(monthGrid(state, 7, options)).toBe(monthGrid(state, 7, options));
    expect(monthGrid(state, 7, { ...options, width: 500 }).height).toBeGreaterThan(monthGrid(state, 7, options).height);
  });
});
