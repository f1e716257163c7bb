import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { parseIds } from '../../../-lib/schemas';
import { requireAccount } from '../../../-lib/guards';

export const Route = createFileRoute('/settings/b2b/address/$addressId')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  params: { parse: parseIds('addressId') },
  beforeLoad: requireAccount('business'),
  component: ChangeAddressB2b,
});

/** Frame and title now; the page's feature comes with its own issue. */
function ChangeAddressB2b() {
  return <PageTitle titleId="page.address.title" />;
}
