import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useReducer, useState } from 'react';
import { buttonPrimary, buttonSecondary, focusRing, pageHeading } from '../../../components/ui/styles';
import { showOrderPrints, type Flags } from '../../../shared/flags/flags';
import { useIntl, useT } from '../../../shared/i18n/react';
import { QK } from '../../../shared/queries/keys';
import { sharedAlbumPhotosQuery, sharedAlbumQuery } from '../../../shared/queries/shared-albums';
import { useSortPreference } from '../../photos/data';
import { Spinner } from '../../photos/components/icons';
import { initialSelection, selectionReducer } from '../../photos/selection';
import { Modal } from '../../ui/Modal';
import { Toaster } from '../../ui/Toaster';
import { useArchiveDownload } from '../../downloads/use-archive-download';
import { useAlbumsApi, useCurrentUserId } from '../data';
import { createdLabel } from '../dates';
import { sharedAlbumRole } from '../roles';
import { BackToAlbums, SortSelect, useScrollRestore } from './AlbumPage';
import { PhotoGrid } from './PhotoGrid';
import { richMessage } from './rich';
import { SelectionToolbar } from './Toolbars';

export const participantsQuery = (api: ReturnType<typeof useAlbumsApi>, albumId: string) => ({
  queryKey: [QK.sharedAlbums, 'album', albumId, 'participants'] as const,
  queryFn: () => api.sharedAlbums.participants(albumId),
});

/**
 * Shared album (read-only, legacy; photo spec §2, §6): the banner, the participant or owner text
 * (owner vs participant by the current user id), the participants modal, 'This album is empty',
 * copy / remove / order prints disabled with 'Unavailable for shared albums', download allowed
 * through the shared-album download call.
 */
export function SharedAlbumPage({ albumId, flags }: { albumId: string; flags: Flags }) {
  const t = useT();
  const intl = useIntl();
  const api = useAlbumsApi();
  const navigate = useNavigate();
  const [sort, setSort] = useSortPreference('sharedAlbumPhotos');
  const album = useQuery(sharedAlbumQuery(api, albumId));
  const userId = useCurrentUserId();
  const role = album.data ? sharedAlbumRole(userId, album.data.ownerId) : 'unknown';
  const participants = useQuery({ ...participantsQuery(api, albumId), enabled: role === 'owner' });
  const photosQ = useInfiniteQuery({ ...sharedAlbumPhotosQuery(api, albumId, sort), enabled: album.isSuccess });
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const [peopleOpen, setPeopleOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const archive = useArchiveDownload();

  const photos = useMemo(() => (photosQ.data?.pages ?? []).flatMap((p) => p.images), [photosQ.data]);
  const ids = useMemo(() => photos.map((p) => p.imageId), [photos]);
  const storeScroll = useScrollRestore(albumId, photos.length > 0);
  const onMore = useCallback(() => void photosQ.fetchNextPage(), [photosQ]);
  const open = useCallback(
    (id: string) => {
      storeScroll();
      if (id === ids[ids.length - 1] && photosQ.hasNextPage) void photosQ.fetchNextPage();
      void navigate({ to: '/my-photos/shared-albums/$id/preview/$photoId', params: { id: albumId, photoId: id }, search: true });
    },
    [storeScroll, ids, photosQ, navigate, albumId],
  );
  const toggle = useCallback((id: string, range: boolean) => dispatch(range ? { type: 'range', id, order: ids } : { type: 'toggle', id }), [ids]);

  if (album.status === 'pending') {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner /> {t('albums.loading')}
      </p>
    );
  }
  if (album.status === 'error') {
    return (
      <div>
        <BackToAlbums />
        <p role="alert" className="mt-4">
          {t('albums.error.album')}
        </p>
      </div>
    );
  }
  const a = album.data;
  const created = createdLabel(a.created, new Date(), intl.locale);
  const people = participants.data?.participants ?? a.participants.map((p, i) => ({ id: String(i), email: p.email }));
  const count = people.length;
  const allSelected = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const empty = a.photosCount === 0 && photos.length === 0 && photosQ.status !== 'pending';

  // Zip through the shared-album download call (downloads feature: toasts, push events, resume).
  const download = async () => {
    setBusy(true);
    try {
      const chosen = photos.filter((p) => selection.selected.has(p.imageId));
      const ok = await archive.downloadShared({
        albumId,
        name: a.albumName,
        photos: chosen.map((p) => ({ photoId: p.imageId, ownerId: p.ownerId ?? a.ownerId })),
      });
      if (ok) dispatch({ type: 'stop' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={selection.selecting ? 'pb-24' : undefined}>
      <Toaster />
      <BackToAlbums />
      <div role="note" className="mt-3 rounded-md border border-solid border-amber-300 bg-amber-50 p-4" data-testid="shared-banner">
        <p className="m-0 font-semibold">{t('albums.shared.banner')}</p>
        {role === 'participant' && <p className="mb-0 mt-1">{t('albums.shared.participant', { ownerEmail: a.owner.email ?? '' })}</p>}
        {role === 'owner' && (
          <p className="mb-0 mt-1" data-testid="owner-text">
            {richMessage(
              (v) => t('albums.shared.owner', v),
              'people',
              <button type="button" className={`bg-transparent border-0 p-0 underline cursor-pointer text-brand-accent font-inherit ${focusRing}`} onClick={() => setPeopleOpen(true)}>
                {t('albums.shared.people', { count })}
              </button>,
            )}
          </p>
        )}
      </div>
      <header className="mt-4 mb-2">
        <h1 className={`${pageHeading} mb-0`} data-testid="album-title">
          {a.albumName}
        </h1>
        <p className="mt-1 mb-0 text-gray-600">
          {t('albums.count', { count: a.photosCount })} ·{' '}
          <span suppressHydrationWarning>{created.id === 'albums.created.date' ? t(created.id, { date: created.date }) : t(created.id)}</span>
        </p>
      </header>
      {empty ? (
        <p className="py-12 text-center text-lg font-semibold">{t('albums.shared.empty')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 py-3">
            {selection.selecting ? (
              <>
                <button type="button" className={buttonSecondary} onClick={() => dispatch({ type: 'stop' })}>
                  {t('photos.select.cancel')}
                </button>
                <span aria-live="polite" className="font-semibold">
                  {t('photos.select.amount', { amount: selection.selected.size })}
                </span>
                <button
                  type="button"
                  className={`bg-transparent border-0 underline cursor-pointer text-brand-accent ${focusRing}`}
                  onClick={() => dispatch(allSelected ? { type: 'deselectAll' } : { type: 'toggleGroup', ids })}
                >
                  {allSelected ? t('photos.select.deselectAll') : t('albums.select.all')}
                </button>
              </>
            ) : (
              <button type="button" className={buttonPrimary} onClick={() => dispatch({ type: 'start' })}>
                {t('photos.select.start')}
              </button>
            )}
            <div className="ml-auto">
              <SortSelect sort={sort} onChange={setSort} />
            </div>
          </div>
          {photosQ.status === 'error' ? (
            <p role="alert">{t('albums.error.photos')}</p>
          ) : photosQ.status === 'pending' ? (
            <p role="status" className="flex items-center gap-2">
              <Spinner /> {t('photos.loading')}
            </p>
          ) : (
            <PhotoGrid
              photos={photos}
              selecting={selection.selecting}
              selected={selection.selected}
              hasMore={!!photosQ.hasNextPage}
              loadingMore={photosQ.isFetchingNextPage}
              onMore={onMore}
              onOpen={open}
              onToggle={toggle}
            />
          )}
        </>
      )}
      {selection.selecting && (
        <SelectionToolbar
          shared
          selectedCount={selection.selected.size}
          orderPrints={showOrderPrints(flags)}
          busy={busy}
          onOrderPrints={() => {}}
          onDownload={() => void download()}
          onCopy={() => {}}
          onRemove={() => {}}
        />
      )}
      <Modal open={peopleOpen} onClose={() => setPeopleOpen(false)} title={t('albums.shared.modal.title', { count })} autoClose testId="participants">
        <p>{t('albums.shared.modal.body')}</p>
        <ul className="pl-5" data-testid="participant-emails">
          {people.map((p) => (
            <li key={p.id}>{p.email}</li>
          ))}
        </ul>
        <div className="flex justify-end mt-4">
          <button type="button" className={buttonPrimary} onClick={() => setPeopleOpen(false)}>
            {t('albums.shared.modal.ok')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
