import { createFileRoute, redirect } from '@tanstack/react-router';
import { PhotoPreview } from '../../../../features/photos/components/PhotoPreview';
import { PhotosDataProvider } from '../../../../features/photos/data';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/photos/preview/$id')({
  staticData: { titleId: 'page.photoPreview.title', frame: 'bare' },
  params: { parse: parseIds('id') },
  // Preview routes are guarded by their flag (photo-library §2): off → back to the root.
  beforeLoad: ({ context }) => {
    if (!context.flags.PhotoManagementTimelineViewEnabled) throw redirect({ to: '/' });
  },
  component: PreviewRoute,
});

function PreviewRoute() {
  const { id } = Route.useParams();
  const { api, flags } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  return (
    <PhotosDataProvider api={api}>
      <PhotoPreview
        photoId={id}
        albumsEnabled={flags.PhotoManagementAlbumViewEnabled}
        // The query string is kept on every preview navigation (photo-library §2).
        onNavigate={(next) => navigate({ to: '/my-photos/photos/preview/$id', params: { id: next }, search: (s) => s, replace: true })}
        // The Photos page restores its own scroll position (stored when the preview opened).
        onClose={() => navigate({ to: '/my-photos/photos', search: (s) => s, resetScroll: false })}
      />
    </PhotosDataProvider>
  );
}
