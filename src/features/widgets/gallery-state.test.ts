import { describe, expect, it } from 'vitest';
import { entryStates, type GalleryStates, galleryReducer } from './gallery-state';

const run = (s: GalleryStates, id: string, op: 'create' | 'read' | 'update' | 'delete', ...types: ('start' | 'succeed' | 'fail')[]) =>
  types.reduce((acc, type) => galleryReducer(acc, { id, op, event: { type } }), s);

describe('gallery entry states per id', () => {
  it('keeps create, read, update and delete apart per entry', () => {
    let s = run({}, 'e1', 'update', 'start');
    s = run(s, 'e2', 'delete', 'start');
    expect(entryStates(s, 'e1').update.status).toBe('InProgress');
    expect(entryStates(s, 'e1').delete.status).toBe('NotRequested');
    expect(entryStates(s, 'e2').delete.status).toBe('InProgress');
  });
  it('update returns to NotRequested on success and keeps a failure', () => {
    expect(entryStates(run({}, 'e1', 'update', 'start', 'succeed'), 'e1').update.status).toBe('NotRequested');
    expect(entryStates(run({}, 'e1', 'update', 'start', 'fail'), 'e1').update.status).toBe('Failed');
  });
  it('a finished delete removes the entry; a failed one stays', () => {
    const s = run(run({}, 'e1', 'read', 'start', 'succeed'), 'e1', 'delete', 'start', 'succeed');
    expect(s).not.toHaveProperty('e1');
    expect(entryStates(run({}, 'e1', 'delete', 'start', 'fail'), 'e1').delete.status).toBe('Failed');
  });
  it('create and read finish normally', () => {
    const s = run(run({}, 'w1', 'create', 'start', 'succeed'), 'e1', 'read', 'start', 'succeed');
    expect(entryStates(s, 'w1').create.status).toBe('Finished');
    expect(entryStates(s, 'e1').read.status).toBe('Finished');
  });
});
