import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AlbumLoading } from '../../../../features/albums/components/AlbumParts';
import { SharedAlbumPage } from '../../../../features/albums/components/SharedAlbumPage';
import { prefetchSharedAlbum } from '../../../../features/albums/loaders';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/shared-albums/$id/')({
  staticData: { titleId: 'page.sharedAlbum.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  loader: prefetchSharedAlbum,
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
