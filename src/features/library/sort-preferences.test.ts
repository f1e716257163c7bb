import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  type KeyValueStorage,
  readSortPreference,
  type SortList,
  sortStorageKey,
  writeSortPreference,
} from './sort-preferences';

const memory = (init: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } => {
  const data = { ...init };
  return {
    data,
    getItem: (k) => data[k] ?? null,
    setItem: (k, v) => {
      data[k] = v;
    },
  };
};
const throwing: KeyValueStorage = {
  getItem: () => {
    throw new Error('blocked');
  },
  setItem: () => {
    throw new Error('blocked');
  },
};

describe('defaults', () => {
  it.each([
    ['albumPhotos', 'created', 'desc'],
    ['sharedAlbumPhotos', 'created', 'desc'],
    ['photos', 'dateTaken', 'desc'],
  ] as const)('%s → %s/%s', (list, sortKey, sortOrder) => {
    expect(DEFAULT_SORT[list]).toEqual({ sortKey, sortOrder });
    expect(readSortPreference(memory(), list)).toEqual({ sortKey, sortOrder });
  });
});

describe('readSortPreference', () => {
  const list: SortList = 'photos';
  it.each([
    ['valid', '{"sortKey":"created","sortOrder":"asc"}', { sortKey: 'created', sortOrder: 'asc' }],
    ['bad key', '{"sortKey":"name","sortOrder":"asc"}', DEFAULT_SORT.photos],
    ['bad order', '{"sortKey":"created","sortOrder":"up"}', DEFAULT_SORT.photos],
    ['broken JSON', '{sortKey', DEFAULT_SORT.photos],
    ['not an object', '"created"', DEFAULT_SORT.photos],
    ['null', 'null', DEFAULT_SORT.photos],
  ])('%s', (_name, raw, expected) => {
    expect(readSortPreference(memory({ [sortStorageKey(list)]: raw }), list)).toEqual(expected);
  });
  it('throwing storage → default', () => expect(readSortPreference(throwing, list)).toEqual(DEFAULT_SORT.photos));
  it('no storage (server) → default', () => expect(readSortPreference(undefined, 'albumPhotos')).toEqual(DEFAULT_SORT.albumPhotos));
});

describe('writeSortPreference', () => {
  it('round trips per list', () => {
    const m = memory();
    expect(writeSortPreference(m, 'albumPhotos', { sortKey: 'dateTaken', sortOrder: 'asc' })).toBe(true);
    expect(readSortPreference(m, 'albumPhotos')).toEqual({ sortKey: 'dateTaken', sortOrder: 'asc' });
    expect(readSortPreference(m, 'photos')).toEqual(DEFAULT_SORT.photos);
  });
  it('refused by storage', () => expect(writeSortPreference(throwing, 'photos', DEFAULT_SORT.photos)).toBe(false));
});
