import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { SettingsPage } from '../../../features/settings/components/SettingsPage';
import { loadBusinessSettings } from '../../../features/settings/loaders';
import { validateFormSearch } from '../../../shared/forms/form-status';
import { requireAccount } from '../../-lib/guards';

export const Route = createFileRoute('/settings/b2b/')({
  staticData: { titleId: 'page.settings.title', frame: 'account' },
  validateSearch: validateFormSearch,
  beforeLoad: requireAccount('business'),
  loader: loadBusinessSettings,
  component: SettingsB2b,
});

function SettingsB2b() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <SettingsPage business search={search} />
    </PageTitle>
  );
}
