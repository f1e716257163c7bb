import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { ChangeAddressPage } from '../../../../features/settings/components/AddressPages';
import { loadAddresses } from '../../../../features/settings/loaders';
import { validateFormSearch } from '../../../../shared/forms/form-status';
import { requireAccount } from '../../../-lib/guards';
import { parseIds } from '../../../-lib/schemas';

export const Route = createFileRoute('/settings/b2b/address/$addressId')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  params: { parse: parseIds('addressId') },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('business'),
  loader: loadAddresses,
  component: ChangeAddressB2b,
});

function ChangeAddressB2b() {
  const { addressId } = Route.useParams();
  const search = Route.useSearch();
  return (
    <PageTitle>
      <ChangeAddressPage business addressId={addressId} search={search} />
    </PageTitle>
  );
}
