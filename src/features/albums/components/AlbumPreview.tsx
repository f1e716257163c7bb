import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { AlbumAddIcon, TrashIcon } from '../../../components/icons';
import { Toaster } from '../../../components/overlay/Toaster';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { albumPhotosQuery } from '../../../shared/queries/photos';
import { sharedAlbumPhotosQuery } from '../../../shared/queries/shared-albums';
import { PreviewActionLabel, PreviewDialog, previewButton } from '../../library/components/PreviewDialog';
import { neighbourAfterDelete, nextStep, type PreviewMonth, previousStep } from '../../library/preview-neighbour';
import { usePreviewTarget } from '../../library/use-preview-target';
import { useSortPreference } from '../../library/use-sort-preference';
import { useAlbumsApi } from '../data';
import { useRemoveWithUndo } from '../remove-with-undo';
import { CopyToAlbumModal } from './CopyToAlbumModal';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
// Opens on a click and renders nothing closed (Modal): the deployed worker's bundle leaves it out (issue 31 §3).
const CopyToAlbum = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? () => null : CopyToAlbumModal;

export interface AlbumPreviewProps {
  albumId: string;
  photoId: string;
  kind: 'own' | 'shared';
  albumName?: string;
  /** The album's photo count ('x of N'); the loaded photos' count when absent and all are loaded. */
  photosCount?: number;
  /** Another photo (replace, query string kept). */
  onNavigate: (id: string) => void;
  /** Back to the album (which restores its scroll). */
  onClose: () => void;
}

/**
 * Full-screen preview of an album's photo (photo spec §2) over the album's loaded pages (the same
 * query as the grid): next / previous (the next page loads first beyond the loaded ones), arrows
 * and Escape, swipes and zoom (the timeline preview's gesture rules), download, and for own albums
 * copy to album and remove from album (moving to the neighbour); shared albums are read-only.
 */
export function AlbumPreview({ albumId, photoId, kind, albumName = '', photosCount, onNavigate, onClose }: AlbumPreviewProps) {
  const t = useT();
  const api = useAlbumsApi();
  const [sort] = useSortPreference(kind === 'own' ? 'albumPhotos' : 'sharedAlbumPhotos');
  const ownQ = useInfiniteQuery({ ...albumPhotosQuery(api, albumId, sort), enabled: kind === 'own' });
  const sharedQ = useInfiniteQuery({ ...sharedAlbumPhotosQuery(api, albumId, sort), enabled: kind === 'shared' });
  const q = kind === 'own' ? ownQ : sharedQ;
  const photos = useMemo(() => (q.data?.pages ?? []).flatMap((p) => p.images), [q.data]);
  const ids = useMemo(() => photos.map((p) => p.imageId), [photos]);
  const photo: Photo | undefined = photos.find((p) => p.imageId === photoId);
  const removeWithUndo = useRemoveWithUndo(albumId);
  /** The photo just removed here: it leaves the list, which must not close the viewer. */
  const leaving = useRef<string | null>(null);
  const [pending, setPending] = useState<'next' | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);

  const months: PreviewMonth[] = useMemo(
    () => [{ key: 'album', ids, hasMore: !!q.hasNextPage, loaded: q.isSuccess }],
    [ids, q.hasNextPage, q.isSuccess],
  );

  // Unknown id once everything there is has loaded → back to the album. A failed background
  // refetch keeps the photos it had (only a list that never loaded sends back).
  // `onClose` is the route's inline arrow (new every render): read through an effect event so a
  // re-render of the route does not run this check again.
  const close = useEffectEvent(() => onClose());
  const neverLoaded = q.status === 'error' && !q.data;
  useEffect(() => {
    if (neverLoaded) return close();
    if (leaving.current !== photoId) leaving.current = null;
    if (q.status !== 'success' || photo || q.isFetchingNextPage || leaving.current === photoId) return;
    if (q.hasNextPage) void q.fetchNextPage();
    else close();
  }, [neverLoaded, q.status, photo, photoId, q.hasNextPage, q.isFetchingNextPage, q.fetchNextPage]);

  const { target, go } = usePreviewTarget(photoId, onNavigate);
  const next = useCallback(() => {
    const s = nextStep(months, target.current);
    if (s.type === 'photo') go(s.id);
    else if (s.type === 'loadPage' && !q.isFetchingNextPage) {
      setPending('next');
      void q.fetchNextPage();
    }
  }, [months, target, go, q]);
  const previous = useCallback(() => {
    const s = previousStep(months, target.current);
    if (s.type === 'photo') go(s.id);
  }, [months, target, go]);

  // The page asked for by next has arrived: take the step again. Only the end of a page fetch
  // triggers it (not `pending` itself, set in the same click that starts the fetch).
  const resumePending = useEffectEvent(() => {
    if (pending !== 'next') return;
    setPending(null);
    next();
  });
  useEffect(() => {
    if (!q.isFetchingNextPage) resumePending();
  }, [q.isFetchingNextPage]);
  // Removed at once (on to the neighbour) with the undo toast; undo or a failure (its error toast
  // shown) returns the viewer to the photo.
  const remove = () => {
    const id = photoId;
    const neighbour = neighbourAfterDelete(ids, id);
    leaving.current = id;
    removeWithUndo([id], albumName, { onUndone: () => onNavigate(id), onFailed: () => onNavigate(id) });
    if (neighbour) onNavigate(neighbour);
    else onClose();
  };

  const sharedTip = t('albums.shared.unavailable');
  const index = ids.indexOf(photoId);
  const total = photosCount ?? (q.hasNextPage ? null : ids.length);
  const position = index >= 0 && total ? { index: index + 1, total } : null;

  return (
    <PreviewDialog
      photoId={photoId}
      photo={photo}
      position={position}
      pendingNext={pending === 'next'}
      onNext={next}
      onPrevious={previous}
      onClose={onClose}
      actions={
        <>
          <button
            type="button"
            className={previewButton}
            disabled={!photo || kind === 'shared'}
            title={kind === 'shared' ? sharedTip : undefined}
            onClick={() => setCopyOpen(true)}
          >
            <PreviewActionLabel icon={<AlbumAddIcon />} label={t('photos.actions.copyToAlbum')} />
          </button>
          <button
            type="button"
            className={previewButton}
            disabled={!photo || kind === 'shared'}
            title={kind === 'shared' ? sharedTip : undefined}
            onClick={remove}
          >
            <PreviewActionLabel icon={<TrashIcon />} label={t('albums.actions.remove')} />
          </button>
        </>
      }
    >
      <Toaster />
      {kind === 'own' && <CopyToAlbum open={copyOpen} photoIds={[photoId]} excludeAlbumId={albumId} onClose={() => setCopyOpen(false)} />}
    </PreviewDialog>
  );
}
