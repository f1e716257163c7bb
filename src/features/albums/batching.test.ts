import { describe, expect, it, vi } from 'vitest';
import { addInBatches, albumsPageLimit, chunk, FIRST_ALBUMS_PAGE_SIZE, sections } from './batching';

describe('chunk', () => {
  it.each([
    [[1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]],
    [[1, 2], 5, [[1, 2]]],
    [[], 3, []],
    [[1, 2], 0, []],
    [[1, 2], -1, []],
    [[1, 2], 1.5, []],
    [[1, 2], Number.NaN, []],
  ])('%j by %s', (items, size, expected) => {
    expect(chunk(items, size)).toEqual(expected);
  });
});

describe('albums paging', () => {
  it.each([
    [null, 49],
    [undefined, 49],
    ['', 49],
    ['abc', 50],
  ])('cursor %j → limit %s', (cursor, limit) => {
    expect(albumsPageLimit(cursor)).toBe(limit);
  });
  it('first page is page size − 1', () => expect(FIRST_ALBUMS_PAGE_SIZE).toBe(49));
});

describe('addInBatches', () => {
  it('adds 1201 ids as 500, 500, 201 (duplicates once)', async () => {
    const ids = Array.from({ length: 1201 }, (_, i) => `p${i}`);
    const add = vi.fn(async (_: string[]) => ({ failed: [] }));
    await expect(addInBatches([...ids, 'p0'], add)).resolves.toBe(1201);
    expect(add.mock.calls.map((c) => c[0].length)).toEqual([500, 500, 201]);
  });
  it('stops at the first failing batch', async () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `p${i}`);
    const add = vi.fn(async (batch: string[]) => {
      if (batch[0] === 'p500') throw new Error('404');
    });
    await expect(addInBatches(ids, add)).rejects.toThrow('404');
    expect(add).toHaveBeenCalledTimes(2);
  });
});

describe('sections', () => {
  it('of 24', () => {
    const s = sections(Array.from({ length: 50 }, (_, i) => i));
    expect(s.map((x) => x.length)).toEqual([24, 24, 2]);
  });
});
