/**
 * The catalogues keep locales/STYLE.md: counts through ICU `plural` with the categories each
 * locale needs, no untranslated English, one form of address per language, the punctuation rules.
 * Each rule is shown to catch a bad message first, then run over all 11 catalogues.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/shared/i18n/locales';
import {
  BARE_COUNT_KEYS,
  bareCountArguments,
  forbiddenAddress,
  missingPluralCategories,
  renderingPattern,
  SAME_AS_ENGLISH,
  secondTerms,
  typographyFaults,
} from '../../support/catalogue-rules';

const load = (locale: string): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
const english = load('en-GB');

describe('the rules catch what they are for', () => {
  it('a count shown without plural', () => {
    expect(bareCountArguments('{amount} selected')).toEqual(['amount']);
    expect(bareCountArguments('{count} photos removed from {albumName}')).toEqual(['count']);
    expect(bareCountArguments('{amount, plural, one {# selected} other {# selected}}')).toEqual([]);
    expect(bareCountArguments('Open {name}')).toEqual([]);
  });

  it('a plural without the categories of its locale', () => {
    expect(missingPluralCategories('{n, plural, one {# foto} other {# fotos}}', 'es-ES')).toEqual(['many']);
    expect(missingPluralCategories('{n, plural, one {# foto} many {# de fotos} other {# fotos}}', 'es-ES')).toEqual([]);
    expect(missingPluralCategories('{n, plural, other {# Fotos}}', 'de-AT')).toEqual(['one']);
  });

  it('a form of address the style guide rules out', () => {
    expect(forbiddenAddress('Bitte versuchen Sie es erneut.', 'de-AT')).toEqual(['Sie']);
    expect(forbiddenAddress('Ihr Konto wurde gelöscht', 'de-AT')).toEqual(['Ihr']);
    expect(forbiddenAddress('Das Teilen wird nicht unterstützt, sie können die Fotos aber ansehen.', 'de-AT')).toEqual([]);
    expect(forbiddenAddress('Wilt u het opnieuw proberen?', 'nl-BE')).toEqual(['u']);
    expect(forbiddenAddress('Uw account is verwijderd', 'nl-NL')).toEqual(['Uw']);
    expect(forbiddenAddress('Enviadme el boletín', 'es-ES')).toEqual(['Enviadme']);
    expect(forbiddenAddress('Verifica o teu e-mail: enviámos-te uma ligação', 'pt-PT')).toHaveLength(2);
    expect(forbiddenAddress('Inviatemi la newsletter', 'it-IT')).toEqual(['Inviatemi']);
    expect(forbiddenAddress('As-tu besoin d’aide ?', 'fr-FR')).toEqual(['tu']);
    expect(forbiddenAddress('Kan De prøve igen?', 'da-DK')).toEqual(['De']);
    expect(forbiddenAddress('Kan Ni försöka igen?', 'sv-SE')).toEqual(['Ni']);
  });

  it('a second word for a concept the locale names otherwise', () => {
    expect(secondTerms('Ordrehistorikk', 'nb-NO')).toEqual(['Ordre']);
    expect(secondTerms('Se alle bestillingene mine', 'nb-NO')).toEqual([]);
    expect(secondTerms('Ändra betalningssätt', 'sv-SE')).toEqual(['betalningssätt']);
  });

  it('punctuation against the style guide', () => {
    expect(typographyFaults('Besoin d’aide ?', 'fr-FR')).toContain('no narrow no-break space before ; ! ? %');
    expect(typographyFaults('Référence : {id}', 'fr-FR')).toContain('no no-break space before :');
    expect(typographyFaults('Référence\u00a0: {id}', 'fr-FR')).toEqual([]);
    expect(typographyFaults("Mijn foto's", 'nl-NL')).toEqual(['straight apostrophe instead of ’']);
    expect(typographyFaults('Fotos werden geladen...', 'de-AT')).toEqual(['three dots instead of …']);
  });
});

describe('renderingPattern (the no-English browser pass)', () => {
  it('matches any rendering of a message as a whole line, placeholders up to four words', () => {
    const copied = renderingPattern(english['albums.copy.amount']!);
    expect(copied.test('1 photo selected')).toBe(true);
    expect(copied.test('1,234 photos selected')).toBe(true);
    expect(copied.test('3 Fotos ausgewählt')).toBe(false);
    const order = renderingPattern(english['orders.number']!);
    expect(order.test('Order 10042')).toBe(true);
    expect(order.test('Order before the cut-off for delivery before Christmas')).toBe(false);
    expect(renderingPattern(english['albums.removed.many']!).test('2 photos removed from Summer in Rome')).toBe(true);
  });
});

describe.each(LOCALES)('%s catalogue', (locale) => {
  const messages = load(locale);

  it('says every count through plural (bare numbers only where no word agrees with them)', () => {
    const bare = Object.entries(messages)
      .filter(([key]) => !BARE_COUNT_KEYS.has(key))
      .flatMap(([key, text]) => bareCountArguments(text).map((arg) => `${key}: {${arg}}`));
    expect(bare).toEqual([]);
  });

  it(`gives every plural the categories ${locale} needs (${new Intl.PluralRules(locale).resolvedOptions().pluralCategories.join(', ')})`, () => {
    const lacking = Object.entries(messages).flatMap(([key, text]) => missingPluralCategories(text, locale).map((c) => `${key}: ${c}`));
    expect(lacking).toEqual([]);
  });

  it('keeps one form of address (STYLE.md, Register)', () => {
    const mixed = Object.entries(messages).flatMap(([key, text]) => forbiddenAddress(text, locale).map((form) => `${key}: ${form}`));
    expect(mixed).toEqual([]);
  });

  it('names each concept with one word (STYLE.md, Words)', () => {
    const mixed = Object.entries(messages).flatMap(([key, text]) => secondTerms(text, locale).map((term) => `${key}: ${term}`));
    expect(mixed).toEqual([]);
  });

  it('keeps the punctuation rules (STYLE.md, Punctuation)', () => {
    const faults = Object.entries(messages).flatMap(([key, text]) => typographyFaults(text, locale).map((f) => `${key}: ${f}`));
    expect(faults).toEqual([]);
  });

  it.skipIf(locale === 'en-GB')('translates every value (the same text as en-GB only for the allow-listed words)', () => {
    const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])]);
    const untranslated = Object.entries(messages)
      .filter(([key, text]) => text === english[key] && !allowed.has(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(untranslated).toEqual([]);
  });
});
