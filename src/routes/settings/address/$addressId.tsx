import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { parseIds } from '../../-lib/schemas';

export const Route = createFileRoute('/settings/address/$addressId')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  params: { parse: parseIds('addressId') },
  component: ChangeAddress,
});

/** Frame and title now; the page's feature comes with its own issue. */
function ChangeAddress() {
  return <PageTitle titleId="page.address.title" />;
}
