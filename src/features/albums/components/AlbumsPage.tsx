import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { FolderIcon, PlusIcon, Spinner } from '../../../components/icons';
import { Toaster } from '../../../components/overlay/Toaster';
import { focusRing } from '../../../components/ui/styles';
import type { OwnAlbum } from '../../../shared/api/photo-management';
import type { SharedAlbum } from '../../../shared/api/shared-albums';
import type { Flags } from '../../../shared/flags/flags';
import { useIntl, useT } from '../../../shared/i18n/react';
import { albumsQuery, userCountsQuery } from '../../../shared/queries/photos';
import { STREAMED, suspendUntilSettled } from '../../../shared/queries/settled';
import { sharedAlbumsQuery, sharedCountsQuery } from '../../../shared/queries/shared-albums';
import { PhotosHeader } from '../../library/components/PhotosHeader';
import { albumsTabCount, photosTabCount } from '../../library/counts';
import { thumbnailFor } from '../../library/thumbnails';
import { useAlbumActions, useAlbumsApi } from '../data';
import { listDate } from '../dates';
import { AlbumNameModal } from './AlbumNameModal';
import { MoreSentinel } from './Paging';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
// Opens on a click and renders nothing closed (Modal): the deployed worker's bundle leaves it out (issue 31 §3).
const AlbumName = typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? () => null : AlbumNameModal;

const tileClass = `group flex flex-col gap-1 min-w-0 no-underline text-gray-900 rounded-lg ${focusRing}`;
// Decision (issue 34 §6, as Google Photos' album grid): 2 across on a phone, 3 from 575 px, 4 from
// 1024 px, 5 from 1280 px, so a 1440 px window shows five ~200 px covers in the photos column.
const grid = 'grid grid-cols-2 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 gap-x-4 gap-y-6 list-none p-0 m-0';
/** The cover box: square, fixed before its image arrives (no layout shift), the image cropped to fill it. */
const coverBox = 'relative block aspect-square w-full rounded-xl overflow-hidden bg-gray-200';

/** An album's cover: the 300 px thumbnail, or the 800 px one where a tile is wider or the screen denser. */
function Cover({ album }: { album: OwnAlbum | SharedAlbum }) {
  const photo = album.coverPhoto;
  const small = photo ? thumbnailFor(photo.thumbnails, 300) : undefined;
  const large = photo ? thumbnailFor(photo.thumbnails, 800) : undefined;
  if (!small) return <FolderIcon className="absolute inset-0 m-auto w-12 h-12 text-gray-500" />;
  return (
    <img
      src={small.url}
      srcSet={large && large.url !== small.url ? `${small.url} ${small.width}w, ${large.url} ${large.width}w` : undefined}
      // The tile's width at each breakpoint of `grid` (the photos column less the menu on large screens).
      sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 22vw, (min-width: 575px) 33vw, 50vw"
      width={small.width}
      height={small.height}
      alt=""
      loading="lazy"
      decoding="async"
      className="absolute inset-0 w-full h-full object-cover transition-transform duration-200 group-hover:scale-103"
    />
  );
}

function AlbumTile({ album, to }: { album: OwnAlbum | SharedAlbum; to: 'album' | 'shared' }) {
  const t = useT();
  const intl = useIntl();
  // Own albums the customer shares carry the badge; albums shared with the customer say whose they are.
  const sharing = 'isShared' in album && album.isShared;
  const owner = 'owner' in album ? album.owner.email : '';
  const body = (
    <>
      <span className={coverBox}>
        <Cover album={album} />
        {sharing && (
          <span
            className="absolute top-2 left-2 rounded-full bg-white/90 text-gray-900 text-xs font-semibold px-2 py-1 shadow-sm"
            data-testid="album-shared-badge"
          >
            {t('albums.badge.shared')}
          </span>
        )}
      </span>
      <span className="mt-1 font-semibold truncate" data-testid="album-name">
        {album.albumName}
      </span>
      {owner && (
        <span className="text-sm text-gray-700 break-words" data-testid="album-owner">
          {t('albums.shared.ownedBy', { ownerEmail: owner })}
        </span>
      )}
      {/* Dates follow the viewer's time zone: the server's render may differ by a day. */}
      <span className="text-sm text-gray-600" suppressHydrationWarning>
        <span data-testid="album-tile-count">{t('albums.count', { count: album.photosCount })}</span>
        <span className="hidden sm:inline" aria-hidden="true">
          {' · '}
        </span>
        <span className="block sm:inline">{listDate(album.created, intl.formatLocale)}</span>
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

type AlbumPages<A> = UseInfiniteQueryResult<InfiniteData<{ albums: A[] }, unknown>>;

/** The tiles of one paged list (its `<li>`s) and the next-page sentinel. */
function AlbumItems<A extends OwnAlbum | SharedAlbum>({ query, to }: { query: AlbumPages<A>; to: (a: A) => 'album' | 'shared' }) {
  const list = (query.data?.pages ?? []).flatMap((p) => p.albums);
  return (
    <>
      {list.map((a) => (
        <li key={a.albumId}>
          <AlbumTile album={a} to={to(a)} />
        </li>
      ))}
      <li className="col-span-full">
        <MoreSentinel hasMore={!!query.hasNextPage} loading={query.isFetchingNextPage} onMore={() => void query.fetchNextPage()} />
      </li>
    </>
  );
}

function ListLoading() {
  const t = useT();
  return (
    <li className="col-span-full">
      <p role="status" className="flex items-center gap-2">
        <Spinner /> {t('albums.loading')}
      </p>
    </li>
  );
}

function ListError({ id }: { id: 'albums.error.list' | 'albums.error.sharedList' }) {
  const t = useT();
  return (
    <li className="col-span-full">
      <p role="alert">{t(id)}</p>
    </li>
  );
}

/** Own albums (first page 49), streamed; shared ones open the shared-album route when the flag is on. */
function OwnAlbums({ sharedOn }: { sharedOn: boolean }) {
  const api = useAlbumsApi();
  const queryClient = useQueryClient();
  const options = albumsQuery(api);
  const albums = suspendUntilSettled(useInfiniteQuery({ ...options, ...STREAMED }), () => queryClient.prefetchInfiniteQuery(options));
  if (albums.data === undefined) return <ListError id="albums.error.list" />;
  return <AlbumItems query={albums} to={(a) => (a.isShared && sharedOn ? 'shared' : 'album')} />;
}

/** 'Shared with you': only when readAlbumsCount is above 0 (the flag is checked by the caller). */
function SharedWithYou() {
  const t = useT();
  const api = useAlbumsApi();
  const queryClient = useQueryClient();
  const countsOptions = sharedCountsQuery(api);
  const listOptions = sharedAlbumsQuery(api);
  const counts = suspendUntilSettled(useQuery({ ...countsOptions, ...STREAMED }), () => queryClient.prefetchQuery(countsOptions));
  const show = (counts.data?.readAlbumsCount ?? 0) > 0;
  const list = useInfiniteQuery({ ...listOptions, ...STREAMED, enabled: show });
  if (counts.data === undefined) return <p role="alert">{t('albums.error.sharedList')}</p>;
  if (!show) return null;
  const shared = suspendUntilSettled(list, () => queryClient.prefetchInfiniteQuery(listOptions));
  return (
    <section aria-labelledby="shared-albums" className="mt-8">
      <h2 id="shared-albums" className="text-xl font-bold">
        {t('albums.shared.heading')}
      </h2>
      <ul className={grid}>
        {shared.data === undefined ? <ListError id="albums.error.sharedList" /> : <AlbumItems query={shared} to={() => 'shared'} />}
      </ul>
    </section>
  );
}

/**
 * Albums list (photo spec §2): own albums (covers, names, 'dd MMM yyyy'), the 'New album' tile,
 * 'Shared with you' (flag and readAlbumsCount > 0), paging (first page 49), both error texts.
 * The tabs and the 'New album' tile are in the shell; the lists stream in (Suspense).
 */
export function AlbumsPage({ flags }: { flags: Flags }) {
  const t = useT();
  const api = useAlbumsApi();
  const navigate = useNavigate();
  const sharedOn = flags.PhotoManagementSharedAlbumsViewEnabled;
  const counts = useQuery(userCountsQuery(api));
  const sharedCounts = useQuery({ ...sharedCountsQuery(api), enabled: sharedOn });
  const { createAlbum } = useAlbumActions();
  const [creating, setCreating] = useState(false);

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
        <ul className={grid}>
          <li>
            <button
              type="button"
              className={`${tileClass} w-full bg-transparent border-0 p-0 cursor-pointer text-left`}
              onClick={() => setCreating(true)}
            >
              <span className="aspect-square w-full rounded-xl border-2 border-dashed border-gray-400 flex items-center justify-center text-brand-accent hover:bg-gray-50">
                <PlusIcon className="w-10 h-10" />
              </span>
              <span className="mt-1 font-semibold">{t('albums.new')}</span>
            </button>
          </li>
          <Suspense fallback={<ListLoading />}>
            <OwnAlbums sharedOn={sharedOn} />
          </Suspense>
        </ul>
      </section>
      {sharedOn && (
        <Suspense fallback={null}>
          <SharedWithYou />
        </Suspense>
      )}
      <AlbumName
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
