import { useQuery } from '@tanstack/react-query';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/page/page-title';
import { AlbumPreview } from '../../../../../features/albums/components/AlbumPreview';
import { loadAlbumPreview } from '../../../../../features/library/loaders';
import { PreviewFallbackProvider } from '../../../../../features/library/preview-fallback';
import { albumQuery } from '../../../../../shared/queries/photos';
import { closePreview } from '../../../../-lib/preview-history';
import { parseIds } from '../../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/albums/$id/preview/$photoId')({
  staticData: { titleId: 'page.photoPreview.title', frame: 'bare' },
  params: { parse: parseIds('id', 'photoId') },
  // Preview routes are guarded by their flag (photo-library §2): off → back to the root.
  beforeLoad: ({ context }) => {
    if (!context.flags.PhotoManagementAlbumViewEnabled) throw redirect({ to: '/' });
  },
  // Without JavaScript the server shows the photo itself (issue 34 §4).
  loader: loadAlbumPreview,
  component: AlbumPhotoPreview,
});

function AlbumPhotoPreview() {
  const { id, photoId } = Route.useParams();
  const { api } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const router = useRouter();
  const album = useQuery(albumQuery(api, id));
  return (
    <PreviewFallbackProvider
      scope={{ kind: 'album', albumId: id }}
      photoId={photoId}
      hrefOf={(next) =>
        router.buildLocation({ to: '/my-photos/albums/$id/preview/$photoId', params: { id, photoId: next }, search: true }).publicHref
      }
      closeHref={router.buildLocation({ to: '/my-photos/albums/$id', params: { id }, search: true }).publicHref}
    >
      <PageTitle />
      <AlbumPreview
        albumId={id}
        photoId={photoId}
        kind="own"
        albumName={album.data?.albumName}
        photosCount={album.data?.photosCount}
        onNavigate={(next) =>
          void navigate({
            to: '/my-photos/albums/$id/preview/$photoId',
            params: { id, photoId: next },
            search: true,
            replace: true,
            state: true,
          })
        }
        onClose={() => closePreview(router, () => navigate({ to: '/my-photos/albums/$id', params: { id }, search: true, replace: true }))}
      />
    </PreviewFallbackProvider>
  );
}
