import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type PhotosResult, useAlbumGrid } from './AlbumParts';

/** The preview route beside each album page: a photo opens over its own album's list. */
type PreviewRoute = '/my-photos/albums/$id/preview/$photoId' | '/my-photos/shared-albums/$id/preview/$photoId';

/**
 * The album grid (useAlbumGrid) whose photos open in `preview`. The pushed entry is marked as
 * opened from the list (`previewFromList`), so closing the preview goes Back to this list and its
 * scroll rather than adding an entry (routes/-lib/preview-history.ts).
 */
export function useAlbumPreviewGrid(albumId: string, photosQ: PhotosResult, preview: PreviewRoute) {
  const navigate = useNavigate();
  const openPreview = useCallback(
    (photoId: string) =>
      void navigate({
        to: preview,
        params: { id: albumId, photoId },
        search: true,
        state: (s) => ({ ...s, previewFromList: true }),
      }),
    [navigate, albumId, preview],
  );
  return useAlbumGrid(albumId, photosQ, openPreview);
}
