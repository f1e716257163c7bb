import { describe, expect, it, vi } from 'vitest';
import type { Photo, PhotoPage } from '../../shared/api/photo-management';
import { countsNewestFirst, type FetchPage, locatePhoto, positionInAlbum, positionInMonths } from './preview-place';

const photo = (id: string): Photo => ({
  imageId: id,
  localFileName: `${id}.jpg`,
  url: `https://media.example/${id}`,
  thumbnails: [],
  uploadEnd: '2024-03-01T10:00:00.000Z',
});

/** A list of `ids` served in pages with numeric cursors, as the upstream pages a photo list. */
function pagesOf(ids: string[]): FetchPage & { calls: [string | null, number][] } {
  const calls: [string | null, number][] = [];
  const fetch = async (cursor: string | null, limit: number): Promise<PhotoPage> => {
    calls.push([cursor, limit]);
    const from = cursor ? Number(cursor) : 0;
    const to = from + limit;
    return { images: ids.slice(from, to).map(photo), cursor: to < ids.length ? String(to) : null };
  };
  return Object.assign(fetch, { calls });
}

const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

describe('locatePhoto', () => {
  it.each([
    ['the first photo: no previous', 'a', null, 'b', 1],
    ['inside a page', 'b', 'a', 'c', 2],
    ["a page's first: the previous page's last", 'd', 'c', 'e', 4],
    ["a page's last: the next page's first", 'f', 'e', 'g', 6],
    ['the last photo: no next', 'g', 'f', null, 7],
  ] as const)('%s', async (_case, id, previousId, nextId, index) => {
    const found = await locatePhoto(pagesOf(ids), id, { pageSize: 3 });
    expect(found).toMatchObject({ photo: { imageId: id }, previousId, nextId, index });
  });

  it('reads pages only until the photo turns up, and the next page alone for its first photo', async () => {
    const pages = pagesOf(ids);
    await locatePhoto(pages, 'c', { pageSize: 3 });
    expect(pages.calls).toEqual([
      [null, 3],
      ['3', 1],
    ]);
  });

  it('is null for a photo not in the list, after its last page', async () => {
    const pages = pagesOf(ids);
    expect(await locatePhoto(pages, 'x', { pageSize: 3 })).toBeNull();
    expect(pages.calls).toHaveLength(3);
  });

  it('gives up after maxPages pages', async () => {
    const pages = pagesOf(ids);
    expect(await locatePhoto(pages, 'g', { pageSize: 2, maxPages: 3 })).toBeNull();
    expect(pages.calls).toHaveLength(3);
  });

  it('lets a failed page fail the search', async () => {
    const failing = vi.fn<FetchPage>().mockRejectedValue(new Error('503'));
    await expect(locatePhoto(failing, 'a')).rejects.toThrow('503');
  });
});

describe('positionInMonths', () => {
  // Months newest first: 2, 3 and 1 photos.
  it.each([
    [1, { index: 1, total: 2 }],
    [2, { index: 2, total: 2 }],
    [3, { index: 1, total: 3 }],
    [5, { index: 3, total: 3 }],
    [6, { index: 1, total: 1 }],
    [7, null],
  ] as const)('photo %i of the timeline → %j', (index, expected) => expect(positionInMonths([2, 3, 1], index)).toEqual(expected));
});

describe('countsNewestFirst', () => {
  it('orders the months newest first across years and leaves empty months out', () => {
    expect(countsNewestFirst({ '2023': { '12': 4, '2': 1 }, '2024': { '1': 2, '10': 7, '3': 0 } })).toEqual([7, 2, 4, 1]);
  });
});

describe('positionInAlbum', () => {
  it.each([
    [3, 10, { index: 3, total: 10 }],
    [10, 10, { index: 10, total: 10 }],
    // A count older than the photos read: no 'x of N' rather than '11 of 10'.
    [11, 10, null],
  ] as const)('%i of %i → %j', (index, total, expected) => expect(positionInAlbum(index, total)).toEqual(expected));
});
