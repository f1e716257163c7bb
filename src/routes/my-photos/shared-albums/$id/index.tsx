import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AlbumLoading } from '../../../../features/albums/components/AlbumParts';
import { SharedAlbumPage } from '../../../../features/albums/components/SharedAlbumPage';
import { DEFAULT_SORT } from '../../../../features/library/sort-preferences';
import { customerQuery } from '../../../../shared/queries/customer';
import { sharedAlbumPhotosQuery, sharedAlbumQuery } from '../../../../shared/queries/shared-albums';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/shared-albums/$id/')({
  staticData: { titleId: 'page.sharedAlbum.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  // Nothing awaited: the shell streams first, the album through the Suspense boundary (DESIGN §5).
  loader: ({ context: { queryClient, api }, params: { id } }) => {
    void queryClient.prefetchQuery(sharedAlbumQuery(api, id));
    void queryClient.prefetchInfiniteQuery(sharedAlbumPhotosQuery(api, id, DEFAULT_SORT.sharedAlbumPhotos));
    void queryClient.prefetchQuery(customerQuery(api)); // owner or participant
  },
  component: SharedAlbum,
});

function SharedAlbum() {
  const { id } = Route.useParams();
  const { flags, viewportWidth } = Route.useRouteContext();
  return (
    <>
      {/* No <PageTitle>: the page's one <h1> is its own header's (issue 16 §8: one H1 per page). */}
      <Suspense fallback={<AlbumLoading heading="page.sharedAlbum.title" />}>
        <SharedAlbumPage key={id} albumId={id} flags={flags} viewportWidth={viewportWidth} />
      </Suspense>
    </>
  );
}
