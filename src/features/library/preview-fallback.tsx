import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { usePhotosApi } from './api';
import type { PreviewPlace } from './preview-place';
import { type PreviewScope, previewPlaceQuery } from './preview-place-query';

/**
 * What the viewer shows while it has no photo of its own (issue 34 §4): the photo's place as the
 * server read it for a page without JavaScript, or that the read failed, with the addresses its
 * links go to (the query string kept, photo spec §2).
 */
interface PreviewFallback {
  place: PreviewPlace | null;
  failed: boolean;
  hrefOf: (photoId: string) => string;
  closeHref: string;
}

const FallbackContext = createContext<PreviewFallback | null>(null);

interface PreviewFallbackProviderProps {
  scope: PreviewScope;
  photoId: string;
  /** The preview address of another photo of the list. */
  hrefOf: (photoId: string) => string;
  /** The list's address (the timeline, the album). */
  closeHref: string;
  children: ReactNode;
}

/**
 * Offers the viewer below it the place the route's loader read (preparePreviewPlace). Never
 * fetched here: only a complete server page has it, in its cache, and a browser that hydrates such
 * a page finds the same in the dehydrated cache, so both render the same markup.
 */
export function PreviewFallbackProvider({ scope, photoId, hrefOf, closeHref, children }: PreviewFallbackProviderProps) {
  const api = usePhotosApi();
  const { data, status } = useQuery({ ...previewPlaceQuery(api, scope, photoId), enabled: false });
  const value: PreviewFallback | null = data
    ? { place: data, failed: false, hrefOf, closeHref }
    : status === 'error'
      ? { place: null, failed: true, hrefOf, closeHref }
      : null;
  return <FallbackContext.Provider value={value}>{children}</FallbackContext.Provider>;
}

/** The server's fallback for the viewer; null in every hydrated viewer but one rendered complete. */
export function usePreviewFallback(): PreviewFallback | null {
  return useContext(FallbackContext);
}
