import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { SavedProjectsPage } from '../../features/projects/components/SavedProjectsPage';
import { prefetchProjects } from '../../features/projects/loaders';
import { validatePage } from '../-lib/schemas';

export const Route = createFileRoute('/saved-projects/')({
  staticData: { titleId: 'page.savedProjects.title', frame: 'account' },
  // `?page=`: a 1-based page number; anything else is page 1 (the list clamps past the end).
  validateSearch: validatePage,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) => prefetchProjects({ context, page: deps.page }),
  component: SavedProjects,
});

function SavedProjects() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageTitle titleId="page.savedProjects.title">
      <SavedProjectsPage page={page} onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p > 1 ? p : undefined }) })} />
    </PageTitle>
  );
}
