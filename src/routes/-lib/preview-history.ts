/**
 * Closing a photo preview adds no history entry (issue 16 §6: Back after closing must not reopen
 * it). A list opening a preview marks the entry it pushes (`previewFromList`; the preview's own
 * next / previous replace it and keep the state); closing such a preview goes back to the list's
 * entry, where the list restores its scroll. A preview reached otherwise (a link, a new tab) has no
 * list behind it: closing replaces it with the list.
 */
import type { AnyRouter } from '@tanstack/react-router';

declare module '@tanstack/history' {
  interface HistoryState {
    /** This entry is a preview opened from the list in the entry before it. */
    previewFromList?: boolean;
  }
}

/** The history state of a preview opened from its list (pass as `navigate({ state })`). */
export function fromList<S extends object>(previous: S): S & { previewFromList: true } {
  return { ...previous, previewFromList: true };
}

/** Closes the preview: Back to the list when it opened the preview, else `replaceWithList`. */
export function closePreview(router: AnyRouter, replaceWithList: () => unknown): void {
  if (router.state.location.state.previewFromList && router.history.canGoBack()) router.history.back();
  else void replaceWithList();
}
