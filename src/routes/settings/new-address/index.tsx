import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';

export const Route = createFileRoute('/settings/new-address/')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  component: AddAddress,
});

/** Frame and title now; the page's feature comes with its own issue. */
function AddAddress() {
  return <PageTitle titleId="page.address.title" />;
}
