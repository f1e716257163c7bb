import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, resolveFlags } from './flags';
import { cookieFlagStorage, storedFlagsValue, withStorageOverrides } from './stored';

const store = (values: Record<string, string>) => (key: string) => values[key] ?? null;

describe('withStorageOverrides', () => {
  it.each([
    ['a stored boolean overrides the server value', '', { PhotoManagementAlbumViewEnabled: 'false' }, false],
    ['the query wins over storage', '?PhotoManagementAlbumViewEnabled=true', { PhotoManagementAlbumViewEnabled: 'false' }, true],
    [
      'an unparsable stored value is ignored',
      '',
      { PhotoManagementAlbumViewEnabled: 'nope' },
      DEFAULT_FLAGS.PhotoManagementAlbumViewEnabled,
    ],
    ['nothing stored keeps the server value', '', {}, DEFAULT_FLAGS.PhotoManagementAlbumViewEnabled],
  ])('%s', (_name, search, values, expected) => {
    expect(withStorageOverrides(DEFAULT_FLAGS, search, store(values)).PhotoManagementAlbumViewEnabled).toBe(expected);
  });

  it('treats a throwing storage (blocked site data) as empty', () => {
    const throwing = () => {
      throw new Error('SecurityError');
    };
    expect(withStorageOverrides(DEFAULT_FLAGS, '', throwing)).toEqual(DEFAULT_FLAGS);
  });
});

describe('the cookie that mirrors stored flags to the server', () => {
  it.each([
    ['nothing stored: no value (the cookie is removed)', {}, ''],
    [
      'stored booleans, in flag order',
      { HideOrderPrints: 'true', PhotoManagementAlbumViewEnabled: ' false ' },
      'PhotoManagementAlbumViewEnabled=false&HideOrderPrints=true',
    ],
    ['unparsable values and other keys are left out', { PhotoManagementAlbumViewEnabled: 'nope', 'photos.sort': 'x' }, ''],
  ])('%s', (_name, values, expected) => {
    expect(storedFlagsValue(store(values))).toBe(expected);
  });

  it('gives the server the flags the browser resolves (the query still wins)', () => {
    const values = { PhotoManagementSharedAlbumsViewEnabled: 'false', PhotoManagementAlbumViewEnabled: 'false' };
    const search = '?PhotoManagementAlbumViewEnabled=true';
    const server = resolveFlags({ search, storage: cookieFlagStorage(storedFlagsValue(store(values))) });
    expect(server).toEqual(withStorageOverrides(resolveFlags({ search }), search, store(values)));
    expect(server.PhotoManagementSharedAlbumsViewEnabled).toBe(false);
  });

  it('ignores a missing or forged cookie value', () => {
    expect(resolveFlags({ storage: cookieFlagStorage(undefined) })).toEqual(DEFAULT_FLAGS);
    expect(resolveFlags({ storage: cookieFlagStorage('HideOrderPrints=1&OrderPrintsEnabled=%22x%22;') })).toEqual(DEFAULT_FLAGS);
  });
});
