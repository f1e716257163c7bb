import { describe, expect, it } from 'vitest';
import { isSafeLink, safeHref } from './safe-link';

describe('isSafeLink', () => {
  it.each([
    ['https://www.photobloom.nl/products', true],
    ['http://example.test/x?y=1#z', true],
    ['  https://www.photobloom.nl/  ', true],
    ['HTTPS://WWW.PHOTOBLOOM.NL/', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    [' javascript:alert(1)', false],
    ['java\tscript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['vbscript:msgbox(1)', false],
    ['//evil.test/x', false],
    ['/\\evil.test', false],
    ['\\\\evil.test', false],
    ['https:\\\\evil.test', false],
    ['https:evil.test', false],
    ['/relative/path', false],
    ['ftp://files.test/x', false],
    ['mailto:care@photobloom.nl', false],
    ['https://my.photobloom.nl@evil.test/', false],
    ['https://evil.test/\u0000', false],
    ['https://evil.test/\u0085', false],
    ['https://', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%j → %j', (url, expected) => {
    expect(isSafeLink(url)).toBe(expected);
  });
});

describe('safeHref', () => {
  it.each([
    ['https://www.photobloom.nl/faq', 'https://www.photobloom.nl/faq'],
    [' https://www.photobloom.nl ', 'https://www.photobloom.nl/'],
    ['javascript:alert(1)', '/'],
    [undefined, '/'],
  ])('%j → %j', (url, expected) => {
    expect(safeHref(url, '/')).toBe(expected);
  });
});
