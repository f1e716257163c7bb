import { describe, expect, it } from 'vitest';
import { ALBUM_NAME_MAX, albumNameProblem, REFUSED_CHARACTERS } from './album-name';

describe('the album-name hint tells the rules the check applies', () => {
  it('each listed character is refused, and the listed limit is the limit', () => {
    for (const c of REFUSED_CHARACTERS.split(' ')) expect(albumNameProblem(`Summer ${c} 2026`), c).toBe('invalid');
    expect(albumNameProblem('x'.repeat(ALBUM_NAME_MAX))).toBeNull();
    expect(albumNameProblem('x'.repeat(ALBUM_NAME_MAX + 1))).toBe('invalid');
  });
});
