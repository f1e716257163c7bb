import { TIMELINE_PAGE_SIZE } from '../../shared/queries/photos';

/**
 * One timeline month (photo spec §4): uninitialised → pending → fulfilled | rejected; each fulfilled
 * page is appended with its cursor; a sort change clears the pages; deleted photos leave their page
 * (optimistically) and come back in place when the delete fails. Pure and generic over the photo.
 */
export type MonthStatus = 'uninitialised' | 'pending' | 'fulfilled' | 'rejected';

export interface MonthState<P extends { imageId: string }> {
  readonly status: MonthStatus;
  readonly photos: readonly P[];
  /** Cursor of the next page; null when the last page is loaded (or before the first). */
  readonly cursor: string | null;
  /** Pages appended so far (0 before the first). */
  readonly pages: number;
}

/**
 * Further pages, loaded by the '+N' tile. The spec names 500 as the photos page size; rows are
 * virtualised, so a page this size is never laid out at once.
 */
export const NEXT_PAGE_SIZE = 500;

export function emptyMonth<P extends { imageId: string }>(): MonthState<P> {
  return { status: 'uninitialised', photos: [], cursor: null, pages: 0 };
}

/** A request for the first or the next page started. */
export function monthPending<P extends { imageId: string }>(state: MonthState<P>): MonthState<P> {
  return { ...state, status: 'pending' };
}

/** Appends a page; photos already present (a page boundary moved by a delete) are not repeated. */
export function monthFulfilled<P extends { imageId: string }>(
  state: MonthState<P>,
  page: { cursor: string | null; images: readonly P[] },
): MonthState<P> {
  const seen = new Set(state.photos.map((p) => p.imageId));
  const fresh = page.images.filter((p) => !seen.has(p.imageId));
  return { status: 'fulfilled', photos: [...state.photos, ...fresh], cursor: page.cursor, pages: state.pages + 1 };
}

/** The request failed; photos already loaded stay so a failed '+N' doesn't blank the month. */
export function monthRejected<P extends { imageId: string }>(state: MonthState<P>): MonthState<P> {
  return { ...state, status: 'rejected' };
}

/** Sort changed: the pages go and the month loads again from its first page. */
export function monthCleared<P extends { imageId: string }>(): MonthState<P> {
  return emptyMonth<P>();
}

export interface Removed<P> {
  readonly photo: P;
  readonly index: number;
  /** The next photo that stayed (the rollback inserts before it); null at the end. */
  readonly before: string | null;
}

/** Removes photos (optimistic delete) and returns them with their positions for a rollback. */
export function removePhotos<P extends { imageId: string }>(
  state: MonthState<P>,
  ids: ReadonlySet<string>,
): { state: MonthState<P>; removed: Removed<P>[] } {
  const removed: Removed<P>[] = [];
  let next: string | null = null;
  // Walk backwards so each removed photo knows the next photo that stays.
  for (let index = state.photos.length - 1; index >= 0; index--) {
    const photo = state.photos[index]!;
    if (ids.has(photo.imageId)) removed.unshift({ photo, index, before: next });
    else next = photo.imageId;
  }
  const photos = removed.length ? state.photos.filter((p) => !ids.has(p.imageId)) : state.photos;
  return { state: removed.length ? { ...state, photos } : state, removed };
}

/**
 * Puts photos whose deletion failed back where they were: before the photo that followed them,
 * so a partial rollback (some ids deleted, some not) keeps the original order.
 */
export function restorePhotos<P extends { imageId: string }>(state: MonthState<P>, removed: readonly Removed<P>[]): MonthState<P> {
  if (!removed.length) return state;
  const photos = [...state.photos];
  const present = new Set(photos.map((p) => p.imageId));
  for (const r of [...removed].sort((a, b) => a.index - b.index)) {
    if (present.has(r.photo.imageId)) continue;
    const at = r.before === null ? -1 : photos.findIndex((p) => p.imageId === r.before);
    photos.splice(at < 0 ? photos.length : at, 0, r.photo);
    present.add(r.photo.imageId);
  }
  return { ...state, photos };
}

export interface MonthView<P> {
  /** Photos to show, in order. */
  readonly shown: readonly P[];
  /** '+N' on the last shown photo, or null. */
  readonly plus: number | null;
}

/**
 * The '+N' rule (photo spec §2, §9): a section shows up to 24 photos at first; when the month's count
 * exceeds 24 and a cursor exists, the last shown photo carries '+N' with N = count − shown.
 */
export function monthView<P extends { imageId: string }>(state: MonthState<P>, count: number): MonthView<P> {
  const shown = state.pages <= 1 ? state.photos.slice(0, TIMELINE_PAGE_SIZE) : state.photos;
  const rest = count - shown.length;
  const plus = count > TIMELINE_PAGE_SIZE && state.cursor !== null && rest > 0 && shown.length > 0 ? rest : null;
  return { shown, plus };
}

/** Photos the section will show once loaded: what the layout reserves before the page arrives. */
export function expectedShown(state: MonthState<{ imageId: string }>, count: number): number {
  // Before the first page the section keeps the room of its first page, so nothing below shifts
  // when it arrives. A first page that failed reserves nothing: the month is then its error alone
  // (month-grid.ts), not the error over ~400 px of blank (issue 34 §5); the timeline's scroll anchor
  // keeps what is in view still when the section shrinks above it.
  if (state.pages === 0) return state.status === 'rejected' ? 0 : Math.min(count, TIMELINE_PAGE_SIZE);
  return state.pages <= 1 ? Math.min(state.photos.length, TIMELINE_PAGE_SIZE) : state.photos.length;
}
