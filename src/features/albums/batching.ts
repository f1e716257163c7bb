import { ALBUMS_PAGE_SIZE } from '../../shared/queries/photos';

/**
 * Batching and paging constants of the albums (photo spec §9).
 * - Adds to an album go in batches of 500 ids (the upstream takes 1..500 per call; spec §9 lists
 *   "500, 500 and 3" without purposes — the timeline's delete uses 500 and 3 too).
 * - The first albums page asks one less than the page size of 50 (49); the 'New album' tile fills
 *   the first row's missing place.
 */
export const FIRST_ALBUMS_PAGE_SIZE = ALBUMS_PAGE_SIZE - 1;
export const ADD_BATCH_SIZE = 500;
export const ALBUM_SECTION_SIZE = 24;

/** Limit of an albums page: the first (no cursor) is one less than the normal size. */
export function albumsPageLimit(cursor: string | null | undefined): number {
  return cursor ? ALBUMS_PAGE_SIZE : FIRST_ALBUMS_PAGE_SIZE;
}

/** Splits ids into chunks; a size that isn't an integer ≥ 1 gives no chunks (spec §5). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) return [];
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Adds photos to an album in batches, one after another; stops at the first failing batch (the
 * upstream adds nothing of a batch with a foreign id) and rethrows, with how many were added.
 */
export async function addInBatches(
  ids: readonly string[],
  add: (batch: string[]) => Promise<unknown>,
  size = ADD_BATCH_SIZE,
): Promise<number> {
  const unique = [...new Set(ids)];
  let added = 0;
  for (const batch of chunk(unique, size)) {
    await add(batch);
    added += batch.length;
  }
  return added;
}

/** Splits a photo list into the album grid's sections of 24. */
export function sections<T>(items: readonly T[], size = ALBUM_SECTION_SIZE): T[][] {
  return chunk(items, size);
}
