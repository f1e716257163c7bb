import { useSyncExternalStore } from 'react';
import { LARGE_MEDIA } from './thumbnails';

/**
 * Whether the screen is large (photo spec §2: 800 px thumbnails from 1024 px), for tiles mounted on
 * the client: one media-query listener for all of them, and they re-render when it flips. The
 * server (and hydration) answer false; the tiles rendered then use <picture> instead.
 */
let query: MediaQueryList | null = null;
const mediaQuery = () => (query ??= window.matchMedia(LARGE_MEDIA));

function subscribe(onChange: () => void): () => void {
  const q = mediaQuery();
  q.addEventListener('change', onChange);
  return () => q.removeEventListener('change', onChange);
}

export function useLargeScreen(): boolean {
  return useSyncExternalStore(subscribe, isLargeScreen, () => false);
}

/** The same answer outside React (a preload that picks the size the tiles will pick). */
export const isLargeScreen = (): boolean => mediaQuery().matches;
