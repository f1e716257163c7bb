import { beforeAll, describe, expect, it } from 'vitest';
import { createdLabel, listDate } from '../../features/albums/dates';
import { monthLabel } from '../../features/photos/month-label';
import { loadDateLocale } from './date-locales';
import { FORMAT_LOCALES, type FormatLocale } from './format-locale';
import { LOCALES } from './locales';
import { formatPhotoDay, formatPhotoMoment, formatPhotoMonth } from './photo-dates';

// As the worker and the client entry do before rendering.
beforeAll(() => Promise.all(FORMAT_LOCALES.map(loadDateLocale)));

const NOV_28 = new Date(2026, 10, 28, 14, 3); // local time, as the viewer's browser reads it
const MAY_8 = new Date(2026, 4, 8, 9, 5);

// Each locale's own medium date (ordinal dots, abbreviations), with the spec's two-digit day.
const TABLE: [FormatLocale, month: string, day: string, singleDigitDay: string, moment: string][] = [
  ['en-GB', 'November 2026', '28 Nov 2026', '08 May 2026', '28 Nov 2026, 14:03'],
  ['nl-NL', 'november 2026', '28 nov. 2026', '08 mei 2026', '28 nov. 2026, 14:03'],
  ['nl-BE', 'november 2026', '28 nov. 2026', '08 mei 2026', '28 nov. 2026, 14:03'],
  ['es-ES', 'Noviembre 2026', '28 nov 2026', '08 may 2026', '28 nov 2026, 14:03'],
  ['fr-FR', 'novembre 2026', '28 nov. 2026', '08 mai 2026', '28 nov. 2026, 14:03'],
  ['de-AT', 'November 2026', '28. Nov. 2026', '08. Mai 2026', '28. Nov. 2026 14:03'],
  ['de-DE', 'November 2026', '28. Nov. 2026', '08. Mai 2026', '28. Nov. 2026 14:03'],
  ['it-IT', 'novembre 2026', '28 nov 2026', '08 mag 2026', '28 nov 2026 14:03'],
  ['da-DK', 'november 2026', '28. nov. 2026', '08. maj 2026', '28. nov. 2026 14:03'],
  ['pt-PT', 'novembro 2026', '28 de nov de 2026', '08 de mai de 2026', '28 de nov de 2026, 14:03'],
  ['nb-NO', 'november 2026', '28. nov. 2026', '08. mai 2026', '28. nov. 2026 14:03'],
  ['sv-SE', 'november 2026', '28 nov. 2026', '08 maj 2026', '28 nov. 2026 14:03'],
];

describe('photo page dates, one format per kind of date (issue 34 §5)', () => {
  it('covers every catalogue locale and format locale', () => {
    expect(TABLE.map(([l]) => l).sort()).toEqual([...FORMAT_LOCALES].sort());
    for (const l of LOCALES) expect(TABLE.some(([fl]) => fl === l)).toBe(true);
  });

  it.each(TABLE)('%s: month %s, day %s / %s, moment %s', (locale, month, day, singleDigitDay, moment) => {
    expect(formatPhotoMonth(2026, 11, locale)).toBe(month);
    expect(formatPhotoDay(NOV_28, locale)).toBe(day);
    expect(formatPhotoDay(MAY_8, locale)).toBe(singleDigitDay);
    expect(formatPhotoMoment(NOV_28, locale)).toBe(moment);
  });

  it.each(TABLE)('%s: a date reads the same on every photo page', (locale, month, day) => {
    const iso = NOV_28.toISOString();
    // Timeline and scrubber headings, the album picker's months.
    expect(monthLabel(2026, 11, locale, 'Unknown Date')).toBe(month);
    // The albums list tile and the album page's 'Created {date}'.
    expect(listDate(iso, locale)).toBe(day);
    expect(createdLabel(iso, new Date(2027, 0, 1), locale)).toEqual({ id: 'albums.created.date', date: day });
    // The downloads list starts with the same day.
    expect(formatPhotoMoment(NOV_28, locale).startsWith(day)).toBe(true);
  });

  it('nl-BE abbreviates a month one way (it wrote both "nov" and "nov." before)', () => {
    const written = [formatPhotoDay(NOV_28, 'nl-BE'), formatPhotoMoment(NOV_28, 'nl-BE'), listDate(NOV_28.toISOString(), 'nl-BE')];
    for (const text of written) expect(text).toMatch(/\bnov\. 2026/);
  });
});

describe('one term for the date taken per language (issue 34 §5)', () => {
  const files = import.meta.glob<Record<string, string>>('../../../locales/*.json', { eager: true, import: 'default' });
  const catalogue = (locale: string): Record<string, string> => files[`../../../locales/${locale}.json`] ?? {};
  // nb-NO said 'Tatt dato' in the sort and 'Dato tatt' in the viewer; pt-PT 'Data de captura' and 'Data da captura'.
  it.each(LOCALES)('%s: the sort options name the date taken as the viewer does', (locale) => {
    const m = catalogue(locale);
    const term = m['photos.info.taken'];
    expect(term).toBeTruthy();
    for (const key of ['photos.sort.dateTaken.desc', 'photos.sort.dateTaken.asc']) expect(m[key]?.split(',')[0]).toBe(term);
  });
});
