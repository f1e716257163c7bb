import { expect, it } from 'vitest';
import { isDeleteWord } from './delete-all';

it.each([
  ['DELETE', 'DELETE', true],
  ['delete', 'DELETE', false],
  [' DELETE', 'DELETE', false],
  ['DELETE ', 'DELETE', false],
  ['DELET', 'DELETE', false],
  ['VERWIJDEREN', 'VERWIJDEREN', true],
  ['DELETE', 'VERWIJDEREN', false],
  ['LÖSCHEN', 'LÖSCHEN', true],
  ['LOSCHEN', 'LÖSCHEN', false],
  ['', '', false],
])('%j against %j → %s', (typed, word, ok) => expect(isDeleteWord(typed, word)).toBe(ok));
