/**
 * Scroll position and visible sections, stored when the preview opens and restored when it closes
 * (photo spec §2, §5: the stored scroll position is two non-negative numbers). Values read back from
 * storage are parsed with zod; anything else is ignored.
 */
import * as z from 'zod/mini';
import type { KeyValueStorage } from './sort-preferences';

export const SCROLL_POSITION_KEY = 'photos.scrollPosition';
/** Which page load stored the position (see `PAGE_LOAD`). */
export const SCROLL_POSITION_OWNER_KEY = 'photos.scrollPosition.owner';

/**
 * This page load's id. The position is stored when a photo opens from the timeline and restored
 * when the preview closes back to it, inside one page load (client-side navigation). A position left
 * behind by an earlier load (the preview was left some other way, the tab closed) is stale: a fresh
 * visit of My photos must start at the top, not where an old preview once was (issue 16 §8).
 */
const PAGE_LOAD = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
export const VISIBLE_SECTIONS_KEY = 'photos.visibleSections';

// zod 4 numbers are finite.
const NonNegative = z.number().check(z.gte(0));
/** `[x, y]` in CSS pixels. */
export const ScrollPosition = z.tuple([NonNegative, NonNegative]);
export type ScrollPosition = z.infer<typeof ScrollPosition>;
/** Month keys 'year/month' of the sections in view. */
export const VisibleSections = z.array(z.string().check(z.regex(/^\d{4}\/(?:[1-9]|1[0-2])$/))).check(z.maxLength(1000));

function read<T>(storage: KeyValueStorage | undefined, key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(storage: KeyValueStorage | undefined, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return !!storage;
  } catch {
    return false;
  }
}

/** The position stored by this page load, else null (a stale one is ignored; `clearPreviewReturn` drops it). */
export function readScrollPosition(storage: KeyValueStorage | undefined, pageLoad = PAGE_LOAD): ScrollPosition | null {
  const owner = read(storage, SCROLL_POSITION_OWNER_KEY, z.string());
  if (owner !== pageLoad) return null;
  return read(storage, SCROLL_POSITION_KEY, ScrollPosition);
}

export function writeScrollPosition(storage: KeyValueStorage | undefined, position: ScrollPosition, pageLoad = PAGE_LOAD): boolean {
  const parsed = ScrollPosition.safeParse(position);
  return parsed.success && write(storage, SCROLL_POSITION_KEY, parsed.data) && write(storage, SCROLL_POSITION_OWNER_KEY, pageLoad);
}

export function readVisibleSections(storage: KeyValueStorage | undefined): string[] {
  return read(storage, VISIBLE_SECTIONS_KEY, VisibleSections) ?? [];
}

export function writeVisibleSections(storage: KeyValueStorage | undefined, keys: readonly string[]): boolean {
  const parsed = VisibleSections.safeParse(keys);
  return parsed.success && write(storage, VISIBLE_SECTIONS_KEY, parsed.data);
}

/** Forgets both after they were restored, so a later visit starts at the top. */
export function clearPreviewReturn(storage: (KeyValueStorage & { removeItem?(key: string): void }) | undefined): void {
  try {
    storage?.removeItem?.(SCROLL_POSITION_KEY);
    storage?.removeItem?.(SCROLL_POSITION_OWNER_KEY);
  } catch {
    // Nothing to forget in blocked storage.
  }
}
