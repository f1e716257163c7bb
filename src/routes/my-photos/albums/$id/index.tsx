import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AlbumPage } from '../../../../features/albums/components/AlbumPage';
import { AlbumLoading } from '../../../../features/albums/components/AlbumParts';
import { DEFAULT_SORT } from '../../../../features/library/sort-preferences';
import { albumPhotosQuery, albumQuery } from '../../../../shared/queries/photos';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/albums/$id/')({
  staticData: { titleId: 'page.album.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  // Nothing awaited: the shell streams at once and the album follows in the same response through
  // the Suspense boundary below (DESIGN §5). A 404 (another user's or a deleted album) settles as
  // the page's error state; a shared album (flag on) is sent to the shared-album route by the page.
  loader: ({ context: { queryClient, api }, params: { id } }) => {
    void queryClient.prefetchQuery(albumQuery(api, id));
    void queryClient.prefetchInfiniteQuery(albumPhotosQuery(api, id, DEFAULT_SORT.albumPhotos));
  },
  component: Album,
});

function Album() {
  const { id } = Route.useParams();
  const { flags, brand, printsEditorUrl, viewportWidth } = Route.useRouteContext();
  return (
    <>
      {/* No <PageTitle>: the page's one <h1> is its own header's (issue 16 §8: one H1 per page). */}
      <Suspense fallback={<AlbumLoading heading="page.album.title" />}>
        <AlbumPage
          key={id}
          albumId={id}
          flags={flags}
          channel={brand.vendorId}
          printsEditorUrl={printsEditorUrl}
          viewportWidth={viewportWidth}
        />
      </Suspense>
    </>
  );
}
