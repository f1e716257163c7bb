import { useGesture } from '@use-gesture/react';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { focusRing } from '../../../components/ui/styles';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { useDeletePhotos, useMonthStore, useStoreVersion, useTimelineMonths } from '../data';
import { useSortPreference } from '../../library/use-sort-preference';
import { browserStorage } from '../../library/storage';
import { deleteErrorMessageId } from '../delete-photos';
import { clampZoom, DOUBLE_TAP_MS, isDoubleTap, swipeOutcome, toggleZoom } from '../../library/preview-gestures';
import { neighbourAfterDelete, nextStep, previousStep, type PreviewMonth, type PreviewStep } from '../../library/preview-neighbour';
import { readVisibleSections } from '../../library/scroll-position';
import { monthView } from '../timeline-month';
import { thumbnailFor } from '../../library/thumbnails';
import { downloadSinglePhoto } from '../../library/downloads/single';
import { CloseIcon } from '../../../components/icons';
import { PreviewStage } from '../../library/components/PreviewStage';

export interface PhotoPreviewProps {
  photoId: string;
  albumsEnabled: boolean;
  /** Show another photo (the route replaces the preview URL, keeping the query string). */
  onNavigate: (id: string) => void;
  /** Back to the photos route (also for an unknown or deleted id), keeping the query string. */
  onClose: () => void;
  /** Copy-to-album modal of the albums issue. */
  onCopyToAlbum?: (ids: string[]) => void;
}

type DownloadStatus = 'initial' | 'pending' | 'success' | 'failure';
type Pending = 'next' | 'previous' | null;

/**
 * Full-screen viewer over the timeline's loaded photos: next / previous (loading the month's next
 * page first beyond the loaded ones), download, copy to album (flag), delete with the move to the
 * neighbour, arrows / Escape, swipe, pinch and double-tap zoom.
 */
export function PhotoPreview({ photoId, albumsEnabled, onNavigate, onClose, onCopyToAlbum }: PhotoPreviewProps) {
  const t = useT();
  const [sort, , ready] = useSortPreference('photos');
  const { months, status } = useTimelineMonths(sort);
  const store = useMonthStore(sort, ready);
  const version = useStoreVersion(store);
  const deletePhotos = useDeletePhotos(store);
  const [pending, setPending] = useState<Pending>(null);
  const [download, setDownload] = useState<DownloadStatus>('initial');
  const [error, setError] = useState<string | null>(null);
  const [zoom, setZoom] = useState(1);
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const lastTap = useRef<number | null>(null);
  const dialog = useRef<HTMLDivElement>(null);

  const previewMonths: PreviewMonth[] = useMemo(
    () =>
      months.map((m) => {
        const state = store.get(m.key);
        return {
          key: m.key,
          ids: monthView(state, m.count).shown.map((p) => p.imageId),
          hasMore: state.cursor !== null && state.status !== 'rejected',
          loaded: state.pages > 0,
        };
      }),
    [months, store, version],
  );
  const found = useMemo(() => store.find(photoId), [store, photoId, version]);
  const photo: Photo | undefined = found?.photo;

  // A direct link or reload: load the sections stored when the preview was opened (else the newest
  // months); when they are all settled and the id isn't there, go back to the photos route.
  useEffect(() => {
    if (!ready || status === 'pending' || found) return;
    if (status === 'error') return onClose();
    const stored = readVisibleSections(browserStorage());
    const candidates = (stored.length ? months.filter((m) => stored.includes(m.key)) : months.slice(0, 2));
    for (const m of candidates) store.ensure(m);
    const settled = candidates.every((m) => {
      const s = store.get(m.key).status;
      return s === 'fulfilled' || s === 'rejected';
    });
    if (settled) onClose();
  }, [ready, status, found, months, store, version, onClose]);

  const step = useCallback(
    (s: PreviewStep, direction: Exclude<Pending, null>) => {
      const month = (key: string) => months.find((m) => m.key === key);
      if (s.type === 'photo') {
        setPending(null);
        onNavigate(s.id);
      } else if (s.type === 'loadPage') {
        const m = month(s.monthKey);
        if (m) store.loadMore(m);
        setPending(direction);
      } else if (s.type === 'loadMonth') {
        const m = month(s.monthKey);
        if (m) store.ensure(m);
        setPending(direction);
      } else setPending(null);
    },
    [months, store, onNavigate],
  );
  const next = useCallback(() => step(nextStep(previewMonths, photoId), 'next'), [step, previewMonths, photoId]);
  const previous = useCallback(() => step(previousStep(previewMonths, photoId), 'previous'), [step, previewMonths, photoId]);

  // A page or month requested for next / previous has arrived: take the step again.
  useEffect(() => {
    if (!pending) return;
    const busy = months.some((m) => store.get(m.key).status === 'pending');
    if (busy) return;
    if (pending === 'next') next();
    else previous();
  }, [version]); // eslint-disable-line react-hooks/exhaustive-deps

  // A new photo: download state back to initial, zoom reset, focus kept in the dialog.
  useEffect(() => {
    setDownload('initial');
    setError(null);
    setZoom(1);
    setOffset({ x: 0, y: 0 });
  }, [photoId]);
  useEffect(() => {
    const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    return () => previousFocus?.focus();
  }, []);

  const remove = async () => {
    const order = previewMonths.flatMap((m) => m.ids);
    const result = await deletePhotos([photoId]);
    if (result.failed.length) return setError(t(deleteErrorMessageId(1)));
    const neighbour = neighbourAfterDelete(order, photoId);
    if (neighbour) onNavigate(neighbour);
    else onClose();
  };

  const save = async () => {
    if (!photo) return;
    setDownload('pending');
    // By URL and file name; a media host the page may not read opens the photo in a new tab.
    setDownload(await downloadSinglePhoto(photo));
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // Keys typed in a modal opened from here (copy to album: portalled, but React bubbles its
    // events through this tree) are not the viewer's.
    if (!(e.target instanceof Node) || !dialog.current?.contains(e.target)) return;
    if (e.key === 'ArrowRight') next();
    else if (e.key === 'ArrowLeft') previous();
    else if (e.key === 'Escape') onClose();
    else if (e.key === 'Tab') trapFocus(e, dialog.current);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  };

  const stage = useRef<HTMLDivElement>(null);
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
    {
      target: stage,
      eventOptions: { passive: false },
      drag: { filterTaps: true, tapsThreshold: 8 },
      pinch: { scaleBounds: { min: 1, max: 2.5 } },
    },
  );

  const big = photo ? thumbnailFor(photo.thumbnails, 1300) : undefined;
  const name = photo?.localFileName ?? '';
  const control = `w-11 h-11 flex items-center justify-center rounded-full bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 ${focusRing}`;
  const text = `min-h-11 px-4 rounded-md bg-white/10 text-white border-0 cursor-pointer hover:bg-white/20 disabled:opacity-40 ${focusRing}`;

  return (
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label={t('photos.preview.label', { name })}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
      // Double tap timing is the spec's; no browser double-tap zoom on top of it.
      style={{ touchAction: 'none' }}
      data-double-tap-ms={DOUBLE_TAP_MS}
    >
      <div className="flex items-center gap-2 p-2">
        <button type="button" className={control} aria-label={t('photos.preview.close')} onClick={onClose}>
          <CloseIcon />
        </button>
        <span className="flex-1 truncate text-sm">{name}</span>
        <button type="button" className={text} disabled={!photo || download === 'pending'} aria-busy={download === 'pending' || undefined} onClick={() => void save()}>
          {download === 'pending' ? t('photos.download.pending') : t('photos.actions.download')}
        </button>
        {albumsEnabled && onCopyToAlbum && (
          <button type="button" className={text} disabled={!photo} onClick={() => onCopyToAlbum([photoId])}>
            {t('photos.actions.copyToAlbum')}
          </button>
        )}
        <button type="button" className={text} disabled={!photo} onClick={() => void remove()}>
          {t('photos.actions.delete')}
        </button>
      </div>
      <div aria-live="polite" className="px-4 text-sm">
        {download === 'success' && t('photos.download.success')}
        {download === 'failure' && <span role="alert">{t('photos.download.errorOne')}</span>}
        {error && <span role="alert">{error}</span>}
      </div>
      <PreviewStage stage={stage} photo={photo} big={big} name={name} zoom={zoom} offset={offset} control={control} pendingNext={pending === 'next'} onPrevious={previous} onNext={next} />
    </div>
  );
}

/** Keeps Tab inside the dialog (aria-modal). */
function trapFocus(e: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>('button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])')];
  if (!items.length) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  if (e.shiftKey && document.activeElement === first) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && document.activeElement === last) {
    e.preventDefault();
    first.focus();
  }
}
