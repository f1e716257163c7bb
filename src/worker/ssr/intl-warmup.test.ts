import { describe, expect, it } from 'vitest';
import { INTL_WARMUP } from './intl-warmup';

/** The script, run against a stand-in `document` (and optionally a broken `Intl`). */
function run(document: unknown, intl: unknown = Intl) {
  new Function('document', 'Intl', INTL_WARMUP)(document, intl);
}

describe('INTL_WARMUP', () => {
  it('is script text that cannot close its own <script> element', () => {
    expect(INTL_WARMUP).not.toMatch(/<\/script/i);
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
    run({ documentElement: { lang: 'de-AT', dataset: { formatLocale: 'de-DE' } } }, spy);
    expect(seen).toEqual([['de-AT', 'de-DE']]);
  });

  it('never throws: no Intl, or a document without a lang', () => {
    expect(() => run({ documentElement: { lang: '', dataset: {} } }, undefined)).not.toThrow();
    expect(() => run({ documentElement: { lang: '', dataset: {} } })).not.toThrow();
  });
});
