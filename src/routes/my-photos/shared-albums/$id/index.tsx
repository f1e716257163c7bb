import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/shared-albums/$id/')({
  staticData: { titleId: 'page.sharedAlbum.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  component: SharedAlbum,
});

/** Frame and title now; the page's feature comes with its own issue. */
function SharedAlbum() {
  return <PageTitle titleId="page.sharedAlbum.title" />;
}
