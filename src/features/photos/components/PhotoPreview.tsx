import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AlbumAddIcon, TrashIcon } from '../../../components/icons';
import type { Photo } from '../../../shared/api/photo-management';
import { useT } from '../../../shared/i18n/react';
import { PreviewActionLabel, PreviewDialog, previewButton } from '../../library/components/PreviewDialog';
import { neighbourAfterDelete, nextStep, type PreviewMonth, type PreviewStep, previousStep } from '../../library/preview-neighbour';
import { readVisibleSections } from '../../library/scroll-position';
import { browserStorage } from '../../library/storage';
import { usePreviewTarget } from '../../library/use-preview-target';
import { useSortPreference } from '../../library/use-sort-preference';
import { useDeletePhotos, useMonthStore, useStoreVersion, useTimelineMonths } from '../data';
import { deleteErrorMessageId } from '../delete-photos';
import { monthView } from '../timeline-month';

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
  /** A failed delete's message, shown on the photo it concerns (the viewer returns to it). */
  const [error, setError] = useState<{ id: string; message: string } | null>(null);
  /** The photo just deleted here: it leaves the store, which must not close the viewer. */
  const leaving = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `store` is mutable and `version` is its change counter: the months' states read through `store.get` change with it.
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: `store` is mutable and `version` is its change counter: a photo loaded (or deleted) since changes what `store.find` returns.
  const found = useMemo(() => store.find(photoId), [store, photoId, version]);
  const photo: Photo | undefined = found?.photo;
  // 'x of N' in the photo's month (N: the month's count, loaded or not).
  const position = usePreviewPosition(previewMonths, months, photoId);

  // A direct link or reload: load the sections stored when the preview was opened (else the newest
  // months); when they are all settled and the id isn't there, go back to the photos route.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `store` is mutable and `version` is its change counter: the months' states read through `store.get` (settled or not) change with it.
  useEffect(() => {
    // Moved on from the photo deleted here: a later visit of its URL closes as for any unknown id.
    if (leaving.current !== photoId) leaving.current = null;
    if (!ready || status === 'pending' || found || leaving.current === photoId) return;
    if (status === 'error') return onClose();
    const stored = readVisibleSections(browserStorage());
    const candidates = stored.length ? months.filter((m) => stored.includes(m.key)) : months.slice(0, 2);
    for (const m of candidates) store.ensure(m);
    const settled = candidates.every((m) => {
      const s = store.get(m.key).status;
      return s === 'fulfilled' || s === 'rejected';
    });
    if (settled) onClose();
  }, [ready, status, found, months, store, version, onClose]);

  const { target, go } = usePreviewTarget(photoId, onNavigate);
  const step = useCallback(
    (s: PreviewStep, direction: Exclude<Pending, null>) => {
      const month = (key: string) => months.find((m) => m.key === key);
      if (s.type === 'photo') {
        setPending(null);
        go(s.id);
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
    [months, store, go],
  );
  const next = useCallback(() => step(nextStep(previewMonths, target.current), 'next'), [step, previewMonths, target]);
  const previous = useCallback(() => step(previousStep(previewMonths, target.current), 'previous'), [step, previewMonths, target]);

  // A page or month requested for next / previous has arrived: take the step again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a store change (`version`, the mutable store's change counter) retries the pending step, with this render's `pending`, `next` and `previous`; `pending` itself is set by the step that starts the load, and re-running on it (or on the callbacks) would step again before anything arrived.
  useEffect(() => {
    if (!pending) return;
    const busy = months.some((m) => store.get(m.key).status === 'pending');
    if (busy) return;
    if (pending === 'next') next();
    else previous();
  }, [version]);

  // Deleted at once (moving to the neighbour, photo spec §2) with the undo toast; sent when it ends.
  // Undo, or a failed delete (the photo is back in its place), returns the viewer to the photo,
  // the failure with its message (issue 16 §2). With no neighbour the viewer closes: a failure then
  // shows as an error toast over the timeline, where the photo is back.
  const remove = () => {
    const id = photoId;
    const neighbour = neighbourAfterDelete(
      previewMonths.flatMap((m) => m.ids),
      id,
    );
    leaving.current = id;
    setError(null);
    deletePhotos([id], {
      onFailed: () => {
        setError({ id, message: t(deleteErrorMessageId(1)) });
        onNavigate(id);
      },
      onUndone: () => onNavigate(id),
    });
    if (neighbour) onNavigate(neighbour);
    else onClose();
  };
  const shownError = error && error.id === photoId ? error.message : null;

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
          {albumsEnabled && onCopyToAlbum && (
            <button type="button" className={previewButton} disabled={!photo} onClick={() => onCopyToAlbum([photoId])}>
              <PreviewActionLabel icon={<AlbumAddIcon />} label={t('photos.actions.copyToAlbum')} />
            </button>
          )}
          <button type="button" className={previewButton} disabled={!photo} onClick={remove}>
            <PreviewActionLabel icon={<TrashIcon />} label={t('photos.actions.delete')} />
          </button>
        </>
      }
      status={
        <div aria-live="polite" className="px-4 text-sm">
          {shownError && <span role="alert">{shownError}</span>}
        </div>
      }
    />
  );
}

/** The photo's place in its month and the month's count, for 'x of N'; null while not found. */
function usePreviewPosition(previewMonths: PreviewMonth[], months: readonly { key: string; count: number }[], photoId: string) {
  return useMemo(() => {
    for (const m of previewMonths) {
      const i = m.ids.indexOf(photoId);
      if (i >= 0) return { index: i + 1, total: months.find((x) => x.key === m.key)?.count ?? m.ids.length };
    }
    return null;
  }, [previewMonths, months, photoId]);
}
