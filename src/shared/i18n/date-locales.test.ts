import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { dateLocaleIfLoaded, loadDateLocale } from './date-locales';
import { LOCALES, type Locale } from './locales';

const JAN_5 = new Date(2026, 0, 5, 12);

describe('date-locales', () => {
  it.each<[Locale, string, string]>([
    ['en-GB', 'en-GB', '5 January 2026'],
    ['nl-NL', 'nl', '5 januari 2026'],
    ['nl-BE', 'nl-BE', '5 januari 2026'],
    ['es-ES', 'es', '5 enero 2026'],
    ['fr-FR', 'fr', '5 janvier 2026'],
    ['de-AT', 'de-AT', '5 Jänner 2026'],
    ['it-IT', 'it', '5 gennaio 2026'],
    ['da-DK', 'da', '5 januar 2026'],
    ['pt-PT', 'pt', '5 janeiro 2026'],
    ['nb-NO', 'nb', '5 januar 2026'],
    ['sv-SE', 'sv', '5 januari 2026'],
  ])('%s → date-fns %s', async (locale, code, long) => {
    const dl = await loadDateLocale(locale);
    expect(dl.code).toBe(code);
    expect(format(JAN_5, 'd MMMM yyyy', { locale: dl })).toBe(long);
    expect(dateLocaleIfLoaded(locale)).toBe(dl);
  });

  it('covers every app locale', async () => {
    for (const l of LOCALES) await expect(loadDateLocale(l)).resolves.toHaveProperty('code');
  });
});
