import { describe, expect, it } from 'vitest';
import { isStripped, withStripped } from './stripped';

const ORIGIN = 'https://my.photobloom.nl';

describe('withStripped', () => {
  it.each([
    ['/orders', true, '/orders?stripped=true'],
    ['/orders?page=2', true, '/orders?page=2&stripped=true'],
    ['/orders?stripped=false', true, '/orders?stripped=true'],
    ['/orders#top', true, '/orders?stripped=true#top'],
    ['orders/42', true, 'orders/42?stripped=true'],
    ['?tab=albums', true, '?tab=albums&stripped=true'],
    ['https://my.photobloom.nl/settings', true, 'https://my.photobloom.nl/settings?stripped=true'],
    ['https://www.photobloom.nl/products', true, 'https://www.photobloom.nl/products'],
    ['http://example.test/', true, 'http://example.test/'],
    ['//cdn.example.test/x', true, '//cdn.example.test/x'],
    ['mailto:care@photobloom.nl', true, 'mailto:care@photobloom.nl'],
    ['/orders', false, '/orders'],
    ['https://my.photobloom.nl/settings', false, 'https://my.photobloom.nl/settings'],
  ])('%j (stripped=%j) → %j', (href, stripped, expected) => {
    expect(withStripped(href, stripped, ORIGIN)).toBe(expected);
  });

  it('leaves absolute links alone when no origin is known', () => {
    expect(withStripped('https://my.photobloom.nl/x', true)).toBe('https://my.photobloom.nl/x');
  });
});

describe('isStripped', () => {
  it.each([
    ['?stripped=true', true],
    ['stripped=true&a=1', true],
    ['?stripped=1', false],
    ['?stripped=TRUE', false],
    ['', false],
  ])('%j → %j', (search, expected) => {
    expect(isStripped(search)).toBe(expected);
  });
});
