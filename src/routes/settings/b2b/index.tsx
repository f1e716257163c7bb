import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { requireAccount } from '../../-lib/guards';

export const Route = createFileRoute('/settings/b2b/')({
  staticData: { titleId: 'page.settings.title', frame: 'account' },
  beforeLoad: requireAccount('business'),
  component: SettingsB2b,
});

/** Frame and title now; the page's feature comes with its own issue. */
function SettingsB2b() {
  return <PageTitle titleId="page.settings.title" />;
}
