import { createFileRoute, redirect } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { SettingsPage } from '../../features/settings/components/SettingsPage';
import { loadSettings } from '../../features/settings/loaders';
import { validateFormSearch } from '../../shared/forms/form-status';

export const Route = createFileRoute('/settings/')({
  staticData: { titleId: 'page.settings.title', frame: 'account' },
  validateSearch: validateFormSearch,
  // Business accounts have their own settings screen (account-area §6).
  beforeLoad: ({ context }) => {
    if (context.session?.isBusiness) throw redirect({ to: '/settings/b2b' });
  },
  loader: loadSettings,
  component: Settings,
});

function Settings() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <SettingsPage business={false} search={search} />
    </PageTitle>
  );
}
