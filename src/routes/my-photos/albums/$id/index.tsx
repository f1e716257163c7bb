import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/my-photos/albums/$id/')({
  staticData: { titleId: 'page.album.title', frame: 'photos' },
  params: { parse: parseIds('id') },
  component: Album,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Album() {
  return <PageTitle titleId="page.album.title" />;
}
