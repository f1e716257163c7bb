import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { AlbumsPage } from '../../../features/albums/components/AlbumsPage';
import { albumsQuery, userCountsQuery } from '../../../shared/queries/photos';
import { sharedCountsQuery } from '../../../shared/queries/shared-albums';

export const Route = createFileRoute('/my-photos/albums/')({
  staticData: { titleId: 'page.albums.title', frame: 'photos' },
  // Server render with the first albums page (49) and the counts; failures show the page's errors.
  loader: async ({ context: { queryClient, api, flags } }) => {
    await Promise.allSettled([
      queryClient.prefetchInfiniteQuery(albumsQuery(api)),
      queryClient.ensureQueryData(userCountsQuery(api)),
      flags.PhotoManagementSharedAlbumsViewEnabled ? queryClient.ensureQueryData(sharedCountsQuery(api)) : Promise.resolve(),
    ]);
  },
  component: Albums,
});

function Albums() {
  const { flags } = Route.useRouteContext();
  return (
    <>
      <PageTitle titleId="page.albums.title" />
      <AlbumsPage flags={flags} />
    </>
  );
}
