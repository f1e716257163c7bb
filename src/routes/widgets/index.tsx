import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { WidgetsPage } from '../../features/widgets/components/WidgetsPage';
import { loadWidgets } from '../../features/widgets/loaders';
import { validateFormSearch } from '../../shared/forms/form-status';
import { requireAccount } from '../-lib/guards';

export const Route = createFileRoute('/widgets/')({
  staticData: { titleId: 'page.widgets.title', frame: 'account' },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('consumer'),
  loader: loadWidgets,
  component: Widgets,
});

function Widgets() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <WidgetsPage search={search} />
    </PageTitle>
  );
}
