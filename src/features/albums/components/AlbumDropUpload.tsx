import { useRouteContext } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { loadUploadModal, PageDropZone } from '../../upload';
import { useAlbumActions } from '../data';

const UploadModal = lazy(loadUploadModal);

/**
 * Photos dropped anywhere on an album page (issue 16 §7) open 'Upload photos' with them; the photos
 * that arrived are added to this album (the album's and the library's caches refresh).
 */
export function AlbumDropUpload({ albumId, enabled }: { albumId: string; enabled: boolean }) {
  const { addToAlbum } = useAlbumActions();
  const { api } = useRouteContext({ from: '__root__' });
  const [dropped, setDropped] = useState<{ seq: number; files: File[] } | null>(null);
  return (
    <>
      <PageDropZone enabled={enabled} onFiles={(files) => setDropped((d) => ({ seq: (d?.seq ?? 0) + 1, files }))} />
      {enabled && dropped && (
        <Suspense fallback={null}>
          <UploadModal
            open
            incoming={dropped}
            onClose={() => setDropped(null)}
            onUploaded={async (ids) => {
              await addToAlbum(albumId, ids);
            }}
            removeArrived={(photoId) => api.photos.deletePhotos([photoId])}
          />
        </Suspense>
      )}
    </>
  );
}
