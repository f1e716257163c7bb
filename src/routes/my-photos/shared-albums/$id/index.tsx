import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { SharedAlbumPage } from '../../../../features/albums/components/SharedAlbumPage';
import { DEFAULT_SORT } from '../../../../features/photos/sort-preferences';
import { sharedAlbumPhotosQuery, sharedAlbumQuery } from '../../../../shared/queries/shared-albums';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/shared-albums/$id/')({
  staticData: { titleId: 'page.sharedAlbum.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  loader: async ({ context: { queryClient, api }, params: { id } }) => {
    await Promise.allSettled([
      queryClient.ensureQueryData(sharedAlbumQuery(api, id)),
      queryClient.prefetchInfiniteQuery(sharedAlbumPhotosQuery(api, id, DEFAULT_SORT.sharedAlbumPhotos)),
    ]);
  },
  component: SharedAlbum,
});

function SharedAlbum() {
  const { id } = Route.useParams();
  const { flags } = Route.useRouteContext();
  return (
    <>
      <PageTitle titleId="page.sharedAlbum.title" />
      <SharedAlbumPage key={id} albumId={id} flags={flags} />
    </>
  );
}
