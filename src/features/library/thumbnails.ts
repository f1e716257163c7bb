/**
 * Thumbnail choice (photo spec §2): 300 on small and medium screens, 800 on large, 1300 in the
 * preview. The upstream names thumbnails `<imageId>-<width>`; when an id doesn't say, the list's
 * order (300, 800, 1300) decides.
 */
export type ThumbSize = 300 | 800 | 1300;
export const THUMB_SIZES: readonly ThumbSize[] = [300, 800, 1300];
/** Large screens start here (photo spec §9: medium below 1024). */
export const LARGE_MEDIA = '(min-width: 1024px)';

export interface Thumb {
  readonly id: string;
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

/**
 * How far into a grid's first screen thumbnails are fetched at once rather than lazily, px (the
 * timeline's top month, an album's grid): about a phone's screen less the page above the grid. A
 * lazy image is requested only after layout, and the largest paint is one of these.
 */
export const EAGER_DEPTH = 500;

/**
 * When a tile's thumbnail is fetched: 'lazy' near the viewport (the default), 'eager' at once,
 * 'high' at once with high priority (the first screen's first rows: the largest paint's candidates).
 */
export type ThumbLoad = 'lazy' | 'eager' | 'high';

export function thumbnailFor<T extends Thumb>(thumbnails: readonly T[], size: ThumbSize): T | undefined {
  const byId = thumbnails.find((t) => t.id.endsWith(`-${size}`));
  if (byId) return byId;
  return thumbnails[THUMB_SIZES.indexOf(size)] ?? thumbnails[thumbnails.length - 1];
}
