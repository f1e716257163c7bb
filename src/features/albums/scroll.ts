/**
 * Scroll position of an album page, stored when a photo opens and restored (smoothly) when the
 * preview closes (photo spec §2). Two non-negative numbers (spec §5), zod-checked when read back.
 */
import { ScrollPosition } from '../library/scroll-position';
import type { KeyValueStorage } from '../library/sort-preferences';

export const albumScrollKey = (albumId: string) => `albums.scrollPosition.${albumId}`;

export function readAlbumScroll(
  storage: (KeyValueStorage & { removeItem?(k: string): void }) | undefined,
  albumId: string,
): ScrollPosition | null {
  try {
    const raw = storage?.getItem(albumScrollKey(albumId));
    if (raw == null) return null;
    const parsed = ScrollPosition.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeAlbumScroll(storage: KeyValueStorage | undefined, albumId: string, position: ScrollPosition): boolean {
  const parsed = ScrollPosition.safeParse(position);
  if (!parsed.success || !storage) return false;
  try {
    storage.setItem(albumScrollKey(albumId), JSON.stringify(parsed.data));
    return true;
  } catch {
    return false;
  }
}

export function clearAlbumScroll(storage: { removeItem?(k: string): void } | undefined, albumId: string): void {
  try {
    storage?.removeItem?.(albumScrollKey(albumId));
  } catch {
    // blocked storage: nothing to forget
  }
}
