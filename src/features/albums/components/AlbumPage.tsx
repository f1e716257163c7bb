import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { FolderIcon, PlusIcon, PrintsIcon, TrashIcon } from '../../../components/icons';
import { Modal } from '../../../components/overlay/Modal';
import { showToast, Toaster } from '../../../components/overlay/Toaster';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { type Flags, showOrderPrints } from '../../../shared/flags/flags';
import { useT } from '../../../shared/i18n/react';
import { albumPhotosQuery, albumQuery } from '../../../shared/queries/photos';
import { STREAMED, suspendUntilSettled } from '../../../shared/queries/settled';
import { GridShortcuts } from '../../library/components/GridShortcuts';
import { useArchiveDownload } from '../../library/downloads/use-archive-download';
import { useSortPreference } from '../../library/use-sort-preference';
import { useAlbumActions, useAlbumsApi } from '../data';
import { markAlbumDeleted, wasAlbumDeleted } from '../deleted-albums';
import { useAlbumDocumentTitle } from '../document-title';
import { usePrintsHandoff } from '../prints-handoff';
import { useRemoveWithUndo } from '../remove-with-undo';
import { AddPhotosModal } from './AddPhotosModal';
import { AlbumDropUpload } from './AlbumDropUpload';
import { AlbumNameModal } from './AlbumNameModal';
import { AlbumError, AlbumHeader, AlbumLoading, AlbumPhotos, BackToAlbums, SelectionRow } from './AlbumParts';
import { CopyToAlbumModal } from './CopyToAlbumModal';
import { ModalActions } from './ModalActions';
import { PrintsBar, PrintsOverlay, SelectionToolbar } from './Toolbars';
import { useAlbumPreviewGrid } from './use-album-preview-grid';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
// Opens on a click and renders nothing closed (Modal): the deployed worker's bundle leaves it out (issue 31 §3).
const AlbumName = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? () => null : AlbumNameModal;
/**
 * The dialogs the server never renders (they open on a click; closed, they render nothing): the
 * deployed worker's bundle leaves them out (issue 31 §3), as it does the upload dialog.
 */
const NoDialog = () => null;
const AddPhotos = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? NoDialog : AddPhotosModal;
const CopyToAlbum = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? NoDialog : CopyToAlbumModal;

type Mode = 'browse' | 'select' | 'prints';

/** Narrower buttons below the photo breakpoint (576 px), as on the timeline's bar. */
const compact = 'shrink-0 whitespace-nowrap !px-2.5 text-sm photo:!px-5 photo:text-base';
/** An icon with its label for screen readers only below 576 px, so a phone's bar keeps one row. */
const iconOnPhone = 'gap-2 min-w-11';
function PhoneIconLabel({ icon, label }: { icon: ReactNode; label: string }) {
  return (
    <>
      <span className="inline-flex photo:hidden">{icon}</span>
      <span className="sr-only photo:not-sr-only">{label}</span>
    </>
  );
}

export interface AlbumPageProps {
  albumId: string;
  flags: Flags;
  /** The brand's channel (vendor id) for the prints editor. */
  channel: string | undefined;
  /** The prints editor of this environment (router context). */
  printsEditorUrl: string | undefined;
  /** The browser's viewport width as the worker learnt it (router context): the grid's first layout. */
  viewportWidth: number | undefined;
}

/** 'Delete album' confirmation; a failure keeps it open with 'Unable to remove album. Please try again'. */
function DeleteAlbumModal({
  open,
  name,
  busy,
  failed,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  name: string;
  busy: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={() => !busy && onCancel()} title={t('albums.delete.title')} closeOnEscape={!busy} testId="delete-album">
      <p>{t('albums.delete.body', { albumName: name })}</p>
      <ModalActions
        error={failed && t('albums.error.delete')}
        busy={busy}
        confirmLabel={t('albums.delete.confirm')}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </Modal>
  );
}

/**
 * Single album (photo spec §2): streamed with the page (the route's Suspense boundary), error with
 * the back link, redirect of shared albums, empty state, header with the editable name, count and
 * created label, Add photos / Select / Order prints / sort, the grid, the selection toolbar, delete
 * album and the prints hand-off.
 */
export function AlbumPage({ albumId, flags, channel, printsEditorUrl, viewportWidth }: AlbumPageProps) {
  const t = useT();
  const api = useAlbumsApi();
  const navigate = useNavigate();
  const [sort, setSort] = useSortPreference('albumPhotos');
  const queryClient = useQueryClient();
  const albumOptions = albumQuery(api, albumId);
  const album = suspendUntilSettled(useQuery({ ...albumOptions, ...STREAMED }), () => queryClient.prefetchQuery(albumOptions));
  const hasPhotos = album.status === 'success' && album.data.photosCount > 0;
  // The loaded photos for selection and paging (the grid below streams the same query).
  const photosQ = useInfiniteQuery({ ...albumPhotosQuery(api, albumId, sort), ...STREAMED, enabled: hasPhotos });
  const grid = useAlbumPreviewGrid(albumId, photosQ, '/my-photos/albums/$id/preview/$photoId');
  const { selection, dispatch } = grid;
  const [mode, setMode] = useState<Mode>('browse');
  const [modal, setModal] = useState<null | 'rename' | 'delete' | 'copy' | 'add'>(null);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { renameAlbum, deleteAlbum, forgetAlbum, addToAlbum } = useAlbumActions();
  const removeWithUndo = useRemoveWithUndo(albumId);
  const prints = usePrintsHandoff(channel, printsEditorUrl);
  const archive = useArchiveDownload();
  const orderPrints = showOrderPrints(flags);
  const redirectShared = flags.PhotoManagementSharedAlbumsViewEnabled && album.data?.isShared === true;

  // Shared albums (flag on) live on the shared-album route; the query string goes along.
  useEffect(() => {
    if (redirectShared) void navigate({ to: '/my-photos/shared-albums/$id', params: { id: albumId }, search: true, replace: true });
  }, [redirectShared, albumId, navigate]);

  useAlbumDocumentTitle(album.data?.albumName);

  // A failed background refetch keeps what was shown; only an album that never loaded is an error.
  if (album.data === undefined) return <AlbumError gone={wasAlbumDeleted(albumId)} />;
  if (redirectShared) return <AlbumLoading />;
  const a = album.data;
  const name = a.albumName;
  const selected = [...selection.selected];

  const start = (next: Mode) => {
    dispatch({ type: 'start' });
    setMode(next);
  };
  const stop = () => {
    dispatch({ type: 'stop' });
    setMode('browse');
  };
  // Gone at once with the undo toast; sent when it ends (remove-with-undo.ts).
  const remove = () => {
    removeWithUndo(selected, name);
    stop();
  };
  // One photo directly by URL and file name, more as a zip of up to 100 (downloads feature: toasts,
  // push events, resume).
  const download = async () => {
    setBusy(true);
    try {
      const chosen = grid.photos.filter((p) => selection.selected.has(p.imageId));
      if (await archive.downloadSelection(chosen, { name })) stop();
    } finally {
      setBusy(false);
    }
  };
  const confirmDelete = async () => {
    setBusy(true);
    setDeleteFailed(false);
    try {
      await deleteAlbum(albumId);
      markAlbumDeleted(albumId);
      showToast(t('albums.deleted', { albumName: name }));
      await navigate({ to: '/my-photos/albums', search: true });
      forgetAlbum(albumId);
    } catch {
      setDeleteFailed(true);
    } finally {
      setBusy(false);
    }
  };
  const handOff = async () => {
    if (!(await prints.start(selected))) showToast(t('albums.prints.error'), { kind: 'error' });
  };

  const selecting = mode !== 'browse';
  // In the bar above the photos a trash icon on a phone; the empty album's own button says it in words.
  const deleteButton = (inBar: boolean) => (
    <button type="button" className={`${buttonSecondary} ${compact} ${inBar ? iconOnPhone : ''}`} onClick={() => setModal('delete')}>
      {inBar ? <PhoneIconLabel icon={<TrashIcon />} label={t('albums.delete.button')} /> : t('albums.delete.button')}
    </button>
  );
  // In the bar a '+' on a phone (the sort then fits the same row); the empty album's says it in words.
  const addButton = (inBar: boolean) => (
    <button type="button" className={`${buttonPrimary} ${compact} ${inBar ? iconOnPhone : ''}`} onClick={() => setModal('add')}>
      {inBar ? <PhoneIconLabel icon={<PlusIcon className="w-5 h-5" />} label={t('photos.add')} /> : t('photos.add')}
    </button>
  );

  return (
    <div className={selecting ? 'pb-24' : undefined}>
      <Toaster />
      <AlbumDropUpload albumId={albumId} enabled={flags.PhotoManagementUploadEnabled} />
      <BackToAlbums />
      <AlbumHeader name={name} count={a.photosCount} created={a.created} onRename={() => setModal('rename')} renameDisabled={selecting} />

      {a.photosCount === 0 ? (
        <div className="flex flex-col items-center gap-4 py-12 text-center">
          <FolderIcon className="w-16 h-16 text-gray-500" />
          <p className="text-lg font-semibold m-0">{t('albums.empty')}</p>
          <div className="flex gap-3">
            {addButton(false)}
            {deleteButton(false)}
          </div>
        </div>
      ) : (
        <>
          <SelectionRow
            selecting={selecting}
            amount={selection.selected.size}
            allSelected={grid.allSelected}
            onCancel={stop}
            onToggleAll={grid.toggleAll}
            sort={sort}
            onSort={setSort}
          >
            {addButton(true)}
            <button type="button" className={`${buttonSecondary} ${compact}`} onClick={() => start('select')}>
              {t('photos.select.start')}
            </button>
            {orderPrints && (
              <button type="button" className={`${buttonSecondary} ${compact} ${iconOnPhone}`} onClick={() => start('prints')}>
                <PhoneIconLabel icon={<PrintsIcon />} label={t('albums.actions.orderPrints')} />
              </button>
            )}
            {deleteButton(true)}
          </SelectionRow>
          <AlbumPhotos
            kind="own"
            albumId={albumId}
            sort={sort}
            viewportWidth={viewportWidth}
            selecting={selecting}
            selected={selection.selected}
            onOpen={grid.open}
            onToggle={grid.toggle}
          />
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
          onRemove={remove}
        />
      )}
      {mode === 'prints' && (
        <PrintsBar amount={selection.selected.size} busy={prints.transferring !== null} onNext={() => void handOff()} onCancel={stop} />
      )}
      {prints.transferring !== null && <PrintsOverlay amount={prints.transferring} />}

      <GridShortcuts
        selecting={selecting}
        selectedCount={selection.selected.size}
        onLeave={stop}
        onSelectAll={() => {
          if (mode === 'browse') setMode('select');
          if (!grid.allSelected) dispatch({ type: 'toggleGroup', ids: grid.ids });
        }}
        onDelete={mode === 'select' && !busy ? () => void remove() : undefined}
      />
      <AlbumName
        open={modal === 'rename'}
        mode="rename"
        initialName={name}
        onClose={() => setModal(null)}
        onSubmit={async (next) => {
          await renameAlbum(albumId, next);
          setModal(null);
        }}
      />
      <CopyToAlbum open={modal === 'copy'} photoIds={selected} excludeAlbumId={albumId} onClose={() => setModal(null)} onCopied={stop} />
      <AddPhotos
        open={modal === 'add'}
        onClose={() => setModal(null)}
        onAdd={(picked) => addToAlbum(albumId, picked).then(() => undefined)}
      />
      <DeleteAlbumModal
        open={modal === 'delete'}
        name={name}
        busy={busy}
        failed={deleteFailed}
        onCancel={() => setModal(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
