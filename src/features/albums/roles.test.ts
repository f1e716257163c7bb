import { describe, expect, it } from 'vitest';
import { sharedAlbumRole } from './roles';

describe('sharedAlbumRole', () => {
  it.each([
    ['u1', 'u1', 'owner'],
    ['u2', 'u1', 'participant'],
    [null, 'u1', 'unknown'],
    [undefined, 'u1', 'unknown'],
    ['', 'u1', 'unknown'],
    ['U1', 'u1', 'participant'],
  ] as const)('user %j, owner %j → %s', (user, owner, expected) => {
    expect(sharedAlbumRole(user, owner)).toBe(expected);
  });
});
