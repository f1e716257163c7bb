import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { NewAddressPage } from '../../../../features/settings/components/AddressPages';
import { validateFormSearch } from '../../../../shared/forms/form-status';
import { requireAccount } from '../../../-lib/guards';

export const Route = createFileRoute('/settings/b2b/new-address/')({
  staticData: { titleId: 'page.address.title', frame: 'account' },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('business'),
  component: NewAddressB2b,
});

function NewAddressB2b() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <NewAddressPage business search={search} />
    </PageTitle>
  );
}
