import { describe, expect, it } from 'vitest';
import { documentForm, documentKey, parseDocumentRequest, validateFailedDownload } from './document-link';

const query = (q: Record<string, string>) => (name: string) => q[name];

describe('documentForm', () => {
  it('the action carries the kind and id; the fields name, channel (historical) and the way back', () => {
    expect(documentForm({ kind: 'current', id: 'G-7', name: '1001002', back: '/invoices' })).toEqual({
      action: '/documents/current/G-7',
      fields: [
        ['name', '1001002'],
        ['back', '/invoices'],
      ],
    });
    expect(documentForm({ kind: 'historical', id: 'H 1', channel: 'albelli-nl', name: 'x', back: '/orders/1' }).action).toBe(
      '/documents/historical/H%201',
    );
  });
});

describe('parseDocumentRequest', () => {
  it.each<[string, string, Record<string, string>, ReturnType<typeof parseDocumentRequest>]>([
    ['current', 'G-7', { name: '1001002', back: '/invoices' }, { kind: 'current', id: 'G-7', name: '1001002', back: '/invoices' }],
    ['product', '1001-1', { back: '/orders/1001001' }, { kind: 'product', id: '1001-1', name: '1001-1', back: '/orders/1001001' }],
    ['map', 'M1', { back: 'https://evil.test/' }, { kind: 'map', id: 'M1', name: 'M1', back: '/invoices' }],
    ['map', 'M1', { back: '//evil.test' }, { kind: 'map', id: 'M1', name: 'M1', back: '/invoices' }],
    ['historical', 'H1', { channel: 'albelli-nl' }, { kind: 'historical', id: 'H1', channel: 'albelli-nl', name: 'H1', back: '/invoices' }],
    ['historical', 'H1', {}, null],
    ['current', '../me', {}, null],
    ['secret', 'G-7', {}, null],
  ])('%s %s %j', (kind, id, q, expected) => expect(parseDocumentRequest(kind, id, query(q))).toEqual(expected));
});

describe('documentKey and validateFailedDownload', () => {
  it.each([
    ['current:G-7', 'current:G-7'],
    ['historical:H1/albelli-nl', 'historical:H1/albelli-nl'],
    ['historical:H1', undefined],
    ['current:G-7/x', undefined],
    ['current:G-7/x/y', undefined],
    ['secret:G-7', undefined],
    ['current', undefined],
    [12, undefined],
  ])('%s → %s', (raw, expected) => expect(validateFailedDownload(raw)).toBe(expected));
  it('the key of a link is what the page validates', () => {
    expect(validateFailedDownload(documentKey({ kind: 'historical', id: 'H1', channel: 'pb-gb' }))).toBe('historical:H1/pb-gb');
  });
});
