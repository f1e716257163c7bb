import { describe, expect, it } from 'vitest';
// The upstream's own rule set: the client must agree with it on every row.
import { albumNameProblem as serverProblem } from '../../../upstream/src/photos/domain/album-name';
import { albumNameProblem } from './album-name';

// Reading A of spec §5 (the upstream's): empty → required; only spaces → not valid.
// Reading B would map '   ' to required; the server says 'Name not valid', so A it is.
const rows: [string, 'required' | 'invalid' | null][] = [
  ['', 'required'],
  [' ', 'invalid'],
  ['    ', 'invalid'],
  ['\t', 'invalid'],
  ['a<b', 'invalid'],
  ['a>b', 'invalid'],
  ['a;b', 'invalid'],
  ['a,b', 'invalid'],
  ['<', 'invalid'],
  ['Summer 2024', null],
  [' Summer ', null],
  ['x', null],
  ['Émile & co. (été) — 100%', null],
  ['a'.repeat(100), null],
  ['a'.repeat(101), 'invalid'],
];

describe('albumNameProblem', () => {
  it.each(rows)('%j → %s', (name, expected) => {
    expect(albumNameProblem(name)).toBe(expected);
  });
  it.each(rows)('%j agrees with the upstream', (name) => {
    const server = serverProblem(name);
    const client = albumNameProblem(name);
    expect(server === null ? null : server === 'Please give your album a name' ? 'required' : 'invalid').toBe(client);
  });
});
