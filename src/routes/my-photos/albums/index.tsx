import { createFileRoute } from '@tanstack/react-router';
import { AlbumsPage } from '../../../features/albums/components/AlbumsPage';
import { prefetchAlbums } from '../../../features/albums/loaders';

export const Route = createFileRoute('/my-photos/albums/')({
  staticData: { titleId: 'page.albums.title', frame: 'photos' },
  loader: prefetchAlbums,
  component: Albums,
});

function Albums() {
  const { flags } = Route.useRouteContext();
  return (
    <>
      {/* No <PageTitle>: the page's one <h1> is its own header's (issue 16 §8: one H1 per page). */}
      <AlbumsPage flags={flags} />
    </>
  );
}
