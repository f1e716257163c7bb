import { NOT_REQUESTED, nextRequestState, type RequestEvent, type RequestState } from '../../shared/request-state';

/**
 * Gallery entries' request states (account-area §4): per entry id, separate Create, Read, Update
 * and Delete states. After a finished delete the entry is removed; a finished update returns to
 * NotRequested (the form is ready again). A new entry's create state is kept under its widget id.
 */
export type GalleryOp = 'create' | 'read' | 'update' | 'delete';
export type EntryStates = Record<GalleryOp, RequestState>;
export type GalleryStates = Readonly<Record<string, EntryStates>>;

const EMPTY: EntryStates = { create: NOT_REQUESTED, read: NOT_REQUESTED, update: NOT_REQUESTED, delete: NOT_REQUESTED };

export const entryStates = (s: GalleryStates, id: string): EntryStates => s[id] ?? EMPTY;

export function galleryReducer(s: GalleryStates, a: { id: string; op: GalleryOp; event: RequestEvent }): GalleryStates {
  const before = entryStates(s, a.id);
  const next = nextRequestState(before[a.op], a.event);
  if (a.op === 'delete' && next.status === 'Finished') {
    const { [a.id]: _removed, ...rest } = s;
    void _removed;
    return rest;
  }
  const settled = a.op === 'update' && next.status === 'Finished' ? NOT_REQUESTED : next;
  return { ...s, [a.id]: { ...before, [a.op]: settled } };
}
