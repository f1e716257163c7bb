import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AlbumPage } from '../../../../features/albums/components/AlbumPage';
import { AlbumLoading } from '../../../../features/albums/components/AlbumParts';
import { prefetchAlbum } from '../../../../features/albums/loaders';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/albums/$id/')({
  staticData: { titleId: 'page.album.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  loader: prefetchAlbum,
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
