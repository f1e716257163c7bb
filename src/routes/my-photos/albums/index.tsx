import { createFileRoute } from '@tanstack/react-router';
import { AlbumsPage } from '../../../features/albums/components/AlbumsPage';
import { albumsQuery, userCountsQuery } from '../../../shared/queries/photos';
import { sharedCountsQuery } from '../../../shared/queries/shared-albums';

export const Route = createFileRoute('/my-photos/albums/')({
  staticData: { titleId: 'page.albums.title', frame: 'photos' },
  // Nothing awaited: the shell (tabs, 'New album') streams at once; the lists follow in the same
  // response through the page's Suspense boundaries, with the dehydrated query cache (DESIGN §5).
  loader: ({ context: { queryClient, api, flags } }) => {
    void queryClient.prefetchInfiniteQuery(albumsQuery(api));
    void queryClient.prefetchQuery(userCountsQuery(api));
    if (flags.PhotoManagementSharedAlbumsViewEnabled) void queryClient.prefetchQuery(sharedCountsQuery(api));
  },
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
