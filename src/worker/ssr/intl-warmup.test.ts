import { describe, expect, it } from 'vitest';
import { intlWarmupScript } from './intl-warmup';

/** The script's body, run against a stand-in `document` (and optionally a broken `Intl`). */
function run(script: string, document: unknown, intl: unknown = Intl) {
  const body = /<script nonce="[^"]*">([\s\S]*)<\/script>/.exec(script)?.[1];
  if (!body) throw new Error('no inline script');
  new Function('document', 'Intl', body)(document, intl);
}

describe('intlWarmupScript', () => {
  it('is one inline script carrying the response nonce', () => {
    const html = intlWarmupScript('abc+/==');
    expect(html.startsWith('<script nonce="abc+/==">')).toBe(true);
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('formats once in the page locale and its format locale', () => {
    const seen: unknown[] = [];
    const spy = {
      NumberFormat: class {
        constructor(l: unknown) {
          seen.push(l);
        }
        format() {
          return '';
        }
      },
      DateTimeFormat: class {
        format() {
          return '';
        }
      },
    };
    run(intlWarmupScript('n'), { documentElement: { lang: 'de-AT', dataset: { formatLocale: 'de-DE' } } }, spy);
    expect(seen).toEqual([['de-AT', 'de-DE']]);
  });

  it('never throws: no Intl, or a document without a lang', () => {
    expect(() => run(intlWarmupScript('n'), { documentElement: { lang: '', dataset: {} } }, undefined)).not.toThrow();
    expect(() => run(intlWarmupScript('n'), { documentElement: { lang: '', dataset: {} } })).not.toThrow();
  });
});
