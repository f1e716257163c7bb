import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';

export const Route = createFileRoute('/settings/b2b/new-address/')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  component: AddAddressB2b,
});

/** Frame and title now; the page's feature comes with its own issue. */
function AddAddressB2b() {
  return <PageTitle titleId="page.address.title" />;
}
