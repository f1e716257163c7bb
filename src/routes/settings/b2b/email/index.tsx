import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { ChangeEmailPage } from '../../../../features/settings/components/DetailsPages';
import { loadEmail } from '../../../../features/settings/loaders';
import { validateFormSearch } from '../../../../shared/forms/form-status';
import { requireAccount } from '../../../-lib/guards';

export const Route = createFileRoute('/settings/b2b/email/')({
  staticData: { titleId: 'page.changeEmail.title', frame: 'account' },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('business'),
  loader: loadEmail,
  component: ChangeEmailB2b,
});

function ChangeEmailB2b() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <ChangeEmailPage business search={search} />
    </PageTitle>
  );
}
