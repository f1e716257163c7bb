import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';

export const Route = createFileRoute('/my-photos/photos/')({
  staticData: { titleId: 'page.myPhotos.title', frame: 'photos' },
  component: Photos,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Photos() {
  return <PageTitle titleId="page.myPhotos.title" />;
}
