import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { Toaster } from '../../../../components/overlay/Toaster';
import { PhotosDataProvider } from '../../../../features/library/api';
import { loadTimelinePreview } from '../../../../features/library/loaders';
import { PreviewFallbackProvider } from '../../../../features/library/preview-fallback';
import { PhotoPreview } from '../../../../features/photos/components/PhotoPreview';
import { closePreview } from '../../../-lib/preview-history';
import { parseIds } from '../../../-lib/schemas';

// Loaded when first opened (the preview chunk stays small).
/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;
const CopyToAlbumModal = lazy(() =>
  // The deployed worker never renders it (it opens on a click): its bundle leaves it out (issue 31 §3).
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
    ? Promise.reject(new Error('copy to album is browser-only'))
    : import('../../../../features/albums/components/CopyToAlbumModal').then((m) => ({ default: m.CopyToAlbumModal })),
);

export const Route = createFileRoute('/my-photos/photos/preview/$id')({
  staticData: { titleId: 'page.photoPreview.title', frame: 'bare' },
  params: { parse: parseIds('id') },
  // Preview routes are guarded by their flag (photo-library §2): off → back to the root.
  beforeLoad: ({ context }) => {
    if (!context.flags.PhotoManagementTimelineViewEnabled) throw redirect({ to: '/' });
  },
  // Without JavaScript the server shows the photo itself (issue 34 §4).
  loader: loadTimelinePreview,
  component: PreviewRoute,
});

const TIMELINE = { kind: 'timeline' } as const;

function PreviewRoute() {
  const { id } = Route.useParams();
  const { api, flags } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const [copyIds, setCopyIds] = useState<string[] | null>(null);
  return (
    <PhotosDataProvider api={api}>
      {/* Hosts the copy-to-album toast above the full-screen viewer. */}
      <Toaster />
      <PreviewFallbackProvider
        scope={TIMELINE}
        photoId={id}
        hrefOf={(next) => router.buildLocation({ to: '/my-photos/photos/preview/$id', params: { id: next }, search: true }).publicHref}
        closeHref={router.buildLocation({ to: '/my-photos/photos', search: true }).publicHref}
      >
        <PhotoPreview
          photoId={id}
          albumsEnabled={flags.PhotoManagementAlbumViewEnabled}
          // The query string is kept on every preview navigation (photo-library §2).
          onNavigate={(next) =>
            navigate({ to: '/my-photos/photos/preview/$id', params: { id: next }, search: (s) => s, replace: true, state: true })
          }
          // No history entry (Back must not reopen the preview); the Photos page restores its own
          // scroll position (stored when the preview opened).
          onClose={() =>
            closePreview(router, () => navigate({ to: '/my-photos/photos', search: (s) => s, resetScroll: false, replace: true }))
          }
          onCopyToAlbum={flags.PhotoManagementAlbumViewEnabled ? setCopyIds : undefined}
        />
      </PreviewFallbackProvider>
      {copyIds ? (
        <Suspense fallback={null}>
          <CopyToAlbumModal open photoIds={copyIds} onClose={() => setCopyIds(null)} />
        </Suspense>
      ) : null}
    </PhotosDataProvider>
  );
}
