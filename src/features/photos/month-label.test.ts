import { beforeAll, describe, expect, it } from 'vitest';
import { loadDateLocale } from '../../shared/i18n/date-locales';
import { LOCALES } from '../../shared/i18n/locales';
import { monthKey, monthLabel } from './month-label';

// As the server render and the client entry do before rendering.
beforeAll(async () => {
  await Promise.all(LOCALES.map((l) => loadDateLocale(l)));
});

describe('monthLabel', () => {
  it.each([
    ['en-GB', 2024, 3, 'March 2024'],
    ['es-ES', 2024, 3, 'Marzo 2024'],
    ['es-ES', 2023, 12, 'Diciembre 2023'],
    ['nl-NL', 2024, 3, 'maart 2024'],
    ['nl-BE', 2024, 5, 'mei 2024'],
    ['fr-FR', 2024, 2, 'février 2024'],
    ['de-AT', 2024, 1, 'Jänner 2024'],
    ['it-IT', 2024, 6, 'giugno 2024'],
    ['da-DK', 2024, 7, 'juli 2024'],
    ['pt-PT', 2024, 8, 'agosto 2024'],
    ['nb-NO', 2024, 9, 'september 2024'],
    ['sv-SE', 2024, 10, 'oktober 2024'],
    ['en-GB', 1970, 2, 'February 1970'],
  ] as const)('%s %i/%i → %s', (locale, year, month, expected) => {
    expect(monthLabel(year, month, locale, 'Unknown Date')).toBe(expected);
  });
  it.each(['en-GB', 'es-ES', 'sv-SE'] as const)('January 1970 in %s is the catalogue text', (locale) => {
    expect(monthLabel(1970, 1, locale, 'X-unknown')).toBe('X-unknown');
  });
  it('month key', () => expect(monthKey(2024, 3)).toBe('2024/3'));
});
