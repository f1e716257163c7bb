import { customerQuery } from '../../shared/queries/customer';
import { albumPhotosQuery, albumQuery, albumsQuery, userCountsQuery } from '../../shared/queries/photos';
import { sharedAlbumPhotosQuery, sharedAlbumQuery, sharedCountsQuery } from '../../shared/queries/shared-albums';
import type { RouterContext } from '../../shared/router-context';
import { DEFAULT_SORT } from '../library/sort-preferences';

// The albums routes' loaders. Nothing is awaited: the shell (tabs, 'New album', the album's header)
// streams at once; the data follows in the same response through the pages' Suspense boundaries,
// with the dehydrated query cache (DESIGN §5).
type Context = Pick<RouterContext, 'api' | 'queryClient' | 'flags'>;

/** /my-photos/albums: the albums, the tab counts, and the shared albums' count when they are shown. */
export function prefetchAlbums({ context: { queryClient, api, flags } }: { context: Context }) {
  void queryClient.prefetchInfiniteQuery(albumsQuery(api));
  void queryClient.prefetchQuery(userCountsQuery(api));
  if (flags.PhotoManagementSharedAlbumsViewEnabled) void queryClient.prefetchQuery(sharedCountsQuery(api));
}

/**
 * /my-photos/albums/{id}: the album and its first photos. A 404 (another user's or a deleted album)
 * settles as the page's error state; a shared album (flag on) is sent to its own route by the page.
 */
export function prefetchAlbum({ context: { queryClient, api }, params: { id } }: { context: Context; params: { id: string } }) {
  void queryClient.prefetchQuery(albumQuery(api, id));
  void queryClient.prefetchInfiniteQuery(albumPhotosQuery(api, id, DEFAULT_SORT.albumPhotos));
}

/** /my-photos/shared-albums/{id}: the album, its first photos, and who the customer is (owner or participant). */
export function prefetchSharedAlbum({ context: { queryClient, api }, params: { id } }: { context: Context; params: { id: string } }) {
  void queryClient.prefetchQuery(sharedAlbumQuery(api, id));
  void queryClient.prefetchInfiniteQuery(sharedAlbumPhotosQuery(api, id, DEFAULT_SORT.sharedAlbumPhotos));
  void queryClient.prefetchQuery(customerQuery(api, 'owner'));
}
