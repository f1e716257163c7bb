import { beforeAll, describe, expect, it, vi } from 'vitest';
import { BRANDS, brandForKey } from '../brands/brands';
import { loadDateLocale } from './date-locales';
import { formatDay, formatMoney, formatPercent } from './format';
import { acceptLanguageOf, FORMAT_LOCALES, type FormatLocale, formatLocaleOf } from './format-locale';

// Issue 19 §3: amounts from the currency in the data, every date for the brand's locale, and the
// German brand writing dates as Germany does while reading the de-AT catalogue.
const brand = (key: string) => {
  const b = brandForKey(key);
  if (!b) throw new Error(`no brand ${key}`);
  return b;
};
/** Intl writes no-break spaces (U+00A0, U+202F) inside amounts; the table uses plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

beforeAll(async () => {
  await Promise.all(FORMAT_LOCALES.map((l) => loadDateLocale(l)));
});

describe('formatLocaleOf / acceptLanguageOf', () => {
  it.each([
    ['photobloom-gb', 'en-GB', 'en-GB'],
    ['photobloom-ie', 'en-GB', 'en-IE, en-GB;q=0.9'],
    ['photobloom-de', 'de-DE', 'de-DE, de-AT;q=0.9'],
    ['photobloom-at', 'de-AT', 'de-AT'],
    ['photobloom-be', 'nl-BE', 'nl-BE'],
    ['photobloom-be-fr', 'fr-FR', 'fr-BE, fr-FR;q=0.9'],
    ['photobloom-dk', 'da-DK', 'da-DK'],
    ['photobloom-no', 'nb-NO', 'nb-NO'],
    ['photobloom-se', 'sv-SE', 'sv-SE'],
    ['snapbook-nl', 'nl-NL', 'nl-NL'],
  ])('%s formats in %s and sends Accept-Language %s', (key, formatLocale, header) => {
    expect(formatLocaleOf(brand(key))).toBe(formatLocale);
    expect(acceptLanguageOf(brand(key))).toBe(header);
  });

  it('gives every brand a format locale with a date-fns locale, keeping its catalogue', () => {
    for (const b of BRANDS) {
      const f = formatLocaleOf(b);
      expect(FORMAT_LOCALES).toContain(f);
      expect(f.split('-')[0]).toBe(b.locale.split('-')[0]);
    }
  });
});

describe('formatMoney: the currency of the data, the brand’s way of writing it', () => {
  it.each<[FormatLocale, number, string, string]>([
    ['en-GB', 42.99, 'GBP', '£42.99'],
    ['en-GB', 49.99, 'EUR', '€49.99'],
    ['nl-NL', 49.99, 'EUR', '€ 49,99'],
    ['de-DE', 1124.75, 'EUR', '1.124,75 €'],
    ['de-AT', 1124.75, 'EUR', '€ 1.124,75'],
    ['fr-FR', 49.99, 'EUR', '49,99 €'],
    ['es-ES', 1124.75, 'EUR', '1124,75 €'],
    ['da-DK', 372.93, 'DKK', '372,93 kr.'],
    ['nb-NO', 584.88, 'NOK', '584,88 kr'],
    ['sv-SE', 569.89, 'SEK', '569,89 kr'],
    // An order in another market's currency keeps it: a Swedish order read on the UK brand.
    ['en-GB', 569.89, 'SEK', 'SEK 569.89'],
    ['en-GB', 0, 'GBP', '£0.00'],
  ])('%s %d %s → %s', (locale, amount, currency, expected) => {
    expect(plain(formatMoney(amount, currency, locale))).toBe(expected);
  });

  it('writes an unknown currency code after the number instead of failing', () => {
    expect(plain(formatMoney(5, 'XX1', 'de-DE'))).toBe('5.00 XX1');
    expect(plain(formatMoney(6, 'XX1', 'de-DE'))).toBe('6.00 XX1');
  });

  it('builds one formatter per locale and currency, not one per amount', () => {
    const Real = Intl.NumberFormat;
    const made = vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (this: unknown, ...args) {
      return new Real(...args);
    } as typeof Intl.NumberFormat);
    for (const amount of [1, 2, 3]) expect(plain(formatMoney(amount, 'CHF', 'fr-FR'))).toBe(`${amount},00 CHF`);
    formatMoney(4, 'CHF', 'de-DE');
    expect(made).toHaveBeenCalledTimes(2);
    made.mockRestore();
  });
});

describe('formatDay: every date, the date of birth too, in the brand’s locale', () => {
  it.each<[FormatLocale, string, 'long' | 'medium', string]>([
    ['en-GB', '1986-04-12', 'long', '12 April 1986'],
    ['en-GB', '2026-01-05T10:00:00.000Z', 'medium', '5 Jan 2026'],
    ['de-DE', '2026-01-05', 'long', '5. Januar 2026'],
    ['de-AT', '2026-01-05', 'long', '5. Jänner 2026'],
    ['nl-NL', '1986-04-12', 'long', '12 april 1986'],
    ['fr-FR', '1986-04-12', 'long', '12 avril 1986'],
    ['es-ES', '1986-04-12', 'long', '12 de abril de 1986'],
    ['it-IT', '1986-04-12', 'long', '12 aprile 1986'],
    ['da-DK', '1986-04-12', 'long', '12. april 1986'],
    ['nb-NO', '1986-04-12', 'long', '12. april 1986'],
    ['sv-SE', '1986-04-12', 'long', '12 april 1986'],
    ['pt-PT', '1986-04-12', 'long', '12 de abril de 1986'],
  ])('%s %s (%s) → %s', (locale, iso, style, expected) => {
    expect(formatDay(iso, locale, style)).toBe(expected);
  });

  it('keeps a value that is not a date as it is', () => {
    expect(formatDay('soon', 'de-DE')).toBe('soon');
  });
});

describe('formatPercent: the brand’s way of writing a percentage (issue 35 §3)', () => {
  it.each<[FormatLocale, number, string]>([
    ['en-GB', 10, '10%'],
    ['nl-NL', 10, '10%'],
    ['fr-FR', 10, '10 %'],
    ['de-AT', 10, '10 %'],
    ['nb-NO', 10, '10 %'],
    ['da-DK', 12.5, '12,5 %'],
    ['sv-SE', 10, '10 %'],
  ])('%s %d → %s', (locale, value, expected) => expect(plain(formatPercent(value, locale))).toBe(expected));
});
