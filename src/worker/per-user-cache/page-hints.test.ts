import { describe, expect, it } from 'vitest';
import { hintedPage } from './page-hints';

describe('the pages the worker starts calls ahead for, by pathname', () => {
  it.each([
    ['/', { page: 'overview' }],
    ['/orders', { page: 'orders' }],
    ['/orders/', { page: 'orders' }],
    ['/orders/1001001', { page: 'order', code: '1001001' }],
    ['/orders/10%2001/', { page: 'order', code: '10 01' }],
    ['/my-photos/photos', { page: 'timeline' }],
    ['/my-photos/photos/', { page: 'timeline' }],
    ['/orders/%E0%A4%A', undefined],
    ['/orders/1/x', undefined],
    ['/orders//1', undefined],
    ['/ordersx', undefined],
    ['/my-photos/albums', undefined],
    ['/settings', undefined],
  ])('%s', (path, expected) => {
    expect(hintedPage(path)).toEqual(expected);
  });
});
