import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { requireAccount } from '../../../-lib/guards';

export const Route = createFileRoute('/settings/b2b/new-address/')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  beforeLoad: requireAccount('business'),
  component: AddAddressB2b,
});

/** Frame and title now; the page's feature comes with its own issue. */
function AddAddressB2b() {
  return <PageTitle titleId="page.address.title" />;
}
