import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import type { SortKey, SortOrder } from '../api/photo-management';
import { QK } from './keys';

/** Page sizes of photo spec §9. */
export const TIMELINE_PAGE_SIZE = 24;
export const ALBUMS_PAGE_SIZE = 50;
export const ALBUM_PHOTOS_PAGE_SIZE = 24;

export interface Sort {
  sortKey: SortKey;
  sortOrder: SortOrder;
}

/** Photo and album counts of the signed-in user. */
export const userCountsQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.photos, 'users'] as const, queryFn: ({ signal }) => api.photos.users(signal) });

/** Year → month → count of the timeline (per sort key: taken vs uploaded months differ). */
export const timelineQuery = (api: Api, sortKey: SortKey = 'dateTaken') =>
  queryOptions({ queryKey: [QK.photos, 'timeline', sortKey] as const, queryFn: ({ signal }) => api.photos.timeline(sortKey, signal) });

/** One page of a timeline month (cursor null = first page). */
export const timelineMonthPageQuery = (api: Api, p: { year: number; month: number; cursor: string | null; limit?: number } & Sort) =>
  queryOptions({
    queryKey: [QK.photos, 'month', p.year, p.month, p.sortKey, p.sortOrder, p.cursor, p.limit ?? TIMELINE_PAGE_SIZE] as const,
    queryFn: ({ signal }) => api.photos.timelineMonth(p.year, p.month, { ...p, limit: p.limit ?? TIMELINE_PAGE_SIZE, signal }),
  });

/** A timeline month as appended pages (photo spec §4: each fulfilled page appended with its cursor). */
export const timelineMonthQuery = (api: Api, p: { year: number; month: number; limit?: number } & Sort) =>
  infiniteQueryOptions({
    queryKey: [QK.photos, 'month', p.year, p.month, p.sortKey, p.sortOrder, 'pages', p.limit ?? TIMELINE_PAGE_SIZE] as const,
    queryFn: ({ pageParam, signal }) =>
      api.photos.timelineMonth(p.year, p.month, { ...p, cursor: pageParam, limit: p.limit ?? TIMELINE_PAGE_SIZE, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

/** Own albums, paged by cursor; `displaySharedData` false for the copy-to-album modal. */
export const albumsQuery = (api: Api, p: { displaySharedData?: boolean } = {}) =>
  infiniteQueryOptions({
    queryKey: [QK.photos, 'albums', p.displaySharedData ?? true] as const,
    // The first albums page asks one less than the normal size (photo spec §9).
    queryFn: ({ pageParam, signal }) =>
      api.photos.albums({
        cursor: pageParam,
        limit: pageParam ? ALBUMS_PAGE_SIZE : ALBUMS_PAGE_SIZE - 1,
        displaySharedData: p.displaySharedData,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const albumQuery = (api: Api, albumId: string) =>
  queryOptions({ queryKey: [QK.photos, 'album', albumId] as const, queryFn: ({ signal }) => api.photos.album(albumId, signal) });

export const albumPhotosQuery = (api: Api, albumId: string, sort: Sort, limit = ALBUM_PHOTOS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [QK.photos, 'album', albumId, 'photos', sort.sortKey, sort.sortOrder, limit] as const,
    queryFn: ({ pageParam, signal }) => api.photos.albumPhotos(albumId, { ...sort, cursor: pageParam, limit, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

/**
 * A photo deletion (photo spec §7): the request comes from the photos feature (batches, retries,
 * the month store's rollback); afterwards the month counts and the Photos tab count follow the
 * server again, and the deletion resolves once they were read again. Never paused offline.
 */
export const deletePhotosMutation = <TVariables, TResult>(mutationFn: (variables: TVariables) => Promise<TResult>) =>
  mutationOptions<TResult, Error, TVariables>({
    mutationKey: [QK.photos, 'delete'],
    mutationFn,
    networkMode: 'always',
    onSuccess: (_result, _variables, _context, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: [QK.photos, 'timeline'] }),
        client.invalidateQueries({ queryKey: [QK.photos, 'users'] }),
      ]),
  });

/**
 * Delete all photos (DELETE /photos/all, with the feature's own clean-up): every photo query, the
 * activation status (flipped by the delete) included, is read again before it resolves.
 */
export const deleteAllPhotosMutation = (mutationFn: () => Promise<void>) =>
  mutationOptions({
    mutationKey: [QK.photos, 'delete-all'],
    mutationFn,
    networkMode: 'always',
    onSuccess: (_result, _variables, _context, { client }) => client.invalidateQueries({ queryKey: [QK.photos] }),
  });
