import { describe, expect, it } from 'vitest';
import { countryOptions, defaultCountry, normalisePostalCode } from './address-rules';

describe('normalisePostalCode: as the country writes it', () => {
  it.each([
    ['NL', '1012lg', '1012 LG'],
    ['NL', ' 1012   lg ', '1012 LG'],
    ['NL', '1012 LG', '1012 LG'],
    ['SE', '12345', '123 45'],
    ['SE', '123 45', '123 45'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['IE', 'd02x285', 'D02 X285'],
    ['FR', ' 75001 ', '75001'],
    ['PT', '1000-001', '1000-001'],
    ['DE', '10115', '10115'],
    // Not a valid code of its country: only trimmed and upper-cased (validation reports it).
    ['NL', '99999', '99999'],
    ['FR', '1012lg', '1012LG'],
  ])('%s %j → %j', (country, input, expected) => {
    expect(normalisePostalCode(country, input)).toBe(expected);
  });
});

describe('countryOptions: the brand country first, the rest by localised name', () => {
  it.each([
    ['fr-FR', 'FR', 'FR', 'France'],
    ['nl-NL', 'NL', 'NL', 'Nederland'],
    ['de-DE', 'DE', 'DE', 'Deutschland'],
    ['en-GB', 'GB', 'GB', 'United Kingdom'],
  ])('%s on a %s brand starts with %s (%s)', (locale, brand, first, name) => {
    const options = countryOptions(locale, brand);
    expect(options[0]).toEqual({ code: first, name });
    const rest = options.slice(1).map((o) => o.name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    expect(options).toHaveLength(15);
  });

  it('names countries in the page language', () => {
    expect(countryOptions('fr-FR', 'FR').find((o) => o.code === 'DE')?.name).toBe('Allemagne');
  });

  it.each([
    ['FR', 'FR'],
    ['BE', 'BE'],
    ['US', 'NL'],
  ])('an empty form on a %s brand preselects %s', (brand, expected) => {
    expect(defaultCountry(brand)).toBe(expected);
  });
});
