import { describe, expect, it } from 'vitest';
import { downloadState, initialSelection, isGroupSelected, type SelectionAction, type SelectionState, selectionReducer } from './selection';

const s = (ids: string[], anchor: string | null = null, selecting = true): SelectionState => ({
  selecting,
  selected: new Set(ids),
  anchor,
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
