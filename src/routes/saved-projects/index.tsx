import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/saved-projects/')({
  staticData: { titleId: 'page.savedProjects.title', frame: 'account' },
  component: SavedProjects,
});

/** Frame and title now; the page's feature comes with its own issue. */
function SavedProjects() {
  return <PageTitle titleId="page.savedProjects.title" />;
}
