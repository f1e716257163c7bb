import { describe, expect, it } from 'vitest';
import { carriesFiles, DragDepth, droppedFiles } from './drop-files';
import { queueReducer, summarize, type UploadItem } from './queue';

const added = (names: string[]): UploadItem[] =>
  names.reduce<UploadItem[]>((items, name) => {
    const next = queueReducer(items, { type: 'add', items: [{ id: name, name, size: 1 }] });
    return queueReducer(next, { type: 'checked', id: name, kind: 'image/jpeg', problem: null });
  }, []);

describe('cancelling one upload', () => {
  it('an uploading or waiting file is cancelled; its aborted request does not turn it into a failure', () => {
    let items = added(['a.jpg', 'b.jpg', 'c.jpg']);
    items = queueReducer(items, { type: 'start', id: 'a.jpg' });
    items = queueReducer(items, { type: 'progress', id: 'a.jpg', progress: 0.4 });
    items = queueReducer(items, { type: 'cancel', id: 'a.jpg' });
    items = queueReducer(items, { type: 'failed', id: 'a.jpg', failure: 'network' });
    items = queueReducer(items, { type: 'cancel', id: 'b.jpg' }); // still waiting its turn
    const byId = Object.fromEntries(items.map((i) => [i.id, i]));
    expect(byId['a.jpg']).toMatchObject({ status: 'cancelled', progress: 0, failure: null });
    expect(byId['b.jpg']?.status).toBe('cancelled');
    expect(byId['c.jpg']?.status).toBe('ready');
    expect(summarize(items)).toMatchObject({ cancelled: 2, failed: 0, uploading: false, canUpload: true });
  });
  it('a finished file cannot be cancelled, and a late done does not revive a cancelled one', () => {
    let items = added(['a.jpg', 'b.jpg']);
    items = queueReducer(items, { type: 'start', id: 'a.jpg' });
    items = queueReducer(items, { type: 'done', id: 'a.jpg' });
    items = queueReducer(items, { type: 'cancel', id: 'a.jpg' });
    items = queueReducer(items, { type: 'start', id: 'b.jpg' });
    items = queueReducer(items, { type: 'cancel', id: 'b.jpg' });
    items = queueReducer(items, { type: 'done', id: 'b.jpg' });
    expect(items.map((i) => i.status)).toEqual(['done', 'cancelled']);
  });
  it('a file the library already had is done, marked as such (nothing new stored)', () => {
    let items = added(['a.jpg', 'b.jpg']);
    items = queueReducer(items, { type: 'start', id: 'a.jpg' });
    items = queueReducer(items, { type: 'done', id: 'a.jpg', duplicate: true });
    items = queueReducer(items, { type: 'start', id: 'b.jpg' });
    items = queueReducer(items, { type: 'done', id: 'b.jpg' });
    expect(items.map((i) => [i.status, i.duplicate])).toEqual([
      ['done', true],
      ['done', false],
    ]);
  });
  it('a cancelled file can be sent again (retry)', () => {
    let items = queueReducer(added(['a.jpg']), { type: 'cancel', id: 'a.jpg' });
    items = queueReducer(items, { type: 'start', id: 'a.jpg' });
    expect(items[0]?.status).toBe('uploading');
  });
});

describe('page-wide drop zone', () => {
  it('only a drag that carries files counts (not a dragged link or text)', () => {
    expect(carriesFiles({ types: ['Files'] })).toBe(true);
    expect(carriesFiles({ types: ['text/uri-list', 'text/plain'] })).toBe(false);
    expect(carriesFiles(null)).toBe(false);
    expect(droppedFiles(null)).toEqual([]);
  });
  it('the overlay stays while the drag moves over nested elements and goes on the last leave', () => {
    const d = new DragDepth();
    expect(d.enter()).toBe(true);
    expect(d.enter()).toBe(true); // a child
    expect(d.leave()).toBe(true); // left the child, still over the page
    expect(d.leave()).toBe(false); // left the window
    expect(d.leave()).toBe(false); // never below zero
    d.enter();
    expect(d.reset()).toBe(false);
  });
});
