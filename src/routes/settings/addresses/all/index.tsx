import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';

export const Route = createFileRoute('/settings/addresses/all/')({
  staticData: { titleId: 'page.allAddresses.title', frame: 'account' },
  component: AllAddresses,
});

/** Frame and title now; the page's feature comes with its own issue. */
function AllAddresses() {
  return <PageTitle titleId="page.allAddresses.title" />;
}
