import { describe, expect, it } from 'vitest';
import { anchoredTop, mayMoveView } from './scroll-anchor';
import { fractionOf, histogramPath, keyTarget, monthAtFraction, newestIndex, yearMarks } from './scrubber';
import type { TimelineMonth } from './timeline';
import { buildLayout } from './timeline-layout';

const metrics = { headerHeight: 50, sectionGap: 50 };
/** 2024/3 … 2023/1 newest first, every month 900 px tall (50 + 800 + 50). */
const desc: TimelineMonth[] = Array.from({ length: 15 }, (_, i) => {
  const n = 2024 * 12 + 2 - i;
  return { key: `${Math.floor(n / 12)}/${(n % 12) + 1}`, year: Math.floor(n / 12), month: (n % 12) + 1, count: 10 * (i + 1) };
});
const asc = [...desc].reverse();
const layoutOf = (months: readonly TimelineMonth[], height = 800) =>
  buildLayout(
    months.map((m) => ({ key: m.key, contentHeight: height })),
    metrics,
  );

describe('keyboard', () => {
  it.each([
    ['PageDown', 0, desc, 1],
    ['PageUp', 0, desc, 0],
    ['ArrowDown', 14, desc, 14],
    ['ArrowUp', 5, desc, 4],
    ['Home', 7, desc, 0],
    ['End', 7, desc, 14],
    // Oldest first: Home still goes to the newest month (the last), End to the oldest (the first).
    ['Home', 7, asc, 14],
    ['End', 7, asc, 0],
    ['Enter', 7, desc, null],
  ] as const)('%s from %i → %s', (key, index, months, target) => expect(keyTarget(key, index, months)).toBe(target));
  it('no months', () => expect(keyTarget('Home', 0, [])).toBeNull());
  it('Unknown Date (1970/1) is the oldest', () => {
    expect(newestIndex([desc[0]!, { key: '1970/1', year: 1970, month: 1, count: 3 }])).toBe(0);
  });
});

describe('track', () => {
  const layout = layoutOf(desc);
  it.each([
    [0, 0],
    [0.5, 7],
    [1, 14],
    [-3, 0],
    [7, 14],
    [1 / 15 - 0.001, 0],
    [1 / 15 + 0.001, 1],
  ])('fraction %f → month %i', (f, i) => expect(monthAtFraction(layout, f)).toBe(i));
  it('month i starts at i/15', () => expect(fractionOf(layout, 3)).toBeCloseTo(3 / 15));
  it('years labelled where they start, at least minGap apart', () => {
    // 2024 starts at 0, 2023 at month 3 (3/15 of the track).
    expect(yearMarks(desc, layout, 150)).toEqual([
      { year: 2024, index: 0, y: 0 },
      { year: 2023, index: 3, y: 30 },
    ]);
    // On a 60 px track 2023 is 12 px below 2024: left out.
    expect(yearMarks(desc, layout, 60).map((m) => m.year)).toEqual([2024]);
  });
  it('one bar per month, longest for the largest month', () => {
    const path = histogramPath(desc, layout);
    expect(path.match(/M/g)).toHaveLength(15);
    expect(path.startsWith('M63 0h37v900h-37z')).toBe(true);
    expect(path.endsWith('M0 12600h100v900h-100z')).toBe(true);
    expect(histogramPath([], buildLayout([], metrics))).toBe('');
  });
});

describe('anchoredTop', () => {
  const before = layoutOf(desc);
  // Month 1 (above the viewport) loaded: 800 → 500 px; month 0 grew to 1000.
  const after = buildLayout(
    desc.map((m, i) => ({ key: m.key, contentHeight: i === 1 ? 500 : i === 0 ? 1000 : 800 })),
    metrics,
  );
  it.each([
    // viewport top inside month 3, 120 px in: stays 120 px into month 3.
    [3 * 900 + 120, 3 * 900 + 120 + 200 - 300],
    // inside month 0: unchanged.
    [400, 400],
    [0, 0],
  ])('%i → %i', (top, next) => expect(anchoredTop(before, after, top)).toBe(next));
  it('a month that left the list keeps the top', () => {
    expect(anchoredTop(before, layoutOf(desc.slice(5)), 1000)).toBe(1000);
  });
});

describe('mayMoveView', () => {
  const before = layoutOf(desc);
  const grown = (index: number, height: number) =>
    buildLayout(
      desc.map((m, i) => ({ key: m.key, contentHeight: i === index ? height : 800 })),
      metrics,
    );
  it.each([
    // [what, next layout, approximate top, expected]
    ['nothing changed', before, 3 * 900, false],
    ['a month below the band grew', grown(5, 1200), 3 * 900, false],
    ['the month at the top grew (its end is below the band)', grown(3, 1200), 3 * 900 + 10, false],
    ['a month above the top shrank', grown(1, 500), 3 * 900, true],
    ['a month ending inside the margin changed', grown(2, 500), 3 * 900 - 100, true],
    ['the month at the top shrank into the band', grown(3, 100), 3 * 900 + 500, true],
    ['months came or went', layoutOf(desc.slice(1)), 3 * 900, true],
  ] as const)('%s → %s', (_what, next, top, expected) => expect(mayMoveView(before, next, top, 200)).toBe(expected));
});
