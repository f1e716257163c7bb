import { useQuery, useQueryErrorResetBoundary, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { CatchBoundary, createFileRoute, type ErrorComponentProps } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Toaster } from '../../../components/overlay/Toaster';
import { PageLoading } from '../../../components/page/page-title';
import { LibraryState } from '../../../features/import/components/LibraryState';
import { libraryStatusQuery } from '../../../features/import/library-status';
import { useImportActivation } from '../../../features/import/use-import-activation';
import { PhotosDataProvider } from '../../../features/library/api';
import { PhotosHeader } from '../../../features/library/components/PhotosHeader';
import { albumsTabCount, photosTabCount } from '../../../features/library/counts';
import { useArchiveDownload } from '../../../features/library/downloads/use-archive-download';
import { DEFAULT_SORT } from '../../../features/library/sort-preferences';
import { InfoBanner } from '../../../features/photos/components/InfoBanner';
import { PhotosPage } from '../../../features/photos/components/PhotosPage';
import { useLoadedPhoto, useRefreshLibrary } from '../../../features/photos/data';
import { prefetchTimeline } from '../../../features/photos/loaders';
import { monthLabel } from '../../../features/photos/month-label';
import { serverFirstPageQuery } from '../../../features/photos/month-store';
import { serverMonths } from '../../../features/photos/timeline';
import { loadUploadModal, PageDropZone } from '../../../features/upload';
import { useIntl, useT } from '../../../shared/i18n/react';
import { timelineQuery, userCountsQuery } from '../../../shared/queries/photos';
import { sharedCountsQuery } from '../../../shared/queries/shared-albums';
import { fromList } from '../../-lib/preview-history';
import { validateMonthSearch } from '../../-lib/schemas';

// Dialogs load when first opened: keeps the route chunk within its budget (DESIGN §5).
/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
const CopyToAlbumModal = lazy(() =>
  // The deployed worker never renders it (it opens on a click): its bundle leaves it out (issue 31 §3).
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
    ? Promise.reject(new Error('copy to album is browser-only'))
    : import('../../../features/albums/components/CopyToAlbumModal').then((m) => ({ default: m.CopyToAlbumModal })),
);
const UploadModal = lazy(loadUploadModal);

export const Route = createFileRoute('/my-photos/photos/')({
  staticData: { titleId: 'page.myPhotos.title', frame: 'photos' },
  // `?month=2026/11`: the timeline opens at that month (the upload dialog's link to an undated photo).
  validateSearch: validateMonthSearch,
  loader: prefetchTimeline,
  errorComponent: TimelineError,
  // The client's code-split errorComponent (with `preload`) makes the router wrap the match in
  // Suspense; the worker's bundle isn't split. Wrapping on both sides keeps hydration in step.
  wrapInSuspense: true,
  component: PhotosRoute,
});

function PhotosRoute() {
  const { api, flags, brand, dismissed } = Route.useRouteContext();
  const counts = useQuery(userCountsQuery(api));
  const shared = useQuery({ ...sharedCountsQuery(api), enabled: flags.PhotoManagementSharedAlbumsViewEnabled });
  const [uploadOpen, setUploadOpen] = useState(false);
  // Files dropped anywhere on the page open the dialog with them (issue 16 §7).
  const [dropped, setDropped] = useState<{ seq: number; files: File[] } | null>(null);
  return (
    <PhotosDataProvider api={api}>
      <Toaster />
      <PhotosHeader
        active="photos"
        photosCount={photosTabCount(counts.data?.photosCount)}
        albumsCount={albumsTabCount(counts.data?.albumsCount, shared.data?.readAlbumsCount, flags.PhotoManagementSharedAlbumsViewEnabled)}
        uploadEnabled={flags.PhotoManagementUploadEnabled}
        onAddPhotos={() => setUploadOpen(true)}
      />
      {/* A failed or schema-invalid timeline shows its error under the header and tabs. */}
      <CatchBoundary getResetKey={() => 0} errorComponent={LibraryError}>
        <Suspense fallback={<PageLoading />}>
          <Library onAddPhotos={flags.PhotoManagementUploadEnabled ? () => setUploadOpen(true) : undefined} />
        </Suspense>
      </CatchBoundary>
      {/* In the shell, not with the timeline: it needs no data. Fixed at the bottom of the screen, it
          comes after the photos in the page, so its Tab stops come after them too. */}
      <InfoBanner
        faqUrl={brand.storeLinks.faq}
        albumsEnabled={flags.PhotoManagementAlbumViewEnabled}
        uploadEnabled={flags.PhotoManagementUploadEnabled}
        dismissed={dismissed?.includes('photos-banner')}
      />
      <PageDropZone
        enabled={flags.PhotoManagementUploadEnabled}
        onFiles={(files) => {
          setDropped((d) => ({ seq: (d?.seq ?? 0) + 1, files }));
          setUploadOpen(true);
        }}
      />
      {flags.PhotoManagementUploadEnabled && (
        <Upload
          open={uploadOpen}
          incoming={dropped}
          onClose={() => {
            setUploadOpen(false);
            setDropped(null);
          }}
        />
      )}
    </PhotosDataProvider>
  );
}

/**
 * The 'Upload photos' dialog; the timeline and counts refresh after photos arrived. Mounted while
 * open only: closing it resets its queue anyway (and it can't close while uploading).
 */
function Upload({ open, onClose, incoming }: { open: boolean; onClose: () => void; incoming: { seq: number; files: File[] } | null }) {
  const refresh = useRefreshLibrary();
  const { api } = Route.useRouteContext();
  const t = useT();
  const intl = useIntl();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <UploadModal
        open
        onClose={onClose}
        onUploaded={() => refresh()}
        removeArrived={(photoId) => api.photos.deletePhotos([photoId])}
        incoming={incoming}
        // Where a photo without a date taken went, named as the timeline's heading names the month.
        monthHeading={(key) => {
          const [year = 0, month = 0] = key.split('/').map(Number);
          return monthLabel(year, month, intl.formatLocale, t('photos.month.unknown'));
        }}
      />
    </Suspense>
  );
}

/**
 * The library's activation status (streamed like the timeline): NOT_ACTIVE with the start of the
 * import, IMPORTING, DELETING, else the timeline.
 */
function Library({ onAddPhotos }: { onAddPhotos: (() => void) | undefined }) {
  const { api } = Route.useRouteContext();
  const refresh = useRefreshLibrary(); // Activation status, timeline, counts and months.
  const { data } = useSuspenseQuery(libraryStatusQuery(api));
  const activation = useImportActivation(api, data.status, refresh);
  if (activation.view === 'timeline') return <Timeline onAddPhotos={onAddPhotos} />;
  return <LibraryState view={activation.view} failed={activation.failed} onStart={activation.start} />;
}

/** Waits (on the server, inside the stream) for the timeline and its first months, then renders. */
function Timeline({ onAddPhotos }: { onAddPhotos: (() => void) | undefined }) {
  const { api, flags, viewportWidth } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { month } = Route.useSearch();
  const { download, downloadSelection: downloadPhotos } = useArchiveDownload(api);
  const findPhoto = useLoadedPhoto();
  // One photo goes directly by URL and file name; more become a zip (at most 100).
  const downloadSelection = async (ids: string[]) => {
    const photo = ids.length === 1 ? findPhoto(ids[0]!) : undefined;
    return photo ? downloadPhotos([photo]) : download(ids);
  };
  const sort = DEFAULT_SORT.photos;
  const { data: timeline } = useSuspenseQuery(timelineQuery(api, sort.sortKey));
  const first = serverMonths(timeline, sort.sortOrder);
  // Settled: a failing month shows its own error and retry; the rest of the page stays (issue 16 §2).
  useSuspenseQueries({ queries: first.map((m) => ({ ...serverFirstPageQuery(api, m, sort), retry: false })) });
  const [copy, setCopy] = useState<{ ids: string[]; copied: () => void } | null>(null);
  return (
    <>
      <PhotosPage
        albumsEnabled={flags.PhotoManagementAlbumViewEnabled}
        viewportWidth={viewportWidth}
        onOpenPhoto={(id) => navigate({ to: '/my-photos/photos/preview/$id', params: { id }, search: (s) => s, state: fromList })}
        seekMonth={month}
        // Once there, the month leaves the address: back from a preview, the scroll position returns instead.
        onSeeked={() => void navigate({ search: (s) => ({ ...s, month: undefined }), replace: true })}
        onDownload={(ids) => void downloadSelection(ids)}
        onCopyToAlbum={flags.PhotoManagementAlbumViewEnabled ? (ids, copied) => setCopy({ ids, copied }) : undefined}
        onAddPhotos={onAddPhotos}
      />
      {copy ? (
        <Suspense fallback={null}>
          <CopyToAlbumModal open photoIds={copy.ids} onCopied={copy.copied} onClose={() => setCopy(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The library's queries failed: the spec's message and a retry (the queries load again). */
function LibraryError({ reset }: ErrorComponentProps) {
  const t = useT();
  const queries = useQueryErrorResetBoundary();
  return (
    <div role="alert" className="flex items-center gap-3 p-4 bg-red-50 rounded-md">
      <span className="text-red-800">{t('photos.error.load')}</span>
      <button
        type="button"
        className="underline text-brand-accent bg-transparent border-0 cursor-pointer"
        onClick={() => {
          queries.reset();
          reset();
        }}
      >
        {t('common.tryAgain')}
      </button>
    </div>
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
