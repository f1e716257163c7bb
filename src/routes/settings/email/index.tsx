import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { ChangeEmailPage } from '../../../features/settings/components/DetailsPages';
import { loadEmail } from '../../../features/settings/loaders';
import { validateFormSearch } from '../../../shared/forms/form-status';
import { requireAccount } from '../../-lib/guards';

export const Route = createFileRoute('/settings/email/')({
  staticData: { titleId: 'page.changeEmail.title', frame: 'account' },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('consumer'),
  loader: loadEmail,
  component: ChangeEmail,
});

function ChangeEmail() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <ChangeEmailPage business={false} search={search} />
    </PageTitle>
  );
}
