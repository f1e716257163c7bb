import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { requireAccount } from '../-lib/guards';

export const Route = createFileRoute('/widgets/')({
  staticData: { titleId: 'page.widgets.title', frame: 'account' },
  beforeLoad: requireAccount('consumer'),
  component: Widgets,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Widgets() {
  return <PageTitle titleId="page.widgets.title" />;
}
