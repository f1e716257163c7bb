import { describe, expect, it } from 'vitest';
import { neighbourAfterDelete, nextStep, type PreviewMonth, previousStep } from './preview-neighbour';

const m = (key: string, ids: string[], hasMore = false, loaded = true): PreviewMonth => ({ key, ids, hasMore, loaded });

describe('neighbourAfterDelete', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 'b'],
    [['a', 'b', 'c'], 'b', 'a'],
    [['a', 'b', 'c'], 'c', 'b'],
    [['a'], 'a', null],
    [['a', 'b'], 'x', null],
  ] as const)('%j delete %s → %s', (order, id, expected) => expect(neighbourAfterDelete(order, id)).toBe(expected));
});

describe('nextStep / previousStep', () => {
  const months = [m('2024/3', ['a', 'b'], true), m('2024/2', ['c']), m('2024/1', [], false, false), m('2023/12', ['d'])];
  it.each([
    ['next within month', 'a', { type: 'photo', id: 'b' }],
    ['next beyond loaded → load page', 'b', { type: 'loadPage', monthKey: '2024/3' }],
    ['next into an unloaded month', 'c', { type: 'loadMonth', monthKey: '2024/1' }],
    ['next at the end', 'd', { type: 'none' }],
    ['unknown id', 'zz', { type: 'none' }],
  ] as const)('%s', (_n, id, step) => expect(nextStep(months, id)).toEqual(step));
  it.each([
    ['previous within month', 'b', { type: 'photo', id: 'a' }],
    ['previous across months', 'c', { type: 'photo', id: 'b' }],
    ['previous into an unloaded month', 'd', { type: 'loadMonth', monthKey: '2024/1' }],
    ['previous at the start', 'a', { type: 'none' }],
  ] as const)('%s', (_n, id, step) => expect(previousStep(months, id)).toEqual(step));
  it('skips loaded empty months', () => {
    expect(nextStep([m('a', ['x']), m('b', []), m('c', ['y'])], 'x')).toEqual({ type: 'photo', id: 'y' });
  });
});
