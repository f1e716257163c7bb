import { describe, expect, it } from 'vitest';
import { intlFor, messagesFor } from './catalogue';
import { LOCALES } from './locales';

describe('intlFor (issue 18 §4: one formatter per locale pair per isolate)', () => {
  it('builds the formatter once and hands the same one to every request', () => {
    expect(intlFor('nl-NL')).toBe(intlFor('nl-NL'));
    expect(intlFor('de-AT', 'de-DE')).toBe(intlFor('de-AT', 'de-DE'));
    expect(intlFor('de-AT', 'de-DE')).not.toBe(intlFor('de-AT'));
  });

  it('still formats in its own locale, falling back to en-GB for a missing id', () => {
    expect(intlFor('nl-NL').locale).toBe('nl-NL');
    expect(intlFor('de-AT', 'de-DE').formatLocale).toBe('de-DE');
    expect(intlFor('nl-NL').formatMessage({ id: 'no.such.id' })).toBe('no.such.id');
  });
});

describe('messagesFor: the compact server catalogue (scripts/server-catalogue.mjs) gives back each locale file', () => {
  const files = import.meta.glob<Record<string, string>>('../../../locales/*.json', { eager: true, import: 'default' });
  it.each(LOCALES)('%s', (locale) => {
    expect(messagesFor(locale)).toEqual(files[`../../../locales/${locale}.json`]);
  });
});
