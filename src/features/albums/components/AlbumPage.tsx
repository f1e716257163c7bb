import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { buttonPrimary, buttonSecondary, focusRing, pageHeading, textLink } from '../../../components/ui/styles';
import { showOrderPrints, type Flags } from '../../../shared/flags/flags';
import { useIntl, useT } from '../../../shared/i18n/react';
import { albumPhotosQuery, albumQuery } from '../../../shared/queries/photos';
import { browserStorage, useSortPreference } from '../../photos/data';
import { Spinner } from '../../photos/components/icons';
import { initialSelection, selectionReducer } from '../../photos/selection';
import { SORT_OPTIONS, type SortPreference } from '../../photos/sort-preferences';
import { Modal } from '../../ui/Modal';
import { showToast, Toaster } from '../../ui/Toaster';
import { useArchiveDownload } from '../../downloads/use-archive-download';
import { useAlbumActions, useAlbumsApi } from '../data';
import { createdLabel } from '../dates';
import { usePrintsHandoff } from '../prints-handoff';
import { clearAlbumScroll, readAlbumScroll, writeAlbumScroll } from '../scroll';
import { AddPhotosModal } from './AddPhotosModal';
import { AlbumNameModal } from './AlbumNameModal';
import { CopyToAlbumModal } from './CopyToAlbumModal';
import { FolderIcon, PencilIcon } from './icons';
import { PhotoGrid } from './PhotoGrid';
import { PrintsBar, PrintsOverlay, SelectionToolbar } from './Toolbars';

type Mode = 'browse' | 'select' | 'prints';
const optionId = (s: SortPreference) => `${s.sortKey}.${s.sortOrder}`;

/** Sort dropdown of an album page (created or dateTaken, kept per page list). */
export function SortSelect({ sort, onChange }: { sort: SortPreference; onChange: (s: SortPreference) => void }) {
  const t = useT();
  return (
    <label className="inline-flex items-center gap-2">
      <span className="sr-only">{t('photos.sort.label')}</span>
      <select
        className={`min-h-11 px-3 rounded-md border border-solid border-gray-400 bg-white ${focusRing}`}
        value={optionId(sort)}
        onChange={(e) => {
          const next = SORT_OPTIONS.find((o) => optionId(o) === e.target.value);
          if (next) onChange(next);
        }}
      >
        {SORT_OPTIONS.map((o) => (
          <option key={optionId(o)} value={optionId(o)}>
            {t(`photos.sort.${o.sortKey}.${o.sortOrder}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function BackToAlbums() {
  const t = useT();
  return (
    <Link to="/my-photos/albums" search={true} className={textLink}>
      {t('albums.back')}
    </Link>
  );
}

/** Restores the stored scroll position (smoothly) once the photos are there, then forgets it. */
export function useScrollRestore(albumId: string, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const storage = browserStorage();
    const pos = readAlbumScroll(storage, albumId);
    if (!pos) return;
    clearAlbumScroll(storage, albumId);
    requestAnimationFrame(() => window.scrollTo({ left: pos[0], top: pos[1], behavior: 'smooth' }));
  }, [albumId, ready]);
  return useCallback(() => void writeAlbumScroll(browserStorage(), albumId, [Math.max(0, window.scrollX), Math.max(0, window.scrollY)]), [albumId]);
}

export interface AlbumPageProps {
  albumId: string;
  flags: Flags;
  /** The brand's channel (vendor id) for the prints editor. */
  channel: string | undefined;
}

/**
 * Single album (photo spec §2): loader, error with the back link, redirect of shared albums, empty
 * state, header with the editable name, count and created label, Add photos / Select / sort, the
 * grid, the selection toolbar, delete album and the prints hand-off.
 */
export function AlbumPage({ albumId, flags, channel }: AlbumPageProps) {
  const t = useT();
  const intl = useIntl();
  const api = useAlbumsApi();
  const navigate = useNavigate();
  const [sort, setSort] = useSortPreference('albumPhotos');
  const album = useQuery(albumQuery(api, albumId));
  const photosQ = useInfiniteQuery({ ...albumPhotosQuery(api, albumId, sort), enabled: album.isSuccess && album.data.photosCount > 0 });
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const [mode, setMode] = useState<Mode>('browse');
  const [modal, setModal] = useState<null | 'rename' | 'delete' | 'copy' | 'add'>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { renameAlbum, deleteAlbum, removeFromAlbum, addToAlbum } = useAlbumActions();
  const prints = usePrintsHandoff(channel);
  const archive = useArchiveDownload();
  const sharedOn = flags.PhotoManagementSharedAlbumsViewEnabled;
  const orderPrints = showOrderPrints(flags);

  const photos = useMemo(() => (photosQ.data?.pages ?? []).flatMap((p) => p.images), [photosQ.data]);
  const ids = useMemo(() => photos.map((p) => p.imageId), [photos]);
  const storeScroll = useScrollRestore(albumId, photos.length > 0);

  // Shared albums (flag on) live on the shared-album route; the query string goes along.
  useEffect(() => {
    if (sharedOn && album.data?.isShared) void navigate({ to: '/my-photos/shared-albums/$id', params: { id: albumId }, search: true, replace: true });
  }, [sharedOn, album.data?.isShared, albumId, navigate]);

  const stop = () => {
    dispatch({ type: 'stop' });
    setMode('browse');
  };
  const onMore = useCallback(() => void photosQ.fetchNextPage(), [photosQ]);
  const open = useCallback(
    (id: string) => {
      storeScroll();
      if (id === ids[ids.length - 1] && photosQ.hasNextPage) void photosQ.fetchNextPage();
      void navigate({ to: '/my-photos/albums/$id/preview/$photoId', params: { id: albumId, photoId: id }, search: true });
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
  const name = a.albumName;
  const selected = [...selection.selected];
  const selectedPhotos = photos.filter((p) => selection.selected.has(p.imageId));
  const created = createdLabel(a.created, new Date(), intl.locale);
  const allSelected = ids.length > 0 && ids.every((id) => selection.selected.has(id));

  const remove = async () => {
    setBusy(true);
    const count = selected.length;
    try {
      const failed = await removeFromAlbum(albumId, selected);
      if (failed.length) throw new Error('failed');
      showToast(count === 1 ? t('albums.removed.one', { albumName: name }) : t('albums.removed.many', { count, albumName: name }));
      stop();
    } catch {
      showToast(t(count === 1 ? 'albums.remove.errorOne' : 'albums.remove.errorMany'), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  // Zip of up to 100 photos through the downloads feature (toasts, push events, resume).
  const download = async () => {
    setBusy(true);
    try {
      if (await archive.download(selected, name)) stop();
    } finally {
      setBusy(false);
    }
  };
  const confirmDelete = async () => {
    setBusy(true);
    setDeleteFailed(false);
    try {
      await deleteAlbum(albumId);
      setModal(null);
      showToast(t('albums.deleted', { albumName: name }));
      await navigate({ to: '/my-photos/albums', search: true });
    } catch {
      setDeleteFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const handOff = async () => {
    const ok = await prints.start(selectedPhotos);
    if (!ok) showToast(t('albums.prints.error'), { kind: 'error' });
  };

  const selecting = mode !== 'browse';
  const empty = a.photosCount === 0 && photos.length === 0;

  return (
    <div className={selecting ? 'pb-24' : undefined}>
      <Toaster />
      <BackToAlbums />
      <header className="mt-2 mb-4">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className={`${pageHeading} mb-0`} data-testid="album-title">
            {name}
          </h1>
          <button
            type="button"
            className={`w-11 h-11 inline-flex items-center justify-center rounded-full border-0 bg-transparent cursor-pointer hover:bg-gray-100 disabled:opacity-40 disabled:cursor-not-allowed ${focusRing}`}
            aria-label={t('albums.rename.title')}
            disabled={selecting}
            onClick={() => setModal('rename')}
          >
            <PencilIcon />
          </button>
        </div>
        <p className="mt-1 mb-0 text-gray-600">
          <span data-testid="album-count">{t('albums.count', { count: a.photosCount })}</span> ·{' '}
          <span suppressHydrationWarning>{created.id === 'albums.created.date' ? t(created.id, { date: created.date }) : t(created.id)}</span>
        </p>
      </header>

      {empty ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <FolderIcon className="w-16 h-16 text-gray-500" />
          <p className="text-lg font-semibold m-0">{t('albums.empty')}</p>
          <div className="flex gap-3">
            <button type="button" className={buttonPrimary} onClick={() => setModal('add')}>
              {t('photos.add')}
            </button>
            <button type="button" className={buttonSecondary} onClick={() => setModal('delete')}>
              {t('albums.delete.button')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3 py-3">
            {selecting ? (
              <>
                <button type="button" className={buttonSecondary} onClick={stop}>
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
              <>
                <button type="button" className={buttonPrimary} onClick={() => setModal('add')}>
                  {t('photos.add')}
                </button>
                <button
                  type="button"
                  className={buttonSecondary}
                  onClick={() => {
                    dispatch({ type: 'start' });
                    setMode('select');
                  }}
                >
                  {t('photos.select.start')}
                </button>
                {orderPrints && (
                  <button
                    type="button"
                    className={buttonSecondary}
                    onClick={() => {
                      dispatch({ type: 'start' });
                      setMode('prints');
                    }}
                  >
                    {t('albums.actions.orderPrints')}
                  </button>
                )}
                <button type="button" className={buttonSecondary} onClick={() => setModal('delete')}>
                  {t('albums.delete.button')}
                </button>
              </>
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
              selecting={selecting}
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

      {mode === 'select' && (
        <SelectionToolbar
          selectedCount={selection.selected.size}
          orderPrints={orderPrints}
          busy={busy || archive.starting}
          onOrderPrints={() => setMode('prints')}
          onDownload={() => void download()}
          onCopy={() => setModal('copy')}
          onRemove={() => void remove()}
        />
      )}
      {mode === 'prints' && <PrintsBar amount={selection.selected.size} busy={prints.transferring !== null} onNext={() => void handOff()} onCancel={stop} />}
      {prints.transferring !== null && <PrintsOverlay amount={prints.transferring} />}

      <AlbumNameModal
        open={modal === 'rename'}
        mode="rename"
        initialName={name}
        onClose={() => setModal(null)}
        onSubmit={async (next) => {
          await renameAlbum(albumId, next);
          setModal(null);
        }}
      />
      <CopyToAlbumModal open={modal === 'copy'} photoIds={selected} excludeAlbumId={albumId} onClose={() => setModal(null)} onCopied={stop} />
      <AddPhotosModal
        open={modal === 'add'}
        onClose={() => setModal(null)}
        onAdd={async (picked) => {
          await addToAlbum(albumId, picked);
        }}
      />
      <Modal open={modal === 'delete'} onClose={() => !busy && setModal(null)} title={t('albums.delete.title')} closeOnEscape={!busy} testId="delete-album">
        <p>{t('albums.delete.body', { albumName: name })}</p>
        {deleteFailed && (
          <p role="alert" className="text-red-800 font-semibold">
            {t('albums.error.delete')}
          </p>
        )}
        <div className="flex justify-end gap-3 mt-6">
          <button type="button" className={buttonSecondary} onClick={() => setModal(null)} disabled={busy}>
            {t('photos.select.cancel')}
          </button>
          <button type="button" className={`${buttonPrimary} disabled:opacity-50`} disabled={busy} aria-busy={busy || undefined} onClick={() => void confirmDelete()}>
            {t('albums.delete.confirm')}
          </button>
        </div>
      </Modal>
    </div>
  );
}
