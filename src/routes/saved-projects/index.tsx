import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { SavedProjectsPage } from '../../features/projects/components/SavedProjectsPage';
import { prefetchProjects } from '../../features/projects/loaders';
import { validateProjectsSearch } from '../-lib/schemas';

export const Route = createFileRoute('/saved-projects/')({
  staticData: { titleId: 'page.savedProjects.title', frame: 'account' },
  // `?page=`: a 1-based page number; anything else is page 1 (the list clamps past the end). `?confirm=`
  // and `?s=&id=`: a deletion without JavaScript (SavedProjectsPage).
  validateSearch: validateProjectsSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: prefetchProjects,
  component: SavedProjects,
});

function SavedProjects() {
  const { page = 1, confirm, s, id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PageTitle>
      <SavedProjectsPage
        page={page}
        posted={{ confirm, s, id }}
        onPage={(p) =>
          void navigate({ search: (q) => ({ ...q, page: p > 1 ? p : undefined, confirm: undefined, s: undefined, id: undefined }) })
        }
      />
    </PageTitle>
  );
}
