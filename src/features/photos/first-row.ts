/**
 * The chosen month's first thumbnails, started the moment its page arrives (issue 16 §3): the
 * scrubber's release is measured to the first thumbnail on screen, and a request started here is a
 * React render ahead of the `<img>` that shows it (the tile then takes it from the memory cache).
 */
import type { Justified } from '../library/justified';
import { type Thumb, type ThumbSize, thumbnailFor } from '../library/thumbnails';

/** URLs of the thumbnails in the grid's first row (boxes at the top), in the size the tiles pick. */
export function firstRowUrls(grid: Justified, shown: readonly { thumbnails: readonly Thumb[] }[], size: ThumbSize): string[] {
  const urls: string[] = [];
  for (let i = 0; i < shown.length && i * 4 < grid.boxes.length && grid.boxes[i * 4] === 0; i++) {
    const url = thumbnailFor(shown[i]!.thumbnails, size)?.url;
    if (url) urls.push(url);
  }
  return urls;
}

/** Images being preloaded, held until they settle (an unreferenced Image may be collected). */
const loading = new Set<HTMLImageElement>();

/** Starts loading `urls` now, at high priority (the tiles render them a moment later). */
export function preloadImages(urls: readonly string[]): void {
  if (typeof Image === 'undefined') return;
  for (const url of urls) {
    const img = new Image();
    img.fetchPriority = 'high';
    img.decoding = 'async';
    const done = () => loading.delete(img);
    img.onload = done;
    img.onerror = done;
    loading.add(img);
    img.src = url;
  }
}
