import { beforeAll, describe, expect, it } from 'vitest';
import { loadDateLocale } from '../../shared/i18n/date-locales';
import { createdLabel, listDate } from './dates';

// As the worker and the client entry do before rendering.
beforeAll(() => Promise.all((['en-GB', 'nl-NL', 'nl-BE', 'de-AT', 'nb-NO'] as const).map(loadDateLocale)));

const now = new Date(2026, 2, 15, 10, 0, 0); // 15 Mar 2026, local time
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).toISOString();

describe('createdLabel', () => {
  it.each([
    ['earlier today', at(2026, 3, 15, 0), { id: 'albums.created.today' }],
    ['later today', at(2026, 3, 15, 23), { id: 'albums.created.today' }],
    ['yesterday', at(2026, 3, 14, 1), { id: 'albums.created.yesterday' }],
    ['yesterday late', at(2026, 3, 14, 23), { id: 'albums.created.yesterday' }],
    ['two days ago', at(2026, 3, 13), { id: 'albums.created.date', date: '13 Mar 2026' }],
    ['last year', at(2025, 12, 1), { id: 'albums.created.date', date: '01 Dec 2025' }],
  ])('%s', (_, iso, expected) => {
    expect(createdLabel(iso, now, 'en-GB')).toEqual(expected);
  });
  it('yesterday across a month boundary', () => {
    expect(createdLabel(at(2026, 2, 28), new Date(2026, 2, 1, 8), 'en-GB')).toEqual({ id: 'albums.created.yesterday' });
  });
  it('localised dates', () => {
    expect(createdLabel(at(2025, 5, 3), now, 'nl-NL')).toEqual({ id: 'albums.created.date', date: '03 mei 2025' });
    // The ordinal dot German and Norwegian write (issue 34), with the spec's two-digit day.
    expect(createdLabel(at(2025, 10, 8), now, 'de-AT')).toEqual({ id: 'albums.created.date', date: '08. Okt. 2025' });
    expect(createdLabel(at(2025, 10, 8), now, 'nb-NO')).toEqual({ id: 'albums.created.date', date: '08. okt. 2025' });
  });
});

describe('listDate (dd MMM yyyy, as the locale writes it)', () => {
  it.each([
    [at(2024, 1, 5), 'en-GB', '05 Jan 2024'],
    [at(2024, 11, 30), 'en-GB', '30 Nov 2024'],
    [at(2024, 3, 9), 'de-AT', '09. März 2024'],
    [at(2026, 11, 28), 'nl-BE', '28 nov. 2026'],
  ] as const)('%s %s → %s', (iso, locale, expected) => {
    expect(listDate(iso, locale)).toBe(expected);
  });
});
