import { describe, expect, it } from 'vitest';
import { type DownloadEvent, type Downloads, downloadKey, nextDownloads, pdfFileName } from './download-state';

describe('invoice download state per id', () => {
  const run = (events: DownloadEvent[], from: Downloads = {}) => events.reduce(nextDownloads, from);
  it.each<[string, DownloadEvent[], Downloads]>([
    ['start', [{ type: 'start', id: 'a' }], { a: { status: 'InProgress' } }],
    [
      'finish',
      [
        { type: 'start', id: 'a' },
        { type: 'finish', id: 'a', url: 'blob:x' },
      ],
      { a: { status: 'Finished', url: 'blob:x' } },
    ],
    [
      'fail',
      [
        { type: 'start', id: 'a' },
        { type: 'fail', id: 'a', message: '500' },
      ],
      { a: { status: 'Failed', message: '500' } },
    ],
    [
      'retry after failure',
      [
        { type: 'start', id: 'a' },
        { type: 'fail', id: 'a' },
        { type: 'start', id: 'a' },
      ],
      { a: { status: 'InProgress' } },
    ],
    ['late answer without start ignored', [{ type: 'finish', id: 'a', url: 'blob:x' }], {}],
    [
      'ids are independent',
      [
        { type: 'start', id: 'a' },
        { type: 'start', id: 'b' },
        { type: 'fail', id: 'b' },
      ],
      { a: { status: 'InProgress' }, b: { status: 'Failed' } },
    ],
    [
      'second finish ignored',
      [
        { type: 'start', id: 'a' },
        { type: 'finish', id: 'a', url: 'blob:1' },
        { type: 'finish', id: 'a', url: 'blob:2' },
      ],
      { a: { status: 'Finished', url: 'blob:1' } },
    ],
  ])('%s', (_, events, expected) => {
    expect(run(events)).toEqual(expected);
  });
  it('keys by kind', () => expect(downloadKey('map', '1')).not.toBe(downloadKey('current', '1')));
  it.each([
    ['current', 'INV-1001002', 'invoice-INV-1001002.pdf'],
    ['historical', '7-H1', 'invoice-7-H1.pdf'],
    ['map', 'Order map März', 'map-Order-map-Marz.pdf'],
    ['product', '../../etc/passwd', 'invoice-etc-passwd.pdf'],
    ['current', 'invoice-9.pdf', 'invoice-9.pdf'],
    ['map', '', 'map-document.pdf'],
  ] as const)('%s %s → %s', (kind, ref, name) => expect(pdfFileName(kind, ref)).toBe(name));
});
