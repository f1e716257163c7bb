import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { buttonSecondary, focusRing } from '../../../components/ui/styles';
import type { OwnAlbum } from '../../../shared/api/photo-management';
import type { SharedAlbum } from '../../../shared/api/shared-albums';
import type { Flags } from '../../../shared/flags/flags';
import { useIntl, useT } from '../../../shared/i18n/react';
import { albumsQuery, userCountsQuery } from '../../../shared/queries/photos';
import { sharedAlbumsQuery, sharedCountsQuery } from '../../../shared/queries/shared-albums';
import { albumsTabCount, photosTabCount } from '../../photos/counts';
import { PhotosHeader } from '../../photos/components/PhotosHeader';
import { Spinner } from '../../photos/components/icons';
import { thumbnailFor } from '../../photos/thumbnails';
import { Toaster } from '../../ui/Toaster';
import { useAlbumActions, useAlbumsApi } from '../data';
import { listDate } from '../dates';
import { AlbumNameModal } from './AlbumNameModal';
import { FolderIcon, PlusIcon } from './icons';

const tileClass = `flex flex-col gap-1 no-underline text-gray-900 rounded-lg ${focusRing}`;

function AlbumTile({ album, to }: { album: OwnAlbum | SharedAlbum; to: 'album' | 'shared' }) {
  const t = useT();
  const intl = useIntl();
  const cover = album.coverPhoto ? thumbnailFor(album.coverPhoto.thumbnails, 300) : undefined;
  const body = (
    <>
      <span className="block aspect-square w-full rounded-lg overflow-hidden bg-gray-200 flex items-center justify-center">
        {cover ? <img src={cover.url} alt="" className="w-full h-full object-cover" loading="lazy" /> : <FolderIcon className="w-12 h-12 text-gray-500" />}
      </span>
      <span className="font-semibold truncate" data-testid="album-name">
        {album.albumName}
      </span>
      {/* Dates follow the viewer's time zone: the server's render may differ by a day. */}
      <span className="text-sm text-gray-600" suppressHydrationWarning>
        {`${listDate(album.created, intl.locale)} · ${t('albums.count', { count: album.photosCount })}`}
      </span>
    </>
  );
  return to === 'shared' ? (
    <Link to="/my-photos/shared-albums/$id" params={{ id: album.albumId }} search={true} className={tileClass}>
      {body}
    </Link>
  ) : (
    <Link to="/my-photos/albums/$id" params={{ id: album.albumId }} search={true} className={tileClass}>
      {body}
    </Link>
  );
}

/** Loads the next page when the sentinel scrolls into view (and offers a button as well). */
function MoreSentinel({ hasMore, loading, onMore }: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !loading && onMore(), { rootMargin: '400px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hasMore, loading, onMore]);
  if (!hasMore) return null;
  return (
    <div ref={ref} className="flex justify-center py-4">
      <button type="button" className={buttonSecondary} disabled={loading} onClick={onMore}>
        {loading ? <Spinner /> : t('albums.more')}
      </button>
    </div>
  );
}

const grid = 'grid grid-cols-2 sm:grid-cols-3 lg:grid-cols-5 gap-4 list-none p-0 m-0';

/**
 * Albums list (photo spec §2): own albums (covers, names, 'dd MMM yyyy'), the 'New album' tile,
 * 'Shared with you' (flag and readAlbumsCount > 0), paging (first page 49), both error texts.
 */
export function AlbumsPage({ flags }: { flags: Flags }) {
  const t = useT();
  const api = useAlbumsApi();
  const navigate = useNavigate();
  const sharedOn = flags.PhotoManagementSharedAlbumsViewEnabled;
  const counts = useQuery(userCountsQuery(api));
  const sharedCounts = useQuery({ ...sharedCountsQuery(api), enabled: sharedOn });
  const albums = useInfiniteQuery(albumsQuery(api));
  const showShared = sharedOn && (sharedCounts.data?.readAlbumsCount ?? 0) > 0;
  const shared = useInfiniteQuery({ ...sharedAlbumsQuery(api), enabled: showShared });
  const { createAlbum } = useAlbumActions();
  const [creating, setCreating] = useState(false);

  const own = (albums.data?.pages ?? []).flatMap((p) => p.albums);
  const sharedList = (shared.data?.pages ?? []).flatMap((p) => p.albums);

  return (
    <div>
      <Toaster />
      <PhotosHeader
        active="albums"
        photosCount={photosTabCount(counts.data?.photosCount)}
        albumsCount={albumsTabCount(counts.data?.albumsCount, sharedCounts.data?.readAlbumsCount, sharedOn)}
        uploadEnabled={false}
      />
      <section aria-labelledby="own-albums" className="mt-4">
        <h2 id="own-albums" className="sr-only">
          {t('page.albums.title')}
        </h2>
        {albums.status === 'error' ? (
          <p role="alert">{t('albums.error.list')}</p>
        ) : (
          <ul className={grid} aria-busy={albums.status === 'pending' || undefined}>
            <li>
              <button type="button" className={`${tileClass} w-full bg-transparent border-0 p-0 cursor-pointer text-left`} onClick={() => setCreating(true)}>
                <span className="aspect-square w-full rounded-lg border-2 border-dashed border-gray-400 flex items-center justify-center text-brand-accent">
                  <PlusIcon className="w-10 h-10" />
                </span>
                <span className="font-semibold">{t('albums.new')}</span>
              </button>
            </li>
            {own.map((a) => (
              <li key={a.albumId}>
                <AlbumTile album={a} to={a.isShared && sharedOn ? 'shared' : 'album'} />
              </li>
            ))}
          </ul>
        )}
        {albums.status === 'pending' && (
          <p role="status" className="flex items-center gap-2">
            <Spinner /> {t('albums.loading')}
          </p>
        )}
        <MoreSentinel hasMore={!!albums.hasNextPage} loading={albums.isFetchingNextPage} onMore={() => void albums.fetchNextPage()} />
      </section>
      {sharedOn && sharedCounts.status === 'error' && <p role="alert">{t('albums.error.sharedList')}</p>}
      {showShared && (
        <section aria-labelledby="shared-albums" className="mt-8">
          <h2 id="shared-albums" className="text-xl font-bold">
            {t('albums.shared.heading')}
          </h2>
          {shared.status === 'error' ? (
            <p role="alert">{t('albums.error.sharedList')}</p>
          ) : (
            <ul className={grid}>
              {sharedList.map((a) => (
                <li key={a.albumId}>
                  <AlbumTile album={a} to="shared" />
                </li>
              ))}
            </ul>
          )}
          <MoreSentinel hasMore={!!shared.hasNextPage} loading={shared.isFetchingNextPage} onMore={() => void shared.fetchNextPage()} />
        </section>
      )}
      <AlbumNameModal
        open={creating}
        mode="create"
        onClose={() => setCreating(false)}
        onSubmit={async (name) => {
          const id = await createAlbum(name);
          setCreating(false);
          await navigate({ to: '/my-photos/albums/$id', params: { id }, search: true });
        }}
      />
    </div>
  );
}
