import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useReducer } from 'react';
import { photosContentWidthAt } from '../../../components/frame/content-width';
import { MenuDrawer } from '../../../components/frame/menu-drawer';
import { PencilIcon, Spinner } from '../../../components/icons';
import { focusRing, pageHeading, textLink } from '../../../components/ui/styles';
import type { PhotoPage } from '../../../shared/api/photo-management';
import { useIntl, useT } from '../../../shared/i18n/react';
import { albumPhotosQuery, type Sort } from '../../../shared/queries/photos';
import { STREAMED, suspendUntilSettled } from '../../../shared/queries/settled';
import { sharedAlbumPhotosQuery } from '../../../shared/queries/shared-albums';
import { SelectionCount } from '../../library/components/SelectionCount';
import { SortSelect } from '../../library/components/SortSelect';
import { initialSelection, selectionReducer } from '../../library/selection';
import type { SortPreference } from '../../library/sort-preferences';
import { browserStorage } from '../../library/storage';
import { useAlbumsApi } from '../data';
import { createdLabel } from '../dates';
import { clearAlbumScroll, readAlbumScroll, writeAlbumScroll } from '../scroll';
import { PhotoGrid, type PhotoGridProps } from './PhotoGrid';

/** Parts the album and shared-album pages have in common (photo spec §2 "Single album", "Shared album"). */

/**
 * The album pages' first row: the account menu's drawer button (on photo pages the menu gives way
 * to the photos, issue 34 §1; from 576 px) and the way back to the albums. In the streaming
 * album's placeholder too, so both are there before the album's data.
 */
export function BackToAlbums() {
  const t = useT();
  return (
    <div className="flex items-center gap-2">
      <MenuDrawer />
      <Link to="/my-photos/albums" search={true} className={textLink}>
        {t('albums.back')}
      </Link>
    </div>
  );
}

/**
 * 'Unable to display album…' with the back link 'My albums'. An album deleted in this page load
 * (reached again with Back after 'Delete album') says it no longer exists instead (issue 16 §8).
 */
export function AlbumError({ gone = false }: { gone?: boolean }) {
  const t = useT();
  return (
    <div>
      {/* The page's one heading while the album can't be shown. */}
      <h1 className="sr-only">{t('page.album.title')}</h1>
      <BackToAlbums />
      <p role="alert" className="mt-4" data-testid={gone ? 'album-gone' : undefined}>
        {t(gone ? 'albums.error.gone' : 'albums.error.album')}
      </p>
    </div>
  );
}

/** An album page loading: 'Loading album…' (one album, issue 34), or its photos. */
export function AlbumLoading({
  what = 'albums.loadingOne',
  heading,
}: {
  what?: 'albums.loadingOne' | 'photos.loading';
  /** While a whole album page streams in: the page's one <h1> until the album's name replaces it. */
  heading?: 'page.album.title' | 'page.sharedAlbum.title';
}) {
  const t = useT();
  return (
    <>
      {heading && <h1 className="sr-only">{t(heading)}</h1>}
      {/* A whole page streaming in: its first row (menu, the way back) is there at once. */}
      {heading && <BackToAlbums />}
      <p role="status" className="flex items-center gap-2">
        <Spinner /> {t(what)}
      </p>
    </>
  );
}

/**
 * Name (editable in own albums), '{count} photos', 'Created today / yesterday / {date}'; on a
 * desktop the count and date follow the name on its line, so the photos start higher (issue 34 §1).
 */
export function AlbumHeader({
  name,
  count,
  created,
  onRename,
  renameDisabled = false,
}: {
  name: string;
  count: number;
  created: string;
  onRename?: () => void;
  renameDisabled?: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const label = createdLabel(created, new Date(), intl.formatLocale);
  return (
    <header className="mb-1 photo:mb-2 md:flex md:flex-wrap md:items-baseline md:gap-x-4">
      <div className="flex items-start gap-2 min-w-0">
        {/* A long unbroken name wraps anywhere rather than widening the page (issue 16 §8). */}
        <h1
          className={`${pageHeading} !text-xl photo:!text-2xl md:!text-3xl !mb-0 self-center min-w-0 [overflow-wrap:anywhere]`}
          data-testid={onRename ? undefined : 'album-title'}
        >
          {onRename ? (
            // Clicking the name opens 'Edit album name' (photo spec §2), like the pencil beside it.
            <button
              type="button"
              className={`p-0 m-0 border-0 bg-transparent text-left font-inherit text-inherit [font-size:inherit] [line-height:inherit] [overflow-wrap:anywhere] cursor-pointer hover:underline disabled:cursor-default disabled:no-underline ${focusRing}`}
              disabled={renameDisabled}
              onClick={onRename}
              data-testid="album-title"
            >
              {name}
            </button>
          ) : (
            name
          )}
        </h1>
        {onRename && (
          <button
            type="button"
            // A 44 px target that takes no more height than the name's line: the row stays as tall as the name.
            className={`w-11 h-11 -my-2 photo:-my-1.5 md:-my-1 shrink-0 inline-flex items-center justify-center rounded-full border-0 bg-transparent cursor-pointer hover:bg-gray-100 disabled:opacity-40 disabled:cursor-not-allowed ${focusRing}`}
            aria-label={t('albums.rename.title')}
            disabled={renameDisabled}
            onClick={onRename}
          >
            <PencilIcon />
          </button>
        )}
      </div>
      <p className="mt-0 photo:mt-1 md:mt-0 mb-0 text-gray-600">
        <span data-testid="album-count">{t('albums.count', { count })}</span> ·{' '}
        {/* The viewer's calendar decides today / yesterday: the server's render may differ. */}
        <span suppressHydrationWarning>{label.id === 'albums.created.date' ? t(label.id, { date: label.date }) : t(label.id)}</span>
      </p>
    </header>
  );
}

/** Restores the stored scroll position (smoothly) once the photos are there, then forgets it. */
function useScrollRestore(albumId: string, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const storage = browserStorage();
    const pos = readAlbumScroll(storage, albumId);
    if (!pos) return;
    clearAlbumScroll(storage, albumId);
    requestAnimationFrame(() => window.scrollTo({ left: pos[0], top: pos[1], behavior: 'smooth' }));
  }, [albumId, ready]);
  return useCallback(
    () => void writeAlbumScroll(browserStorage(), albumId, [Math.max(0, window.scrollX), Math.max(0, window.scrollY)]),
    [albumId],
  );
}

/**
 * Selection and navigation over an album's loaded photos: select (single, range, all), open a
 * photo (scroll stored; the next page loads when the last loaded photo opens), paging.
 */
export function useAlbumGrid(albumId: string, photosQ: PhotosResult, openPreview: (photoId: string) => void) {
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection);
  const photos = useMemo(() => (photosQ.data?.pages ?? []).flatMap((p) => p.images), [photosQ.data]);
  const ids = useMemo(() => photos.map((p) => p.imageId), [photos]);
  const storeScroll = useScrollRestore(albumId, photos.length > 0);
  const { hasNextPage, fetchNextPage } = photosQ;
  const open = useCallback(
    (id: string) => {
      storeScroll();
      if (id === ids[ids.length - 1] && hasNextPage) void fetchNextPage();
      openPreview(id);
    },
    [storeScroll, ids, hasNextPage, fetchNextPage, openPreview],
  );
  const toggle = useCallback(
    (id: string, range: boolean) => dispatch(range ? { type: 'range', id, order: ids } : { type: 'toggle', id }),
    [ids],
  );
  const allSelected = ids.length > 0 && ids.every((id) => selection.selected.has(id));
  const toggleAll = () => dispatch(allSelected ? { type: 'deselectAll' } : { type: 'toggleGroup', ids });
  return { photos, ids, selection, dispatch, open, toggle, toggleAll, allSelected };
}

/**
 * The bar above the grid: while selecting Cancel, '{amount} selected', Select all / Deselect all;
 * otherwise the page's buttons and the sort dropdown on the right. Both sets share one cell of the
 * bar (the other one invisible and inert), so the bar is as tall in either mode and entering or
 * leaving select mode never moves the photos (issue 34 §1), whatever the width and the language.
 * On a phone each set is one row: the sort's short label gives way (ellipsised) to the buttons,
 * and a long 'Select all' wraps within its place (French): a wider row made the phone zoom out.
 */
export function SelectionRow({
  selecting,
  amount,
  allSelected,
  onCancel,
  onToggleAll,
  sort,
  onSort,
  children,
}: {
  selecting: boolean;
  amount: number;
  allSelected: boolean;
  onCancel: () => void;
  onToggleAll: () => void;
  sort: SortPreference;
  onSort: (s: SortPreference) => void;
  /** The buttons shown when not selecting. */
  children: ReactNode;
}) {
  const t = useT();
  const layer = 'col-start-1 row-start-1 min-w-0 flex photo:flex-wrap items-center gap-2 photo:gap-3';
  return (
    <div className="grid py-1 photo:py-2">
      <div className={`${layer} ${selecting ? '' : 'invisible'}`} inert={!selecting}>
        <SelectionCount amount={amount} onCancel={onCancel} compact />
        <button
          type="button"
          className={`text-left text-sm leading-tight photo:text-base photo:whitespace-nowrap bg-transparent border-0 underline cursor-pointer text-brand-accent ${focusRing}`}
          onClick={onToggleAll}
        >
          {allSelected ? t('photos.select.deselectAll') : t('albums.select.all')}
        </button>
      </div>
      <div className={`${layer} ${selecting ? 'invisible' : ''}`} inert={selecting}>
        {children}
        <div className="ml-auto min-w-0">
          <SortSelect sort={sort} onChange={onSort} />
        </div>
      </div>
    </div>
  );
}

type GridProps = Omit<PhotoGridProps, 'photos' | 'hasMore' | 'loadingMore' | 'onMore'>;
export type PhotosResult = UseInfiniteQueryResult<InfiniteData<PhotoPage, unknown>>;
type PhotosProps = { albumId: string; sort: Sort; grid: GridProps };

function PhotosView({ q, grid }: { q: Exclude<PhotosResult, { status: 'pending' }>; grid: GridProps }) {
  const t = useT();
  const { fetchNextPage } = q;
  const onMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  if (q.data === undefined) return <p role="alert">{t('albums.error.photos')}</p>;
  const photos = q.data.pages.flatMap((p) => p.images);
  return <PhotoGrid {...grid} photos={photos} hasMore={q.hasNextPage} loadingMore={q.isFetchingNextPage} onMore={onMore} />;
}

function OwnPhotos({ albumId, sort, grid }: PhotosProps) {
  const api = useAlbumsApi();
  const queryClient = useQueryClient();
  const options = albumPhotosQuery(api, albumId, sort);
  return (
    <PhotosView
      q={suspendUntilSettled(useInfiniteQuery({ ...options, ...STREAMED }), () => queryClient.prefetchInfiniteQuery(options))}
      grid={grid}
    />
  );
}

function SharedPhotos({ albumId, sort, grid }: PhotosProps) {
  const api = useAlbumsApi();
  const queryClient = useQueryClient();
  const options = sharedAlbumPhotosQuery(api, albumId, sort);
  return (
    <PhotosView
      q={suspendUntilSettled(useInfiniteQuery({ ...options, ...STREAMED }), () => queryClient.prefetchInfiniteQuery(options))}
      grid={grid}
    />
  );
}

/**
 * The photo grid of an album: the first page streams with the page (its own Suspense boundary, so
 * a sort change shows the loader here only), then infinite paging; 'Unable to display album
 * photos…' on failure. The grid fills the page column, so the server lays its first rows out for
 * that column at the viewport width the worker learnt (router context `viewportWidth`).
 */
export function AlbumPhotos({
  kind,
  albumId,
  sort,
  viewportWidth,
  ...rest
}: { kind: 'own' | 'shared'; albumId: string; sort: Sort; viewportWidth: number | undefined } & Omit<GridProps, 'initialWidth'>) {
  const grid = { ...rest, initialWidth: viewportWidth === undefined ? undefined : photosContentWidthAt(viewportWidth) };
  return (
    <Suspense fallback={<AlbumLoading what="photos.loading" />}>
      {kind === 'own' ? (
        <OwnPhotos albumId={albumId} sort={sort} grid={grid} />
      ) : (
        <SharedPhotos albumId={albumId} sort={sort} grid={grid} />
      )}
    </Suspense>
  );
}
