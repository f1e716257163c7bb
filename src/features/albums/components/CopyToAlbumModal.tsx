import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { Modal } from '../../../components/overlay/Modal';
import { showToast, Toaster } from '../../../components/overlay/Toaster';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { albumsQuery } from '../../../shared/queries/photos';
import { thumbnailFor } from '../../library/thumbnails';
import { type AlbumNameProblem, albumNameProblem } from '../album-name';
import { useAlbumActions, useAlbumsApi } from '../data';
import { useSingleFlight } from '../single-flight';
import { NameForm } from './AlbumNameModal';
import { MoreSentinel } from './Paging';
import { richMessage } from './rich';

export interface CopyToAlbumModalProps {
  open: boolean;
  /** The photos to copy (selection of the timeline, a preview's photo, an album's selection). */
  photoIds: readonly string[];
  onClose: () => void;
  /** After a successful copy (the caller ends its selection, photo spec §4). */
  onCopied?: (albumId: string) => void;
  /** An album not to offer (the album the photos come from). */
  excludeAlbumId?: string;
}

/**
 * 'Copy to album' (photo spec §2): '{amount} photos selected', own non-shared albums with paging,
 * a create form ('Untitled album'), batched adds; success toast 'Photos copied to {albumLink}'
 * linking to the album; a failure keeps it open with 'Unable to save changes. Please try again'.
 * Exported for the timeline, the previews and the albums.
 */
export function CopyToAlbumModal({ open, photoIds, onClose, onCopied, excludeAlbumId }: CopyToAlbumModalProps) {
  const t = useT();
  const api = useAlbumsApi();
  const { addToAlbum, createAlbum } = useAlbumActions();
  const albums = useInfiniteQuery({ ...albumsQuery(api, { displaySharedData: false }), enabled: open });
  const { run, pending, failed, setFailed, isBusy } = useSingleFlight();
  /** An album created by a try whose add failed: a retry with the same name reuses it (no twin). */
  const created = useRef<{ name: string; albumId: string } | null>(null);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<AlbumNameProblem | null>(null);

  const close = () => {
    if (isBusy()) return;
    setFailed(false);
    setProblem(null);
    setName('');
    onClose();
  };

  const copy = async (target: () => Promise<{ albumId: string; albumName: string }>) => {
    // One message at a time: a name problem of an earlier try is not this try's (issue 34).
    setProblem(null);
    let albumId = '';
    const ok = await run(async () => {
      const chosen = await target();
      albumId = chosen.albumId;
      await addToAlbum(albumId, photoIds);
      showToast(
        richMessage(
          (v) => t('albums.copy.success', v),
          'albumLink',
          <Link to="/my-photos/albums/$id" params={{ id: albumId }} search={(s) => s} className={focusRing}>
            {chosen.albumName}
          </Link>,
        ),
      );
    });
    if (!ok) return;
    created.current = null;
    setName('');
    onCopied?.(albumId);
    onClose();
  };

  const create = (e: FormEvent) => {
    e.preventDefault();
    const p = albumNameProblem(name);
    setProblem(p);
    if (p) return;
    void copy(async () => {
      if (created.current?.name === name) return { albumId: created.current.albumId, albumName: name };
      const albumId = await createAlbum(name);
      created.current = { name, albumId };
      return { albumId, albumName: name };
    });
  };

  const list = (albums.data?.pages ?? []).flatMap((p) => p.albums).filter((a) => !a.isShared && a.albumId !== excludeAlbumId);

  return (
    <>
      {/* The success toast must show wherever the modal is used (timeline, previews, albums). */}
      <Toaster />
      <Modal open={open} onClose={close} title={t('albums.copy.title')} closeOnEscape={!pending} testId="copy-to-album">
        <p className="mt-0 text-gray-700">{t('albums.copy.amount', { amount: photoIds.length })}</p>
        {failed && (
          <p role="alert" className="text-red-800 font-semibold">
            {t('albums.error.save')}
          </p>
        )}
        <NameForm
          name={name}
          setName={setName}
          problem={problem}
          placeholder={t('albums.copy.placeholder')}
          onSubmit={create}
          footer={
            <div className="flex justify-end mt-2">
              <button type="submit" className={`${buttonPrimary} disabled:opacity-50`} disabled={pending}>
                {t('albums.copy.create')}
              </button>
            </div>
          }
        />
        <h3 className="text-base font-semibold mt-4 mb-2">{t('albums.copy.existing')}</h3>
        {albums.status === 'pending' && <p role="status">{t('albums.loading')}</p>}
        {albums.status === 'error' && <p role="alert">{t('albums.error.list')}</p>}
        <ul className="list-none p-0 m-0 flex flex-col gap-1 max-h-64 overflow-auto" aria-busy={pending || undefined}>
          {list.map((a) => {
            const cover = a.coverPhoto ? thumbnailFor(a.coverPhoto.thumbnails, 300) : undefined;
            return (
              <li key={a.albumId}>
                <button
                  type="button"
                  disabled={pending}
                  className={`w-full flex items-center gap-3 p-2 rounded-md border-0 bg-transparent hover:bg-gray-100 cursor-pointer text-left disabled:opacity-50 ${focusRing}`}
                  onClick={() => void copy(async () => ({ albumId: a.albumId, albumName: a.albumName }))}
                >
                  <span className="w-12 h-12 rounded bg-gray-200 overflow-hidden shrink-0">
                    {cover && <img src={cover.url} alt="" className="w-full h-full object-cover" loading="lazy" />}
                  </span>
                  <span className="flex-1 min-w-0 truncate" title={a.albumName}>
                    {a.albumName}
                  </span>
                  <span className="text-sm text-gray-600">{t('albums.count', { count: a.photosCount })}</span>
                </button>
              </li>
            );
          })}
          <li>
            <MoreSentinel hasMore={!!albums.hasNextPage} loading={albums.isFetchingNextPage} onMore={() => void albums.fetchNextPage()} />
          </li>
        </ul>
        <div className="flex justify-end mt-4">
          {/* Cancel is never the primary action (issue 16 §8): choosing an album or creating one is. */}
          <button type="button" className={buttonSecondary} onClick={close} disabled={pending}>
            {t('photos.select.cancel')}
          </button>
        </div>
      </Modal>
    </>
  );
}
