import { describe, expect, it } from 'vitest';
import {
  downloadState,
  initialSelection,
  isGroupSelected,
  isMonthSelected,
  isSelected,
  type SelectionAction,
  type SelectionState,
  selectionCount,
  selectionReducer,
} from './selection';

const s = (ids: string[], anchor: string | null = null, selecting = true): SelectionState => ({
  selecting,
  selected: new Set(ids),
  anchor,
  months: new Map(),
  excluded: new Map(),
});
/** A selection with whole months (key → count) and photos deselected in them (id → key). */
const w = (ids: string[], months: [string, number][], excluded: [string, string][] = [], anchor: string | null = null): SelectionState => ({
  selecting: true,
  selected: new Set(ids),
  anchor,
  months: new Map(months),
  excluded: new Map(excluded),
});
const order = ['a', 'b', 'c', 'd', 'e'];

describe('selectionReducer', () => {
  const cases: [string, SelectionState, SelectionAction, string[], boolean, string | null][] = [
    ['start', initialSelection, { type: 'start' }, [], true, null],
    ['stop clears', s(['a', 'b'], 'b'), { type: 'stop' }, [], false, null],
    ['toggle adds', s([]), { type: 'toggle', id: 'a' }, ['a'], true, 'a'],
    ['toggle removes', s(['a']), { type: 'toggle', id: 'a' }, [], true, 'a'],
    ['toggle group, none selected → all', s([]), { type: 'toggleGroup', ids: ['a', 'b'] }, ['a', 'b'], true, null],
    ['toggle group, some selected → all', s(['a', 'x']), { type: 'toggleGroup', ids: ['a', 'b'] }, ['a', 'x', 'b'], true, null],
    ['toggle group, all selected → deselect them', s(['a', 'b', 'x']), { type: 'toggleGroup', ids: ['a', 'b'] }, ['x'], true, null],
    ['toggle empty group is a no-op', s(['x']), { type: 'toggleGroup', ids: [] }, ['x'], true, null],
    ['deselect all keeps selecting', s(['a', 'b'], 'a'), { type: 'deselectAll' }, [], true, null],
    ['range forward', s(['b'], 'b'), { type: 'range', id: 'd', order }, ['b', 'c', 'd'], true, 'd'],
    ['range backward', s(['d'], 'd'), { type: 'range', id: 'a', order }, ['d', 'a', 'b', 'c'], true, 'a'],
    ['range without anchor toggles', s([]), { type: 'range', id: 'c', order }, ['c'], true, 'c'],
    ['range to an unknown id is a no-op', s(['a'], 'a'), { type: 'range', id: 'z', order }, ['a'], true, 'a'],
    ['remove deleted ids', s(['a', 'b'], 'a'), { type: 'remove', ids: ['a'] }, ['b'], true, null],
  ];
  it.each(cases)('%s', (_name, state, action, selected, selecting, anchor) => {
    const next = selectionReducer(state, action);
    expect([...next.selected].sort()).toEqual([...selected].sort());
    expect(next.selecting).toBe(selecting);
    expect(next.anchor).toBe(anchor);
  });

  it('isGroupSelected', () => {
    expect(isGroupSelected(s(['a', 'b']), ['a', 'b'])).toBe(true);
    expect(isGroupSelected(s(['a']), ['a', 'b'])).toBe(false);
    expect(isGroupSelected(s([]), [])).toBe(false);
  });
});

describe('whole months, loaded or not', () => {
  // Photos a, b of month 2026/11 (30 photos, 28 not loaded); c, d of 2026/10 (2 photos, loaded).
  const nov = { key: '2026/11', count: 30 };
  const oct = { key: '2026/10', count: 2 };
  const order2 = ['a', 'b', 'c', 'd'];
  const months2 = ['2026/11', '2026/11', '2026/10', '2026/10'];
  const cases: [string, SelectionState, SelectionAction, { count: number; selected: string[]; months: string[]; excluded: string[] }][] = [
    [
      'Ctrl+A: every month whole, singles folded in',
      s(['a']),
      { type: 'selectAll', months: [nov, oct, { key: '2026/9', count: 0 }] },
      { count: 32, selected: [], months: ['2026/11', '2026/10'], excluded: [] },
    ],
    [
      'Ctrl+A twice keeps all selected',
      w([], [['2026/11', 30]]),
      { type: 'selectAll', months: [nov] },
      { count: 30, selected: [], months: ['2026/11'], excluded: [] },
    ],
    [
      'month control on a month not loaded: the whole month, its loaded singles folded in',
      s(['a', 'c']),
      { type: 'toggleMonth', month: nov, loaded: ['a', 'b'] },
      { count: 31, selected: ['c'], months: ['2026/11'], excluded: [] },
    ],
    [
      'month control on a whole month: out again',
      w(['c'], [['2026/11', 30]]),
      { type: 'toggleMonth', month: nov, loaded: ['a', 'b'] },
      { count: 1, selected: ['c'], months: [], excluded: [] },
    ],
    [
      'month control on a month with deselected photos: whole again',
      w([], [['2026/11', 30]], [['a', '2026/11']]),
      { type: 'toggleMonth', month: nov, loaded: ['a', 'b'] },
      { count: 30, selected: [], months: ['2026/11'], excluded: [] },
    ],
    [
      'month control on a loaded month selected photo by photo: out',
      s(['c', 'd', 'a']),
      { type: 'toggleMonth', month: oct, loaded: ['c', 'd'] },
      { count: 1, selected: ['a'], months: [], excluded: [] },
    ],
    [
      'a tap on a photo of a whole month deselects it there',
      w([], [['2026/11', 30]]),
      { type: 'toggle', id: 'a', month: '2026/11' },
      { count: 29, selected: [], months: ['2026/11'], excluded: ['a'] },
    ],
    [
      'and a second tap selects it again',
      w([], [['2026/11', 30]], [['a', '2026/11']]),
      { type: 'toggle', id: 'a', month: '2026/11' },
      { count: 30, selected: [], months: ['2026/11'], excluded: [] },
    ],
    [
      'a range across a whole month and a single one',
      w([], [['2026/11', 30]], [['b', '2026/11']], 'a'),
      { type: 'range', id: 'c', order: order2, months: months2 },
      { count: 31, selected: ['c'], months: ['2026/11'], excluded: [] },
    ],
    [
      'drag: base plus the range, never twice',
      w(['d'], [['2026/11', 30]], [['b', '2026/11']]),
      { type: 'extend', base: w(['d'], [['2026/11', 30]], [['b', '2026/11']]), from: 'b', to: 'd', order: order2, months: months2 },
      { count: 32, selected: ['c', 'd'], months: ['2026/11'], excluded: [] },
    ],
    [
      'drag back: the range shrinks to the base again',
      s(['a', 'b', 'c']),
      { type: 'extend', base: s([]), from: 'a', to: 'b', order: order2, months: months2 },
      { count: 2, selected: ['a', 'b'], months: [], excluded: [] },
    ],
    [
      'deleted photos leave the exclusions too',
      w([], [['2026/11', 30]], [['a', '2026/11']]),
      { type: 'remove', ids: ['a'] },
      { count: 30, selected: [], months: ['2026/11'], excluded: [] },
    ],
    [
      'deselect all drops the months',
      w(['c'], [['2026/11', 30]], [['a', '2026/11']]),
      { type: 'deselectAll' },
      { count: 0, selected: [], months: [], excluded: [] },
    ],
  ];
  it.each(cases)('%s', (_name, state, action, want) => {
    const next = selectionReducer(state, action);
    expect(next.selecting).toBe(true);
    expect(selectionCount(next)).toBe(want.count);
    expect([...next.selected].sort()).toEqual([...want.selected].sort());
    expect([...next.months.keys()].sort()).toEqual([...want.months].sort());
    expect([...next.excluded.keys()].sort()).toEqual([...want.excluded].sort());
  });

  it.each([
    ['a photo of a whole month', w([], [['2026/11', 30]]), 'x', '2026/11', true],
    ['deselected inside it', w([], [['2026/11', 30]], [['x', '2026/11']]), 'x', '2026/11', false],
    ['a single', s(['x']), 'x', '2026/11', true],
    ['month unknown', s(['x']), 'x', undefined, true],
    ['not selected', s([]), 'x', '2026/11', false],
  ] as const)('isSelected: %s', (_name, state, id, month, want) => {
    expect(isSelected(state, id, month)).toBe(want);
  });

  it.each([
    ['whole', w([], [['2026/11', 30]]), nov, ['a', 'b'], true],
    ['whole less one', w([], [['2026/11', 30]], [['a', '2026/11']]), nov, ['a', 'b'], false],
    ['every photo singly, month complete', s(['c', 'd']), oct, ['c', 'd'], true],
    ['every loaded photo, month not complete', s(['a', 'b']), nov, ['a', 'b'], false],
    ['nothing loaded', s([]), nov, [], false],
  ] as const)('isMonthSelected: %s', (_name, state, month, loaded, want) => {
    expect(isMonthSelected(state, month, loaded)).toBe(want);
  });
});

describe('downloadState', () => {
  it.each([
    [0, true, null],
    [1, false, null],
    [100, false, null],
    [101, true, 'photos.download.limit'],
  ] as const)('%i selected', (count, disabled, tooltip) => {
    expect(downloadState(count)).toEqual({ disabled, tooltip });
  });
});
