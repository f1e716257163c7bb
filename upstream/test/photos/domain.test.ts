// Pure rules of the photo APIs, table-driven.
import { describe, expect, it } from 'vitest';
import { albumNameProblem } from '../../src/photos/domain/album-name';
import { decodeCursor, encodeCursor } from '../../src/photos/domain/cursor';
import { toTimeline } from '../../src/photos/domain/months';
import { thumbSize } from '../../src/photos/domain/photo-view';
import { signScope, verifyScope } from '../../src/photos/domain/signing';
import { declaredKind, sniffImage } from '../../src/photos/domain/sniff';
import { uniqueEntryNames } from '../../src/photos/domain/zip-names';
import { exifDateTaken, readExif } from '../../src/photos/images/exif';
import { JPEG_320x240_ORIENTATION_6, JPEG_640x480_EXIF_2021_06_15, PNG_160x120 } from '../fixtures/photo-fixtures';

const bytes = (b64: string) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));

describe('album name rules', () => {
  it.each([
    ['Holiday', null],
    ['Été à Paris 2024', null],
    ['', 'Please give your album a name'],
    ['   ', 'Name not valid'],
    ['a<b', 'Name not valid'],
    ['a>b', 'Name not valid'],
    ['a;b', 'Name not valid'],
    ['a,b', 'Name not valid'],
  ])('%j → %j', (name, problem) => expect(albumNameProblem(name)).toBe(problem));
});

describe('cursor', () => {
  it('round-trips and refuses anything else', () => {
    const c = { v: 1_700_000_000_000, i: 'abc-123' };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
    for (const bad of ['', 'x', btoa('{"v":"1","i":"a"}'), btoa('[]'), '%%%']) expect(decodeCursor(bad)).toBeNull();
  });
});

describe('timeline mapping', () => {
  it('groups by year and month and drops empty months', () => {
    expect(
      toTimeline([
        { year: 1970, month: 1, count: 1 },
        { year: 2024, month: 3, count: 5 },
        { year: 2024, month: 4, count: 0 },
      ]),
    ).toEqual({ '1970': { '1': 1 }, '2024': { '3': 5 } });
  });
});

describe('thumbnail sizes', () => {
  it.each([
    [1600, 1200, 300, { width: 300, height: 225 }],
    [1200, 1600, 1300, { width: 1200, height: 1600 }],
    [640, 480, 800, { width: 640, height: 480 }],
  ])('%i×%i at %i', (w, h, t, size) => expect(thumbSize(w, h, t)).toEqual(size));
});

describe('content signatures', () => {
  it('sniffs jpeg, png, heic and nothing else', () => {
    expect(sniffImage(bytes(JPEG_640x480_EXIF_2021_06_15))).toBe('image/jpeg');
    expect(sniffImage(bytes(PNG_160x120))).toBe('image/png');
    expect(sniffImage(new Uint8Array([0, 0, 0, 0x1c, ...new TextEncoder().encode('ftypheic')]))).toBe('image/heic');
    expect(sniffImage(new TextEncoder().encode('GIF89a....'))).toBeNull();
    expect(sniffImage(new TextEncoder().encode('hello'))).toBeNull();
  });
  it.each([
    ['image/jpeg', 'a.png', 'image/jpeg'],
    ['', 'a.JPG', 'image/jpeg'],
    ['application/octet-stream', 'a.heic', 'image/heic'],
    ['image/gif', 'a.jpg', null],
    ['', 'a.txt', null],
  ])('declared %j %j → %j', (type, name, kind) => expect(declaredKind(type, name)).toBe(kind));
});

describe('zip entry names', () => {
  it('makes names unique (case-insensitively) and safe', () => {
    expect(uniqueEntryNames(['a.jpg', 'a.jpg', 'A.JPG', '../etc/passwd', '', 'noext', 'noext'])).toEqual([
      'a.jpg',
      'a (2).jpg',
      'A (3).JPG',
      '_etc_passwd',
      'photo',
      'noext',
      'noext (2)',
    ]);
  });
});

describe('signed URLs', () => {
  it('verifies its own signature only for the same scope and before expiry', async () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const sig = await signScope('secret', 'media:pool/01', exp);
    expect(await verifyScope('secret', 'media:pool/01', exp, sig)).toBe(true);
    expect(await verifyScope('secret', 'media:pool/02', exp, sig)).toBe(false);
    expect(await verifyScope('other', 'media:pool/01', exp, sig)).toBe(false);
    expect(await verifyScope('secret', 'media:pool/01', exp + 1, sig)).toBe(false);
    expect(await verifyScope('secret', 'media:pool/01', exp, sig, (exp + 1) * 1000)).toBe(false);
  });
});

describe('EXIF DateTimeOriginal', () => {
  it('reads it from a JPEG and answers null without EXIF', () => {
    expect(exifDateTaken(bytes(JPEG_640x480_EXIF_2021_06_15))).toBe(Date.UTC(2021, 5, 15, 10, 30, 0));
    expect(exifDateTaken(new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
    expect(readExif(bytes(JPEG_320x240_ORIENTATION_6))).toEqual({ dateTaken: null, orientation: 6 });
    expect(readExif(bytes(JPEG_640x480_EXIF_2021_06_15)).orientation).toBe(1);
  });
});
