import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { AddressesPage } from '../../../../features/settings/components/AddressPages';
import { loadAddresses } from '../../../../features/settings/loaders';
import { validateFormSearch } from '../../../../shared/forms/form-status';

export const Route = createFileRoute('/settings/addresses/all/')({
  staticData: { titleId: 'page.allAddresses.title', frame: 'account' },
  validateSearch: validateFormSearch,
  loader: loadAddresses,
  component: AllAddresses,
});

function AllAddresses() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <AddressesPage search={search} />
    </PageTitle>
  );
}
