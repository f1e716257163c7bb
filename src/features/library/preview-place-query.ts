import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../shared/api/index';
import { QK } from '../../shared/queries/keys';
import type { RouterContext } from '../../shared/router-context';
import { countsNewestFirst, type FetchPage, locatePhoto, type PreviewPlace, positionInAlbum, positionInMonths } from './preview-place';
import { DEFAULT_SORT } from './sort-preferences';

/** The list a preview steps through: the timeline, an own album or a shared album. */
export type PreviewScope = { kind: 'timeline' } | { kind: 'album'; albumId: string } | { kind: 'shared'; albumId: string };

/**
 * A photo's place in its list (preview-place.ts), for the viewer the server renders without
 * JavaScript; null when the photo is not in the list. Read on the server only: the hydrated viewer
 * finds its photo in the pages it loads itself, and reads this only from the page's dehydrated cache.
 */
export const previewPlaceQuery = (api: Api, scope: PreviewScope, photoId: string) =>
  queryOptions({
    queryKey: [
      scope.kind === 'shared' ? QK.sharedAlbums : QK.photos,
      'preview-place',
      scope.kind,
      scope.kind === 'timeline' ? '' : scope.albumId,
      photoId,
    ] as const,
    queryFn: ({ signal }) => findPlace(api, scope, photoId, signal),
  });

async function findPlace(api: Api, scope: PreviewScope, photoId: string, signal: AbortSignal): Promise<PreviewPlace | null> {
  if (scope.kind === 'timeline') {
    const sort = DEFAULT_SORT.photos;
    const pages: FetchPage = (cursor, limit) => api.photos.photos({ ...sort, cursor, limit, signal });
    // 'x of N' counts in the photo's month, as the hydrated viewer does; N is the month's count.
    const [found, timeline] = await Promise.all([locatePhoto(pages, photoId), api.photos.timeline(sort.sortKey, signal)]);
    return found && { ...found, position: positionInMonths(countsNewestFirst(timeline), found.index) };
  }
  const { albumId } = scope;
  const sort = scope.kind === 'album' ? DEFAULT_SORT.albumPhotos : DEFAULT_SORT.sharedAlbumPhotos;
  const pages: FetchPage =
    scope.kind === 'album'
      ? (cursor, limit) => api.photos.albumPhotos(albumId, { ...sort, cursor, limit, signal })
      : (cursor, limit) => api.sharedAlbums.photos(albumId, { ...sort, cursor, limit, signal });
  const [found, album] = await Promise.all([
    locatePhoto(pages, photoId),
    scope.kind === 'album' ? api.photos.album(albumId, signal) : api.sharedAlbums.album(albumId, signal),
  ]);
  return found && { ...found, position: positionInAlbum(found.index, album.photosCount) };
}

/**
 * The preview routes' loader part: on the server, for the complete variant of a page (the one a
 * browser without scripts gets, src/worker/ssr/no-script.ts) only, the photo's place is read
 * before the render. The streamed page and every browser navigation read nothing: the hydrated
 * viewer finds its photo itself, as before. `missing` when the photo is not in its list (the
 * route then goes back to the list, as the hydrated viewer does); a failed read is left to the
 * viewer, which says so.
 */
export async function preparePreviewPlace(
  context: Pick<RouterContext, 'queryClient' | 'api' | 'completePage'>,
  scope: PreviewScope,
  photoId: string,
): Promise<{ missing: boolean }> {
  if (!context.completePage) return { missing: false };
  try {
    return { missing: (await context.queryClient.ensureQueryData(previewPlaceQuery(context.api, scope, photoId))) === null };
  } catch {
    return { missing: false };
  }
}
