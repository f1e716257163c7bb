import { describe, expect, it } from 'vitest';
import {
  readScrollPosition,
  readVisibleSections,
  SCROLL_POSITION_KEY,
  SCROLL_POSITION_OWNER_KEY,
  VISIBLE_SECTIONS_KEY,
  writeScrollPosition,
  writeVisibleSections,
} from './scroll-position';
import type { KeyValueStorage } from './sort-preferences';

const memory = (init: Record<string, string> = {}): KeyValueStorage => {
  const data = { ...init };
  return {
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
};

describe('scroll position', () => {
  it.each([
    ['[0,120]', [0, 120]],
    ['[3.5,0]', [3.5, 0]],
    ['[-1,10]', null],
    ['[1]', null],
    ['[1,2,3]', null],
    ['{"x":1,"y":2}', null],
    ['["1","2"]', null],
    ['nope', null],
  ])('%s → %j', (raw, expected) =>
    expect(readScrollPosition(memory({ [SCROLL_POSITION_KEY]: raw, [SCROLL_POSITION_OWNER_KEY]: '"load-1"' }), 'load-1')).toEqual(expected),
  );
  it('a position stored by an earlier page load is stale: a fresh visit starts at the top', () => {
    const s = memory();
    expect(writeScrollPosition(s, [0, 4200], 'earlier-load')).toBe(true);
    expect(readScrollPosition(s, 'this-load')).toBeNull();
    expect(readScrollPosition(s, 'earlier-load')).toEqual([0, 4200]);
    // A position without its owner (written before this rule) is stale too.
    expect(readScrollPosition(memory({ [SCROLL_POSITION_KEY]: '[0,900]' }), 'this-load')).toBeNull();
  });
  it('round trip', () => {
    const s = memory();
    expect(writeScrollPosition(s, [0, 4200])).toBe(true);
    expect(readScrollPosition(s)).toEqual([0, 4200]);
    expect(writeScrollPosition(s, [0, -5])).toBe(false);
  });
});

describe('visible sections', () => {
  it.each([
    ['["2024/3","2024/12"]', ['2024/3', '2024/12']],
    ['["2024/13"]', []],
    ['["2024/03"]', []],
    ['[1]', []],
    ['{', []],
  ])('%s → %j', (raw, expected) => expect(readVisibleSections(memory({ [VISIBLE_SECTIONS_KEY]: raw }))).toEqual(expected));
  it('round trip', () => {
    const s = memory();
    writeVisibleSections(s, ['2024/3', '1970/1']);
    expect(readVisibleSections(s)).toEqual(['2024/3', '1970/1']);
  });
});
