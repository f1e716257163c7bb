import { describe, expect, it } from 'vitest';
import { checkFile, declaredKind, sniffImage, UPLOAD_MAX_BYTES } from './file-check';
import { queueReducer, summarize, type UploadItem } from './queue';
import { failureOf } from './xhr-upload';

const bytes = (...b: number[]) => new Uint8Array(b);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d);
const heic = (brand: string) =>
  new Uint8Array([0, 0, 0, 0x1c, ...[...'ftyp'].map((c) => c.charCodeAt(0)), ...[...brand].map((c) => c.charCodeAt(0))]);
const TEXT = new TextEncoder().encode('this is not an image, only text');

describe('file checks (type and magic bytes)', () => {
  it('sniffs jpeg, png and heic brands', () => {
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(heic('heic'))).toBe('image/heic');
    expect(sniffImage(heic('mif1'))).toBe('image/heic');
    expect(sniffImage(heic('avif'))).toBeNull();
    expect(sniffImage(TEXT)).toBeNull();
    expect(sniffImage(bytes(0xff, 0xd8))).toBeNull();
  });
  it('reads the declared type, or the extension when the browser gives none', () => {
    expect(declaredKind('image/jpeg', 'a.png')).toBe('image/jpeg');
    expect(declaredKind('', 'IMG_1.HEIC')).toBe('image/heic');
    expect(declaredKind('application/octet-stream', 'a.jpeg')).toBe('image/jpeg');
    expect(declaredKind('image/gif', 'a.jpg')).toBeNull();
    expect(declaredKind('', 'notes.txt')).toBeNull();
  });
  it('refuses a text file renamed .jpg, a wrong type, an empty or too big file', () => {
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 30 }, TEXT)).toEqual({ ok: false, problem: 'content' });
    expect(checkFile({ name: 'a.gif', type: 'image/gif', size: 30 }, JPEG)).toEqual({ ok: false, problem: 'type' });
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 0 }, JPEG)).toEqual({ ok: false, problem: 'empty' });
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: UPLOAD_MAX_BYTES + 1 }, JPEG)).toEqual({ ok: false, problem: 'tooBig' });
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 30 }, JPEG)).toEqual({ ok: false, problem: 'content' });
  });
  it('accepts the three image types', () => {
    expect(checkFile({ name: 'a.jpg', type: 'image/jpeg', size: 30 }, JPEG)).toEqual({ ok: true, kind: 'image/jpeg' });
    expect(checkFile({ name: 'a.png', type: 'image/png', size: 30 }, PNG)).toEqual({ ok: true, kind: 'image/png' });
    expect(checkFile({ name: 'a.heic', type: '', size: 30 }, heic('heic'))).toEqual({ ok: true, kind: 'image/heic' });
  });
  it('maps upload answers to per-file failures', () => {
    expect(failureOf(415)).toBe('unsupported');
    expect(failureOf(413)).toBe('tooBig');
    expect(failureOf(401)).toBe('signedOut');
    expect(failureOf(0)).toBe('network');
    expect(failureOf(502)).toBe('server');
  });
});

describe('upload queue', () => {
  const add = (items: UploadItem[], ...ids: string[]) =>
    queueReducer(items, { type: 'add', items: ids.map((id) => ({ id, name: `${id}.jpg`, size: 10 })) });
  it('Upload is disabled until a file is added and while adding or uploading', () => {
    let q: UploadItem[] = [];
    expect(summarize(q).canUpload).toBe(false);
    q = add(q, 'a', 'b');
    expect(summarize(q)).toMatchObject({ adding: true, canUpload: false });
    q = queueReducer(q, { type: 'checked', id: 'a', kind: 'image/jpeg', problem: null });
    expect(summarize(q).canUpload).toBe(false); // b still being checked
    q = queueReducer(q, { type: 'checked', id: 'b', kind: null, problem: 'content' });
    expect(summarize(q)).toMatchObject({ adding: false, ready: 1, invalid: 1, canUpload: true });
    q = queueReducer(q, { type: 'start', id: 'a' });
    expect(summarize(q).canUpload).toBe(false);
  });
  it('tracks progress, failure and a retry of one file', () => {
    let q = add([], 'a', 'b');
    q = queueReducer(q, { type: 'checked', id: 'a', kind: 'image/jpeg', problem: null });
    q = queueReducer(q, { type: 'checked', id: 'b', kind: 'image/png', problem: null });
    q = queueReducer(q, { type: 'start', id: 'a' });
    q = queueReducer(q, { type: 'progress', id: 'a', progress: 0.5 });
    q = queueReducer(q, { type: 'progress', id: 'a', progress: 0.3 }); // never goes back
    expect(q[0]!.progress).toBe(0.5);
    q = queueReducer(q, { type: 'failed', id: 'a', failure: 'network' });
    q = queueReducer(q, { type: 'start', id: 'b' });
    q = queueReducer(q, { type: 'done', id: 'b' });
    expect(summarize(q)).toMatchObject({ failed: 1, done: 1 });
    q = queueReducer(q, { type: 'start', id: 'a' });
    expect(q[0]).toMatchObject({ status: 'uploading', progress: 0, failure: null });
    expect(q[1]!.status).toBe('done');
    expect(queueReducer(q, { type: 'remove', id: 'a' })).toHaveLength(2); // not while uploading
  });
});
