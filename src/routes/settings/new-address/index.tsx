import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { NewAddressPage } from '../../../features/settings/components/AddressPages';
import { validateFormSearch } from '../../../shared/forms/form-status';
import { requireAccount } from '../../-lib/guards';

export const Route = createFileRoute('/settings/new-address/')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('consumer'),
  component: NewAddress,
});

function NewAddress() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <NewAddressPage business={false} search={search} />
    </PageTitle>
  );
}
