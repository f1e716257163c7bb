import { describe, expect, it } from 'vitest';
import { thumbnailFor } from '../library/thumbnails';
import { timelineMonths, totalCount } from './timeline';

describe('timelineMonths', () => {
  const timeline = { '2023': { '12': 5, '1': 2 }, '2024': { '3': 30, '2': 0 }, '1970': { '1': 4 } };
  it.each([
    ['desc', ['2024/3', '2023/12', '2023/1', '1970/1']],
    ['asc', ['1970/1', '2023/1', '2023/12', '2024/3']],
  ] as const)('%s', (order, keys) => expect(timelineMonths(timeline, order).map((m) => m.key)).toEqual(keys));
  it('drops zero and invalid months', () => {
    expect(timelineMonths({ '2024': { '0': 3, '13': 3, '2': 0, '5': 1 } }).map((m) => m.key)).toEqual(['2024/5']);
  });
  it('total', () => expect(totalCount(timelineMonths(timeline))).toBe(41));
  it('empty', () => expect(timelineMonths({})).toEqual([]));
});

describe('thumbnailFor', () => {
  const t = (id: string) => ({ id, url: `https://x/${id}`, width: 1, height: 1 });
  it.each([
    [[t('a-300'), t('a-800'), t('a-1300')], 800, 'a-800'],
    [[t('a-1300'), t('a-300')], 300, 'a-300'],
    [[t('x'), t('y'), t('z')], 1300, 'z'],
    [[t('x')], 800, 'x'],
    [[], 300, undefined],
  ] as const)('%#', (list, size, id) => expect(thumbnailFor(list, size)?.id).toBe(id));
});
