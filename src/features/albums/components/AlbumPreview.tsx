import { useInfiniteQuery } from '@tanstack/react-query';
import { useGesture } from '@use-gesture/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { focusRing } from '../../../components/ui/styles';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { albumPhotosQuery } from '../../../shared/queries/photos';
import { sharedAlbumPhotosQuery } from '../../../shared/queries/shared-albums';
import { CloseIcon } from '../../../components/icons';
import { useSortPreference } from '../../library/use-sort-preference';
import { clampZoom, isDoubleTap, swipeOutcome, toggleZoom } from '../../library/preview-gestures';
import { neighbourAfterDelete, nextStep, previousStep, type PreviewMonth } from '../../library/preview-neighbour';
import { thumbnailFor } from '../../library/thumbnails';
import { FOCUSABLE } from '../../../components/overlay/stack';
import { showToast, Toaster } from '../../../components/overlay/Toaster';
import { useAlbumActions, useAlbumsApi } from '../data';
import { CopyToAlbumModal } from './CopyToAlbumModal';
import { PreviewStage } from '../../library/components/PreviewStage';
import { PhotoDownloadButton } from '../../library/components/PhotoDownloadButton';

export interface AlbumPreviewProps {
  albumId: string;
  photoId: string;
  kind: 'own' | 'shared';
  albumName?: string;
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
export function AlbumPreview({ albumId, photoId, kind, albumName = '', onNavigate, onClose }: AlbumPreviewProps) {
  const t = useT();
  const api = useAlbumsApi();
  const [sort] = useSortPreference(kind === 'own' ? 'albumPhotos' : 'sharedAlbumPhotos');
  const ownQ = useInfiniteQuery({ ...albumPhotosQuery(api, albumId, sort), enabled: kind === 'own' });
  const sharedQ = useInfiniteQuery({ ...sharedAlbumPhotosQuery(api, albumId, sort), enabled: kind === 'shared' });
  const q = kind === 'own' ? ownQ : sharedQ;
  const photos = useMemo(() => (q.data?.pages ?? []).flatMap((p) => p.images), [q.data]);
  const ids = useMemo(() => photos.map((p) => p.imageId), [photos]);
  const photo: Photo | undefined = photos.find((p) => p.imageId === photoId);
  const { removeFromAlbum } = useAlbumActions();
  const [pending, setPending] = useState<'next' | null>(null);
  const [copyOpen, setCopyOpen] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const lastTap = useRef<number | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);

  const months: PreviewMonth[] = useMemo(() => [{ key: 'album', ids, hasMore: !!q.hasNextPage, loaded: q.isSuccess }], [ids, q.hasNextPage, q.isSuccess]);

  // Unknown id once everything there is has loaded → back to the album. A failed background
  // refetch keeps the photos it had (only a list that never loaded sends back).
  useEffect(() => {
    if (q.status === 'error' && !q.data) return onClose();
    if (q.status !== 'success' || photo || q.isFetchingNextPage) return;
    if (q.hasNextPage) void q.fetchNextPage();
    else onClose();
  }, [q.status, photo, q.hasNextPage, q.isFetchingNextPage]); // eslint-disable-line react-hooks/exhaustive-deps

  const next = useCallback(() => {
    const s = nextStep(months, photoId);
    if (s.type === 'photo') onNavigate(s.id);
    else if (s.type === 'loadPage' && !q.isFetchingNextPage) {
      setPending('next');
      void q.fetchNextPage();
    }
  }, [months, photoId, onNavigate, q]);
  const previous = useCallback(() => {
    const s = previousStep(months, photoId);
    if (s.type === 'photo') onNavigate(s.id);
  }, [months, photoId, onNavigate]);

  useEffect(() => {
    if (pending === 'next' && !q.isFetchingNextPage) {
      setPending(null);
      next();
    }
  }, [q.isFetchingNextPage]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  }, [photoId]);
  useEffect(() => {
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => previousFocus?.focus();
  }, []);

  useGesture(
    {
      onDrag: ({ last, movement: [dx, dy], tap, timeStamp }) => {
        if (tap) {
          if (isDoubleTap(lastTap.current, timeStamp)) {
            setZoom((z) => toggleZoom(z));
            setOffset({ x: 0, y: 0 });
            lastTap.current = null;
          } else lastTap.current = timeStamp;
          return;
        }
        if (zoom > 1) {
          if (!last) setOffset({ x: dx, y: dy });
          return;
        }
        if (!last) return setOffset({ x: dx, y: Math.max(0, dy) });
        setOffset({ x: 0, y: 0 });
        const rect = stage.current?.getBoundingClientRect();
        const outcome = swipeOutcome(dx, dy, rect?.width ?? window.innerWidth, rect?.height ?? window.innerHeight, zoom);
        if (outcome === 'next') next();
        else if (outcome === 'previous') previous();
        else if (outcome === 'close') onClose();
      },
      onPinch: ({ offset: [scale] }) => setZoom(clampZoom(scale)),
    },
    { target: stage, eventOptions: { passive: false }, drag: { filterTaps: true, tapsThreshold: 8 }, pinch: { scaleBounds: { min: 1, max: 2.5 } } },
  );

  const onKeyDown = (e: KeyboardEvent) => {
    if (copyOpen) return;
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') previous();
    else if (e.key === 'Escape') onClose();
    else if (e.key === 'Tab' && dialog.current) {
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) last?.focus();
      else if (!e.shiftKey && document.activeElement === last) first?.focus();
      else return;
    } else return;
    e.preventDefault();
  };

  const remove = async () => {
    try {
      const failed = await removeFromAlbum(albumId, [photoId]);
      if (failed.length) throw new Error('failed');
      showToast(t('albums.removed.one', { albumName }));
      const neighbour = neighbourAfterDelete(ids, photoId);
      if (neighbour) onNavigate(neighbour);
      else onClose();
    } catch {
      showToast(t('albums.remove.errorOne'), { kind: 'error' });
    }
  };

  const big = photo ? thumbnailFor(photo.thumbnails, 1300) : undefined;
  const name = photo?.localFileName ?? '';
  const control = `w-11 h-11 flex items-center justify-center rounded-full bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 ${focusRing}`;
  const text = `min-h-11 px-4 rounded-md bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 inline-flex items-center no-underline ${focusRing}`;
  const sharedTip = t('albums.shared.unavailable');

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('photos.preview.label', { name })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
      style={{ touchAction: 'none' }}
    >
      <Toaster />
      <div className="flex items-center gap-2 p-2">
        <button type="button" className={control} aria-label={t('photos.preview.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <span className="flex-1 truncate text-sm">{name}</span>
        <PhotoDownloadButton photo={photo} className={text} />
        <button type="button" className={text} disabled={!photo || kind === 'shared'} title={kind === 'shared' ? sharedTip : undefined} onClick={() => setCopyOpen(true)}>
          {t('photos.actions.copyToAlbum')}
        </button>
        <button type="button" className={text} disabled={!photo || kind === 'shared'} title={kind === 'shared' ? sharedTip : undefined} onClick={() => void remove()}>
          {t('albums.actions.remove')}
        </button>
      </div>
      <PreviewStage stage={stage} photo={photo} big={big} name={name} zoom={zoom} offset={offset} control={control} pendingNext={pending === 'next'} onPrevious={previous} onNext={next} />
      {kind === 'own' && <CopyToAlbumModal open={copyOpen} photoIds={[photoId]} excludeAlbumId={albumId} onClose={() => setCopyOpen(false)} />}
    </div>
  );
}
