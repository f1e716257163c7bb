import { useQuery, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PageLoading } from '../../../components/page/page-title';
import { PhotosHeader } from '../../../features/photos/components/PhotosHeader';
import { PhotosPage } from '../../../features/photos/components/PhotosPage';
import { albumsTabCount, photosTabCount } from '../../../features/photos/counts';
import { PhotosDataProvider } from '../../../features/photos/data';
import { firstPageQuery } from '../../../features/photos/month-store';
import { DEFAULT_SORT } from '../../../features/photos/sort-preferences';
import { timelineMonths } from '../../../features/photos/timeline';
import { useT } from '../../../shared/i18n/react';
import { timelineQuery, userCountsQuery } from '../../../shared/queries/photos';
import { sharedCountsQuery } from '../../../shared/queries/shared-albums';

/** Months whose first page is in the server-rendered page (the first screenful). */
const SERVER_MONTHS = 3;

export const Route = createFileRoute('/my-photos/photos/')({
  staticData: { titleId: 'page.myPhotos.title', frame: 'photos' },
  // Nothing awaited here: the shell streams at once; the queries started now resolve into the same
  // stream through the Suspense boundary below (DESIGN.md §5: shell before slow data).
  loader: ({ context: { queryClient, api } }) => {
    void queryClient.prefetchQuery(timelineQuery(api, DEFAULT_SORT.photos.sortKey));
    void queryClient.prefetchQuery(userCountsQuery(api));
  },
  errorComponent: TimelineError,
  component: PhotosRoute,
});

function PhotosRoute() {
  const { api, flags } = Route.useRouteContext();
  const counts = useQuery(userCountsQuery(api));
  const shared = useQuery({ ...sharedCountsQuery(api), enabled: flags.PhotoManagementSharedAlbumsViewEnabled });
  return (
    <PhotosDataProvider api={api}>
      <PhotosHeader
        active="photos"
        photosCount={photosTabCount(counts.data?.photosCount)}
        albumsCount={albumsTabCount(counts.data?.albumsCount, shared.data?.readAlbumsCount, flags.PhotoManagementSharedAlbumsViewEnabled)}
        uploadEnabled={flags.PhotoManagementUploadEnabled}
      />
      <Suspense fallback={<PageLoading />}>
        <Timeline />
      </Suspense>
    </PhotosDataProvider>
  );
}

/** Waits (on the server, inside the stream) for the timeline and its first months, then renders. */
function Timeline() {
  const { api, flags, brand } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const sort = DEFAULT_SORT.photos;
  const { data: timeline } = useSuspenseQuery(timelineQuery(api, sort.sortKey));
  const first = timelineMonths(timeline, sort.sortOrder).slice(0, SERVER_MONTHS);
  useSuspenseQueries({ queries: first.map((m) => ({ ...firstPageQuery(api, m, sort), retry: false })) });
  return (
    <PhotosPage
      albumsEnabled={flags.PhotoManagementAlbumViewEnabled}
      faqUrl={brand.storeLinks.faq}
      onOpenPhoto={(id) => navigate({ to: '/my-photos/photos/preview/$id', params: { id }, search: (s) => s })}
      onDownload={() => undefined}
    />
  );
}

function TimelineError() {
  const t = useT();
  return (
    <p role="alert" className="p-4 text-red-700">
      {t('photos.error.load')}
    </p>
  );
}
