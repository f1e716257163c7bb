import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/downloads/')({
  staticData: { titleId: 'page.downloads.title', frame: 'account' },
  component: Downloads,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Downloads() {
  return <PageTitle titleId="page.downloads.title" />;
}
