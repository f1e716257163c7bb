import { describe, expect, it } from 'vitest';
import {
  emptyMonth,
  expectedShown,
  type MonthState,
  monthCleared,
  monthFulfilled,
  monthPending,
  monthRejected,
  monthView,
  removePhotos,
  restorePhotos,
} from './timeline-month';

type P = { imageId: string };
const photos = (n: number, from = 0): P[] => Array.from({ length: n }, (_, i) => ({ imageId: `p${from + i}` }));
const ids = (s: MonthState<P>) => s.photos.map((p) => p.imageId);

describe('month transitions', () => {
  it('uninitialised → pending → fulfilled, pages appended with cursor', () => {
    let s = emptyMonth<P>();
    expect(s.status).toBe('uninitialised');
    s = monthPending(s);
    expect(s.status).toBe('pending');
    s = monthFulfilled(s, { cursor: 'c1', images: photos(24) });
    expect([s.status, s.cursor, s.pages, s.photos.length]).toEqual(['fulfilled', 'c1', 1, 24]);
    s = monthFulfilled(monthPending(s), { cursor: null, images: photos(10, 24) });
    expect([s.cursor, s.pages, s.photos.length]).toEqual([null, 2, 34]);
  });
  it('a repeated photo across pages is not duplicated', () => {
    const s = monthFulfilled(monthFulfilled(emptyMonth<P>(), { cursor: 'c', images: photos(3) }), { cursor: null, images: photos(3, 2) });
    expect(ids(s)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
  });
  it('rejected keeps loaded photos', () => {
    const s = monthRejected(monthFulfilled(emptyMonth<P>(), { cursor: 'c', images: photos(2) }));
    expect([s.status, s.photos.length]).toEqual(['rejected', 2]);
  });
  it('clear on sort change', () => expect(monthCleared<P>()).toEqual(emptyMonth<P>()));
});

describe('remove and restore (optimistic delete)', () => {
  const s = monthFulfilled(emptyMonth<P>(), { cursor: null, images: photos(5) });
  it.each([
    [['p0'], ['p1', 'p2', 'p3', 'p4']],
    [
      ['p1', 'p3'],
      ['p0', 'p2', 'p4'],
    ],
    [['zz'], ['p0', 'p1', 'p2', 'p3', 'p4']],
  ])('remove %j', (del, left) => {
    const r = removePhotos(s, new Set(del));
    expect(ids(r.state)).toEqual(left);
  });
  it.each([
    [['p1', 'p3'], ['p3'], ['p0', 'p2', 'p3', 'p4']],
    [
      ['p1', 'p3'],
      ['p1', 'p3'],
      ['p0', 'p1', 'p2', 'p3', 'p4'],
    ],
    [
      ['p0', 'p4'],
      ['p0', 'p4'],
      ['p0', 'p1', 'p2', 'p3', 'p4'],
    ],
    [
      ['p1', 'p2', 'p3'],
      ['p1', 'p3'],
      ['p0', 'p1', 'p3', 'p4'],
    ],
    [['p3', 'p4'], ['p4'], ['p0', 'p1', 'p2', 'p4']],
  ])('remove %j, roll back %j', (del, failed, expected) => {
    const r = removePhotos(s, new Set(del));
    const back = restorePhotos(
      r.state,
      r.removed.filter((x) => failed.includes(x.photo.imageId)),
    );
    expect(ids(back)).toEqual(expected);
  });
});

describe("'+N' rule", () => {
  const month = (n: number, cursor: string | null, pages = 1): MonthState<P> => ({ status: 'fulfilled', photos: photos(n), cursor, pages });
  it.each([
    ['count 10, no cursor', month(10, null), 10, 10, null],
    ['count 24, no cursor', month(24, null), 24, 24, null],
    ['count 25 with cursor', month(24, 'c'), 25, 24, 1],
    ['count 100 with cursor', month(24, 'c'), 100, 24, 76],
    ['count 100 without cursor', month(24, null), 100, 24, null],
    ['second page loaded, more left', month(524, 'c', 2), 1000, 524, 476],
    ['all pages loaded', month(1000, null, 3), 1000, 1000, null],
    ['count 30, first page overfull → 24', month(30, 'c'), 30, 24, 6],
  ] as const)('%s', (_n, state, count, shown, plus) => {
    const v = monthView(state, count);
    expect(v.shown.length).toBe(shown);
    expect(v.plus).toBe(plus);
  });
  it('expected shown before load reserves up to 24', () => {
    expect(expectedShown(emptyMonth(), 7)).toBe(7);
    expect(expectedShown(emptyMonth(), 700)).toBe(24);
    expect(expectedShown(monthRejected(monthPending(emptyMonth<P>())), 30)).toBe(0);
    expect(expectedShown(month(0, null), 3)).toBe(0);
    expect(expectedShown(month(524, 'c', 2), 1000)).toBe(524);
  });
});
