/**
 * Sort preference per list (photo spec §3), kept in local storage as JSON and validated with zod;
 * anything that fails validation (or storage that throws) gives the list's default.
 */
// zod/mini: the classic build would add its whole method chain API to the photo route chunks.
import * as z from 'zod/mini';

export const SORT_LISTS = ['albumPhotos', 'sharedAlbumPhotos', 'photos'] as const;
export type SortList = (typeof SORT_LISTS)[number];

export const SortPreference = z.object({ sortKey: z.enum(['created', 'dateTaken']), sortOrder: z.enum(['asc', 'desc']) });
export type SortPreference = z.infer<typeof SortPreference>;

export const DEFAULT_SORT: Readonly<Record<SortList, SortPreference>> = {
  albumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  sharedAlbumPhotos: { sortKey: 'created', sortOrder: 'desc' },
  photos: { sortKey: 'dateTaken', sortOrder: 'desc' },
};

/** The part of Storage this module needs (window.localStorage fits). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export function sortStorageKey(list: SortList): string {
  return `sortPreference.${list}`;
}

export function readSortPreference(storage: KeyValueStorage | undefined, list: SortList): SortPreference {
  try {
    const raw = storage?.getItem(sortStorageKey(list));
    if (raw == null) return DEFAULT_SORT[list];
    const parsed = SortPreference.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_SORT[list];
  } catch {
    return DEFAULT_SORT[list];
  }
}

/** Writes the preference; returns false when storage refused (private mode, quota). */
export function writeSortPreference(storage: KeyValueStorage | undefined, list: SortList, value: SortPreference): boolean {
  const parsed = SortPreference.safeParse(value);
  if (!storage || !parsed.success) return false;
  try {
    storage.setItem(sortStorageKey(list), JSON.stringify(parsed.data));
    return true;
  } catch {
    return false;
  }
}

/** The four choices of the sort dropdown, in menu order. */
export const SORT_OPTIONS: readonly SortPreference[] = [
  { sortKey: 'dateTaken', sortOrder: 'desc' },
  { sortKey: 'dateTaken', sortOrder: 'asc' },
  { sortKey: 'created', sortOrder: 'desc' },
  { sortKey: 'created', sortOrder: 'asc' },
];
