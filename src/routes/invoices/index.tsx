import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/invoices/')({
  staticData: { titleId: 'page.invoices.title', frame: 'account' },
  component: Invoices,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Invoices() {
  return <PageTitle titleId="page.invoices.title" />;
}
