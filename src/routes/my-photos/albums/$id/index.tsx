import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { AlbumPage } from '../../../../features/albums/components/AlbumPage';
import { DEFAULT_SORT } from '../../../../features/photos/sort-preferences';
import { albumPhotosQuery, albumQuery } from '../../../../shared/queries/photos';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/albums/$id/')({
  staticData: { titleId: 'page.album.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  loader: async ({ context: { queryClient, api, flags }, params: { id } }) => {
    let album;
    try {
      album = await queryClient.ensureQueryData(albumQuery(api, id));
    } catch {
      return; // 404 (another user's or a deleted album) → the page's error state
    }
    // Shared albums (flag on) open the shared-album route; the query string is kept.
    if (flags.PhotoManagementSharedAlbumsViewEnabled && album.isShared) {
      throw redirect({ to: '/my-photos/shared-albums/$id', params: { id }, search: true });
    }
    if (album.photosCount > 0) await queryClient.prefetchInfiniteQuery(albumPhotosQuery(api, id, DEFAULT_SORT.albumPhotos));
  },
  component: Album,
});

function Album() {
  const { id } = Route.useParams();
  const { flags, brand } = Route.useRouteContext();
  return (
    <>
      <PageTitle titleId="page.album.title" />
      <AlbumPage key={id} albumId={id} flags={flags} channel={brand.vendorId} />
    </>
  );
}
