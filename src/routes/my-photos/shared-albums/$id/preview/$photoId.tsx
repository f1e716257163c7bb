import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/page/page-title';
import { AlbumPreview } from '../../../../../features/albums/components/AlbumPreview';
import { loadSharedAlbumPreview } from '../../../../../features/library/loaders';
import { PreviewFallbackProvider } from '../../../../../features/library/preview-fallback';
import { closePreview } from '../../../../-lib/preview-history';
import { parseIds } from '../../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/shared-albums/$id/preview/$photoId')({
  staticData: { titleId: 'page.photoPreview.title', frame: 'bare' },
  params: { parse: parseIds('id', 'photoId') },
  // Preview routes are guarded by their flag (photo-library §2): off → back to the root.
  beforeLoad: ({ context }) => {
    if (!context.flags.PhotoManagementSharedAlbumsViewEnabled) throw redirect({ to: '/' });
  },
  // Without JavaScript the server shows the photo itself (issue 34 §4).
  loader: loadSharedAlbumPreview,
  component: SharedAlbumPhotoPreview,
});

function SharedAlbumPhotoPreview() {
  const { id, photoId } = Route.useParams();
  const navigate = Route.useNavigate();
  const router = useRouter();
  return (
    <PreviewFallbackProvider
      scope={{ kind: 'shared', albumId: id }}
      photoId={photoId}
      hrefOf={(next) =>
        router.buildLocation({ to: '/my-photos/shared-albums/$id/preview/$photoId', params: { id, photoId: next }, search: true })
          .publicHref
      }
      closeHref={router.buildLocation({ to: '/my-photos/shared-albums/$id', params: { id }, search: true }).publicHref}
    >
      <PageTitle />
      <AlbumPreview
        albumId={id}
        photoId={photoId}
        kind="shared"
        onNavigate={(next) =>
          void navigate({
            to: '/my-photos/shared-albums/$id/preview/$photoId',
            params: { id, photoId: next },
            search: true,
            replace: true,
            state: true,
          })
        }
        onClose={() =>
          closePreview(router, () => navigate({ to: '/my-photos/shared-albums/$id', params: { id }, search: true, replace: true }))
        }
      />
    </PreviewFallbackProvider>
  );
}
