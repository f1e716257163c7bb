import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';

export const Route = createFileRoute('/my-photos/albums/')({
  staticData: { titleId: 'page.albums.title', frame: 'photos' },
  component: Albums,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Albums() {
  return <PageTitle titleId="page.albums.title" />;
}
