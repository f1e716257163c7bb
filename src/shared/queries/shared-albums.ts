import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import { QK } from './keys';
import { ALBUM_PHOTOS_PAGE_SIZE, type Sort } from './photos';

export const SHARED_ALBUMS_PAGE_SIZE = 50;

export const sharedAlbumsQuery = (api: Api) =>
  infiniteQueryOptions({
    queryKey: [QK.sharedAlbums, 'list'] as const,
    queryFn: ({ pageParam, signal }) => api.sharedAlbums.list({ cursor: pageParam, limit: SHARED_ALBUMS_PAGE_SIZE, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });

export const sharedCountsQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.sharedAlbums, 'users'] as const, queryFn: ({ signal }) => api.sharedAlbums.users(signal) });

export const sharedAlbumQuery = (api: Api, albumId: string) =>
  queryOptions({
    queryKey: [QK.sharedAlbums, 'album', albumId] as const,
    queryFn: ({ signal }) => api.sharedAlbums.album(albumId, signal),
  });

export const sharedAlbumPhotosQuery = (api: Api, albumId: string, sort: Sort, limit = ALBUM_PHOTOS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: [QK.sharedAlbums, 'album', albumId, 'photos', sort.sortKey, sort.sortOrder, limit] as const,
    queryFn: ({ pageParam, signal }) => api.sharedAlbums.photos(albumId, { ...sort, cursor: pageParam, limit, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.cursor ?? undefined,
  });
