import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS, withStorageOverrides } from './flags';

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
