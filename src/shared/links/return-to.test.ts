import { describe, expect, it } from 'vitest';
import { MAX_RETURN_TO_LENGTH, safeReturnTo } from './return-to';

const ORIGIN = 'https://my.photobloom.nl';

describe('safeReturnTo', () => {
  it.each([
    ['/orders', '/orders'],
    ['/orders/ABC-1?tab=details#top', '/orders/ABC-1?tab=details#top'],
    ['/my-photos/photos?stripped=true', '/my-photos/photos?stripped=true'],
    ['/search?q=a%20b', '/search?q=a%20b'],
    ['/', '/'],
  ])('keeps same-origin path %j', (value, expected) => {
    expect(safeReturnTo(value, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.test',
    '//evil.test/orders',
    '/\\evil.test',
    '\\\\evil.test',
    '/\\/evil.test',
    'https://evil.test/',
    'https://my.photobloom.nl.evil.test/',
    'https://my.photobloom.nl/orders',
    'http://my.photobloom.nl/orders',
    'javascript:alert(1)',
    'data:text/html,x',
    '%2F%2Fevil.test',
    '/%2F%2Fevil.test',
    '/%2Fevil.test',
    '/%5Cevil.test',
    '%252F%252Fevil.test',
    '/%252F%252Fevil.test',
    '/%09/evil.test',
    '/\t/evil.test',
    '/orders\r\nLocation: //evil.example',
    '/orders%0d%0aLocation://evil.example',
    '/..//evil.test',
    '/./%2e%2e//evil.test',
    'orders',
    '/%zz',
    '',
    `/${'a'.repeat(MAX_RETURN_TO_LENGTH)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe('/');
  });

  it.each([undefined, null, 42, ['/orders']])('refuses non-string %j', (value) => {
    expect(safeReturnTo(value, ORIGIN)).toBe('/');
  });
});
