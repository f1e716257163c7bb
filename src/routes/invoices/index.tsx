import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { requireAccount } from '../-lib/guards';

export const Route = createFileRoute('/invoices/')({
  staticData: { titleId: 'page.invoices.title', frame: 'account' },
  beforeLoad: requireAccount('business'),
  component: Invoices,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Invoices() {
  return <PageTitle titleId="page.invoices.title" />;
}
