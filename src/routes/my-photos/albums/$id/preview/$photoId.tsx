import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageTitle } from '../../../../../components/page/page-title';
import { parseIds } from '../../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/albums/$id/preview/$photoId')({
  staticData: { titleId: 'page.photoPreview.title', frame: 'bare' },
  params: { parse: parseIds('id', 'photoId') },
  // Preview routes are guarded by their flag (photo-library §2): off → back to the root.
  beforeLoad: ({ context }) => {
    if (!context.flags.PhotoManagementAlbumViewEnabled) throw redirect({ to: '/' });
  },
  component: AlbumPhotoPreview,
});

/** Frame and title now; the page's feature comes with its own issue. */
function AlbumPhotoPreview() {
  return <PageTitle titleId="page.photoPreview.title" />;
}
