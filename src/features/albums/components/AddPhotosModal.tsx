import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Modal } from '../../../components/overlay/Modal';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { QK } from '../../../shared/queries/keys';
import { SelectionMark } from '../../library/components/SelectionMark';
import { thumbnailFor } from '../../library/thumbnails';
import { useAlbumsApi } from '../data';
import { useSingleFlight } from '../single-flight';
import { MoreSentinel } from './Paging';

const PICKER_PAGE = 120;

/**
 * 'Add photos' to an album: an in-app picker over the library (GET /photos, newest taken first,
 * paged), multi-select, then one batched add. Failure keeps it open with 'Unable to save changes.'
 */
export function AddPhotosModal({ open, onClose, onAdd }: { open: boolean; onClose: () => void; onAdd: (ids: string[]) => Promise<void> }) {
  const t = useT();
  const api = useAlbumsApi();
  const library = useInfiniteQuery({
    queryKey: [QK.photos, 'library', 'picker', PICKER_PAGE] as const,
    queryFn: ({ pageParam, signal }) =>
      api.photos.photos({ cursor: pageParam, limit: PICKER_PAGE, sortKey: 'dateTaken', sortOrder: 'desc', signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
    enabled: open,
  });
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const { run, pending, failed, setFailed, isBusy } = useSingleFlight();
  const photos = (library.data?.pages ?? []).flatMap((p) => p.images);

  const close = () => {
    if (isBusy()) return;
    setPicked(new Set());
    setFailed(false);
    onClose();
  };
  const toggle = (id: string) =>
    setPicked((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  const add = async () => {
    if (picked.size === 0) return;
    if (await run(() => onAdd([...picked]))) {
      setPicked(new Set());
      onClose();
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('albums.add.title')} closeOnEscape={!pending} className="max-w-3xl" testId="add-photos">
      <p className="mt-0 text-gray-700" aria-live="polite">
        {t('photos.select.amount', { amount: picked.size })}
      </p>
      {failed && (
        <p role="alert" className="text-red-800 font-semibold">
          {t('albums.error.save')}
        </p>
      )}
      {library.status === 'pending' && <p role="status">{t('photos.loading')}</p>}
      {library.status === 'error' && <p role="alert">{t('photos.error.load')}</p>}
      <ul className="list-none p-0 m-0 grid grid-cols-3 sm:grid-cols-5 gap-1 max-h-[55vh] overflow-auto">
        {photos.map((p) => {
          const thumb = thumbnailFor(p.thumbnails, 300);
          const on = picked.has(p.imageId);
          return (
            <li key={p.imageId} className="relative aspect-square bg-gray-200">
              {thumb && <img src={thumb.url} alt="" loading="lazy" className="w-full h-full object-cover" />}
              <button
                type="button"
                aria-pressed={on}
                aria-label={t('photos.tile.select', { name: p.localFileName })}
                className={`absolute inset-0 w-full h-full border-0 bg-transparent cursor-pointer ${focusRing} ${on ? 'ring-4 ring-inset ring-brand-accent' : ''}`}
                onClick={() => toggle(p.imageId)}
              >
                <SelectionMark selected={on} className="top-1 left-1" />
              </button>
            </li>
          );
        })}
        <li className="col-span-full">
          <MoreSentinel
            hasMore={!!library.hasNextPage}
            loading={library.isFetchingNextPage}
            onMore={() => void library.fetchNextPage()}
            label="albums.more.photos"
          />
        </li>
      </ul>
      <div className="flex justify-end gap-3 mt-4">
        <button type="button" className={buttonSecondary} onClick={close} disabled={pending}>
          {t('photos.select.cancel')}
        </button>
        <button
          type="button"
          className={`${buttonPrimary} disabled:opacity-50`}
          disabled={picked.size === 0 || pending}
          aria-busy={pending || undefined}
          onClick={() => void add()}
        >
          {t('albums.add.submit', { amount: picked.size })}
        </button>
      </div>
    </Modal>
  );
}
