import { describe, expect, it } from 'vitest';
import { initialSelection, type SelectionState } from '../library/selection';
import type { MonthRef } from './month-store';
import { resolveSelectionIds } from './selection-ids';

const ref = (key: string): MonthRef => {
  const [year, month] = key.split('/').map(Number);
  return { key, year: year!, month: month! };
};
const months = ['2026/11', '2026/10', '2026/9'].map(ref);
const ids: Record<string, string[]> = { '2026/11': ['a', 'b', 'c'], '2026/10': ['d', 'e'], '2026/9': ['f'] };
const source = (fail?: string) => {
  const asked: string[] = [];
  return {
    asked,
    monthIds: async (m: MonthRef) => {
      asked.push(m.key);
      if (m.key === fail) throw new Error('Request failure');
      return ids[m.key]!;
    },
  };
};
const sel = (singles: string[], whole: string[], excluded: [string, string][] = []): SelectionState => ({
  ...initialSelection,
  selecting: true,
  selected: new Set(singles),
  months: new Map(whole.map((k) => [k, ids[k]!.length])),
  excluded: new Map(excluded),
});

describe('resolveSelectionIds', () => {
  it.each([
    ['singles only: no month is fetched', sel(['x', 'y'], []), ['x', 'y'], []],
    [
      'whole months in timeline order, then singles',
      sel(['f'], ['2026/10', '2026/11']),
      ['a', 'b', 'c', 'd', 'e', 'f'],
      ['2026/11', '2026/10'],
    ],
    ['less the photos deselected in them', sel([], ['2026/11'], [['b', '2026/11']]), ['a', 'c'], ['2026/11']],
    ['each id once', sel(['a'], ['2026/11']), ['a', 'b', 'c'], ['2026/11']],
  ] as const)('%s', async (_name, selection, want, asked) => {
    const s = source();
    const progress: string[] = [];
    expect(await resolveSelectionIds(selection, s, months, { onProgress: (d, t) => progress.push(`${d}/${t}`) })).toEqual(want);
    expect([...s.asked].sort()).toEqual([...asked].sort());
    expect(progress.at(-1)).toBe(`${asked.length}/${asked.length}`);
  });

  it('rejects when a month fails', async () => {
    await expect(resolveSelectionIds(sel([], ['2026/11', '2026/10', '2026/9']), source('2026/10'), months)).rejects.toThrow(
      'Request failure',
    );
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left'));
    await expect(resolveSelectionIds(sel([], ['2026/11']), source(), months, { signal: controller.signal })).rejects.toThrow('left');
  });
});
