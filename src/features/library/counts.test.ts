import { expect, it } from 'vitest';
import { albumsTabCount, photosTabCount } from './counts';

it.each([
  [3, 2, true, 5],
  [3, 2, false, 3],
  [3, undefined, false, 3],
  [3, undefined, true, '-'],
  [undefined, 2, true, '-'],
  [0, 0, true, 0],
] as const)('albums own %s + shared %s (flag %s) → %s', (own, shared, flag, out) => expect(albumsTabCount(own, shared, flag)).toBe(out));
it.each([
  [12, 12],
  [undefined, '-'],
  [0, 0],
] as const)('photos %s → %s', (n, out) => expect(photosTabCount(n)).toBe(out));
