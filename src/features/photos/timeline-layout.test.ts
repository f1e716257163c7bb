import { describe, expect, it } from 'vitest';
import {
  buildLayout,
  type GridMetrics,
  type LayoutMonth,
  MAX_SCROLL_HEIGHT,
  monthAt,
  monthAtTop,
  rowHeightFor,
  scrollScale,
  toScroll,
  toVirtual,
  visibleWindow,
} from './timeline-layout';

const metrics: GridMetrics = { headerHeight: 48, sectionGap: 16 };
/** Rows of six 200 px photos (the grid's own math is in library/justified.test.ts). */
const grid = (shown: number) => Math.ceil(shown / 6) * 200;
const VIEWPORT = 900;

/** 1,000,000 photos over 25 years (300 months), newest first. */
function library(total: number, years: number, shown: (count: number) => number): LayoutMonth[] {
  const months = years * 12;
  const per = Math.floor(total / months);
  return Array.from({ length: months }, (_, i) => {
    const count = i === 0 ? total - per * (months - 1) : per;
    return { key: `${2025 - Math.floor(i / 12)}/${12 - (i % 12)}`, contentHeight: grid(shown(count)) };
  });
}

function everyMonthReachable(months: LayoutMonth[]) {
  const layout = buildLayout(months, metrics);
  const maxScroll = layout.scrollHeight - VIEWPORT;
  for (let i = 0; i < months.length; i++) {
    const scrollTop = toScroll(layout, layout.offsets[i]!, VIEWPORT);
    expect(scrollTop).toBeGreaterThanOrEqual(0);
    expect(scrollTop).toBeLessThanOrEqual(maxScroll);
    const window = visibleWindow(layout, toVirtual(layout, scrollTop, VIEWPORT), VIEWPORT);
    expect(window.map((w) => w.index)).toContain(i);
  }
  // The bottom of the real scroll range shows the very end of the oldest month.
  const bottom = visibleWindow(layout, toVirtual(layout, maxScroll, VIEWPORT), VIEWPORT);
  expect(bottom.at(-1)!.index).toBe(months.length - 1);
  expect(bottom.at(-1)!.contentTo).toBeGreaterThanOrEqual(months.at(-1)!.contentHeight);
  return layout;
}

describe('1,000,000 photos over 25 years', () => {
  it('unexpanded months (24 each): small, unscaled, every month reachable', () => {
    const layout = everyMonthReachable(library(1_000_000, 25, (c) => Math.min(c, 24)));
    expect(layout.keys).toHaveLength(300);
    expect(scrollScale(layout, VIEWPORT)).toBe(1);
  });

  it('every month fully expanded: height capped, scaled, oldest month still reachable', () => {
    const layout = everyMonthReachable(library(1_000_000, 25, (c) => c));
    expect(layout.virtualHeight).toBeGreaterThan(2 ** 24);
    expect(layout.scrollHeight).toBe(MAX_SCROLL_HEIGHT);
    expect(scrollScale(layout, VIEWPORT)).toBeGreaterThan(3);
  });

  it('rendered rows stay bounded anywhere in the library', () => {
    const layout = buildLayout(
      library(1_000_000, 25, (c) => c),
      metrics,
    );
    for (const scrollTop of [0, 1234567, 5_000_000, layout.scrollHeight - VIEWPORT]) {
      const win = visibleWindow(layout, toVirtual(layout, scrollTop, VIEWPORT), VIEWPORT, 400);
      // The bands of grid rendered add up to the window, never to a month's whole grid.
      const px = win.reduce((n, w) => n + Math.max(0, Math.min(w.contentTo, w.height) - Math.max(0, w.contentFrom)), 0);
      expect(px).toBeLessThanOrEqual(VIEWPORT + 800);
    }
  });
});

describe('mapping', () => {
  const layout = buildLayout(
    library(1_000_000, 25, (c) => c),
    metrics,
  );
  it.each([0, 1, 999, 4_000_000, layout.scrollHeight - VIEWPORT])('toScroll(toVirtual(%d)) round trips', (s) => {
    expect(toScroll(layout, toVirtual(layout, s, VIEWPORT), VIEWPORT)).toBeCloseTo(s, 6);
  });
  it('clamps', () => {
    expect(toVirtual(layout, -10, VIEWPORT)).toBe(0);
    expect(toVirtual(layout, 1e12, VIEWPORT)).toBe(layout.virtualHeight - VIEWPORT);
  });
});

describe('layout basics', () => {
  const layout = buildLayout(
    [
      { key: 'a', contentHeight: 400 },
      { key: 'b', contentHeight: 0 },
      { key: 'c', contentHeight: 800 },
    ],
    metrics,
  );
  it.each([
    [0, 0],
    [48 + 400 + 16 - 1, 0],
    [48 + 400 + 16, 1],
    [48 + 400 + 16 + 64, 2],
    [1e9, 2],
  ])('monthAt(%d) = %d', (y, i) => expect(monthAt(layout, y)).toBe(i));
  it('offsets from header, grid and gap', () => expect([...layout.offsets]).toEqual([0, 464, 528, 1392]));
  it('window band', () => {
    const w = visibleWindow(layout, 0, 300);
    expect(w).toHaveLength(1);
    expect([w[0]!.contentFrom, w[0]!.contentTo, w[0]!.headerVisible]).toEqual([-48, 252, true]);
    const lower = visibleWindow(layout, 500, 300, 100);
    expect(lower.map((m) => [m.key, m.contentFrom, m.contentTo, m.headerVisible])).toEqual([
      ['a', 400 - 48, 900 - 48, false],
      ['b', 400 - 512, 900 - 512, true],
      ['c', 400 - 576, 900 - 576, true],
    ]);
  });
  // Short viewport (300 px): the layout is 1392 px, so real and virtual px are the same.
  it.each([
    ['timeline starts below the bar', -1, null],
    ['at its top', 0, 'a'],
    ['last px of a', 463, 'a'],
    ['b (an empty month) at the line', 464, 'b'],
    ['c', 600, 'c'],
    ['beyond the end: the last month', 1e6, 'c'],
  ] as const)('monthAtTop: %s', (_name, top, key) => expect(monthAtTop(layout, top, 300)).toBe(key));
  it('monthAtTop maps scaled scrolling (1,000,000 photos) onto the virtual months', () => {
    const scaled = buildLayout(
      Array.from({ length: 300 }, (_, i) => ({ key: `m${i}`, contentHeight: 40_000 })),
      metrics,
      1_000_000,
    );
    expect(scrollScale(scaled, VIEWPORT)).toBeGreaterThan(1);
    expect(monthAtTop(scaled, 0, VIEWPORT)).toBe('m0');
    expect(monthAtTop(scaled, scaled.scrollHeight - VIEWPORT, VIEWPORT)).toBe('m299');
    expect(monthAtTop(scaled, (scaled.scrollHeight - VIEWPORT) / 2, VIEWPORT)).toBe('m149');
  });
  it('empty library', () => {
    const empty = buildLayout([], metrics);
    expect(monthAtTop(empty, 0, 500)).toBeNull();
    expect(visibleWindow(empty, 0, 500)).toEqual([]);
    expect(monthAt(empty, 0)).toBe(-1);
  });
});

describe('rowHeightFor', () => {
  it.each([
    [375, 110],
    [576, 150],
    [1023, 150],
    [1280, 180],
  ])('%ipx → %i px rows', (w, h) => expect(rowHeightFor(w)).toBe(h));
});
