import { beforeAll, describe, expect, it } from 'vitest';
import { loadDateLocale } from '../../shared/i18n/date-locales';
import { LOCALES } from '../../shared/i18n/locales';
import { pickerMonths, pickerMonthView, pickerOrder, reservedPhotos } from './picker-months';

// As the server render and the client entry do before rendering.
beforeAll(async () => {
  await Promise.all(LOCALES.map((l) => loadDateLocale(l)));
});

describe('pickerMonths', () => {
  it('lists months with photos newest first, dropping empty and malformed entries', () => {
    const timeline = { '2023': { '12': 5, '1': 2, '13': 4, x: 1 }, '2024': { '3': 30, '2': 0 }, '1970': { '1': 1 }, abc: { '1': 1 } };
    expect(pickerMonths(timeline)).toEqual([
      { key: '2024/3', year: 2024, month: 3, count: 30 },
      { key: '2023/12', year: 2023, month: 12, count: 5 },
      { key: '2023/1', year: 2023, month: 1, count: 2 },
      { key: '1970/1', year: 1970, month: 1, count: 1 },
    ]);
  });
  it('an empty library has no months', () => expect(pickerMonths({})).toEqual([]));
});

const photos = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ imageId: `p${from + i}` }));

describe('pickerMonthView', () => {
  it.each([
    ['nothing loaded', [], 40, 0, null],
    ['a small month, complete', [{ images: photos(0, 7), cursor: null }], 7, 7, null],
    ['24 of 40, more to load: +16 on the last', [{ images: photos(0, 24), cursor: 'c1' }], 40, 24, 16],
    ['24 of 24 with a cursor: no +N (the count is not above 24)', [{ images: photos(0, 24), cursor: 'c1' }], 24, 24, null],
    [
      'two pages, all loaded',
      [
        { images: photos(0, 24), cursor: 'c1' },
        { images: photos(24, 16), cursor: null },
      ],
      40,
      40,
      null,
    ],
    [
      'a repeated photo at a page boundary is shown once',
      [
        { images: photos(0, 24), cursor: 'c1' },
        { images: photos(23, 10), cursor: 'c2' },
      ],
      600,
      33,
      567,
    ],
  ] as const)('%s', (_name, pages, count, shown, plus) => {
    const view = pickerMonthView(pages, count);
    expect(view.shown).toHaveLength(shown);
    expect(new Set(view.shown.map((p) => p.imageId)).size).toBe(shown);
    expect(view.plus).toBe(plus);
  });
});

describe('reservedPhotos', () => {
  it.each([
    [0, 0],
    [5, 5],
    [24, 24],
    [10_000, 24],
    [-3, 0],
  ])('%i photos → %i reserved', (count, reserved) => expect(reservedPhotos(count)).toBe(reserved));
});

describe('pickerOrder', () => {
  it('walks the months in display order, skipping months not loaded', () => {
    const months = pickerMonths({ '2024': { '3': 2, '2': 3, '1': 1 } });
    expect(pickerOrder(months, { '2024/1': ['c'], '2024/3': ['a1', 'a2'] })).toEqual(['a1', 'a2', 'c']);
  });
});
