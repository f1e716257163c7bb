import { readFileSync } from 'node:fs';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/i18n/locales';

const load = (locale: string): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
const reference = load('en-GB');

// A locale missing a key fails here, never in the running app (which falls back to en-GB).
describe.each(LOCALES.filter((l) => l !== 'en-GB'))('%s catalogue', (locale) => {
  const messages = load(locale);

  it('has every key of en-GB and no others', () => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
  });

  it('keeps the ICU placeholders of en-GB and parses', () => {
    const names = (els: MessageFormatElement[], out = new Set<string>()): Set<string> => {
      for (const el of els) {
        if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
        out.add(el.value);
        if (el.type === TYPE.plural || el.type === TYPE.select) for (const o of Object.values(el.options)) names(o.value, out);
        if (el.type === TYPE.tag) names(el.children, out);
      }
      return out;
    };
    const placeholders = (text: string) => names(parse(text));
    for (const [key, text] of Object.entries(messages)) {
      expect(() => parse(text), `${locale} ${key}`).not.toThrow();
      expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(reference[key] ?? ''));
    }
  });
});
