import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/overlay/Modal';
import { Toaster } from '../../../components/overlay/Toaster';
import { buttonPrimary, focusRing } from '../../../components/ui/styles';
import { type Flags, showOrderPrints } from '../../../shared/flags/flags';
import { useT } from '../../../shared/i18n/react';
import { QK } from '../../../shared/queries/keys';
import { STREAMED, suspendUntilSettled } from '../../../shared/queries/settled';
import { sharedAlbumPhotosQuery, sharedAlbumQuery } from '../../../shared/queries/shared-albums';
import { GridShortcuts } from '../../library/components/GridShortcuts';
import { useArchiveDownload } from '../../library/downloads/use-archive-download';
import { useSortPreference } from '../../library/use-sort-preference';
import { useAlbumsApi, useCurrentUserId } from '../data';
import { useAlbumDocumentTitle } from '../document-title';
import { sharedAlbumRole } from '../roles';
import { AlbumError, AlbumHeader, AlbumPhotos, BackToAlbums, SelectionRow } from './AlbumParts';
import { richMessage } from './rich';
import { SelectionToolbar } from './Toolbars';
import { useAlbumPreviewGrid } from './use-album-preview-grid';

export const participantsQuery = (api: ReturnType<typeof useAlbumsApi>, albumId: string) => ({
  queryKey: [QK.sharedAlbums, 'album', albumId, 'participants'] as const,
  queryFn: () => api.sharedAlbums.participants(albumId),
});

/** 'Shared with {count} people': the participants' e-mails and OK (auto-closes after 10 s). */
function ParticipantsModal({
  open,
  emails,
  onClose,
}: {
  open: boolean;
  emails: readonly { id: string; email: string }[];
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('albums.shared.modal.title', { count: emails.length })} autoClose testId="participants">
      <p>{t('albums.shared.modal.body')}</p>
      <ul className="pl-5" data-testid="participant-emails">
        {emails.map((p) => (
          <li key={p.id}>{p.email}</li>
        ))}
      </ul>
      <div className="flex justify-end mt-4">
        <button type="button" className={buttonPrimary} onClick={onClose}>
          {t('albums.shared.modal.ok')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * Shared album (read-only, legacy; photo spec §2, §6): the banner, the participant or owner text
 * (owner vs participant by the current user id), the participants modal, 'This album is empty',
 * copy / remove / order prints disabled with 'Unavailable for shared albums', download allowed
 * through the shared-album download call.
 */
export function SharedAlbumPage({
  albumId,
  flags,
  viewportWidth,
}: {
  albumId: string;
  flags: Flags;
  /** The browser's viewport width as the worker learnt it (router context): the grid's first layout. */
  viewportWidth: number | undefined;
}) {
  const t = useT();
  const api = useAlbumsApi();
  const [sort, setSort] = useSortPreference('sharedAlbumPhotos');
  const queryClient = useQueryClient();
  const albumOptions = sharedAlbumQuery(api, albumId);
  const album = suspendUntilSettled(useQuery({ ...albumOptions, ...STREAMED }), () => queryClient.prefetchQuery(albumOptions));
  const userId = useCurrentUserId();
  const role = album.data ? sharedAlbumRole(userId, album.data.ownerId) : 'unknown';
  const participants = useQuery({ ...participantsQuery(api, albumId), enabled: role === 'owner' });
  // The loaded photos for selection and paging (the grid below streams the same query).
  const photosQ = useInfiniteQuery({ ...sharedAlbumPhotosQuery(api, albumId, sort), ...STREAMED, enabled: album.isSuccess });
  const grid = useAlbumPreviewGrid(albumId, photosQ, '/my-photos/shared-albums/$id/preview/$photoId');
  const { selection, dispatch } = grid;
  const [peopleOpen, setPeopleOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const archive = useArchiveDownload();
  useAlbumDocumentTitle(album.data?.albumName);

  if (album.data === undefined) return <AlbumError />;
  const a = album.data;
  const people = participants.data?.participants ?? a.participants.map((p, i) => ({ id: String(i), email: p.email }));

  // One photo directly by URL and file name, more as a zip through the shared-album download call
  // (downloads feature: toasts, push events, resume).
  const download = async () => {
    setBusy(true);
    try {
      const chosen = grid.photos.filter((p) => selection.selected.has(p.imageId)).map((p) => ({ ...p, ownerId: p.ownerId ?? a.ownerId }));
      const ok = await archive.downloadSelection(chosen, { name: a.albumName, sharedAlbumId: albumId });
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
              <button
                type="button"
                className={`bg-transparent border-0 p-0 underline cursor-pointer text-brand-accent font-inherit ${focusRing}`}
                onClick={() => setPeopleOpen(true)}
              >
                {t('albums.shared.people', { count: people.length })}
              </button>,
            )}
          </p>
        )}
      </div>
      <AlbumHeader name={a.albumName} count={a.photosCount} created={a.created} />
      {a.photosCount === 0 ? (
        <p className="py-12 text-center text-lg font-semibold">{t('albums.shared.empty')}</p>
      ) : (
        <>
          <SelectionRow
            selecting={selection.selecting}
            amount={selection.selected.size}
            allSelected={grid.allSelected}
            onCancel={() => dispatch({ type: 'stop' })}
            onToggleAll={grid.toggleAll}
            sort={sort}
            onSort={setSort}
          >
            <button
              type="button"
              className={`${buttonPrimary} shrink-0 whitespace-nowrap !px-2.5 text-sm photo:!px-5 photo:text-base`}
              onClick={() => dispatch({ type: 'start' })}
            >
              {t('photos.select.start')}
            </button>
          </SelectionRow>
          <AlbumPhotos
            kind="shared"
            albumId={albumId}
            sort={sort}
            viewportWidth={viewportWidth}
            selecting={selection.selecting}
            selected={selection.selected}
            onOpen={grid.open}
            onToggle={grid.toggle}
          />
        </>
      )}
      <GridShortcuts
        selecting={selection.selecting}
        selectedCount={selection.selected.size}
        onLeave={() => dispatch({ type: 'stop' })}
        onSelectAll={() => !grid.allSelected && dispatch({ type: 'toggleGroup', ids: grid.ids })}
      />
      {selection.selecting && (
        <SelectionToolbar
          shared
          selectedCount={selection.selected.size}
          orderPrints={showOrderPrints(flags)}
          busy={busy}
          onDownload={() => void download()}
        />
      )}
      <ParticipantsModal open={peopleOpen} emails={people} onClose={() => setPeopleOpen(false)} />
    </div>
  );
}
