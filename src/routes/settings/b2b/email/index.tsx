import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../../components/page/page-title';
import { requireAccount } from '../../../-lib/guards';

export const Route = createFileRoute('/settings/b2b/email/')({
  staticData: { titleId: 'page.changeEmail.title', frame: 'account' },
  beforeLoad: requireAccount('business'),
  component: ChangeEmailB2b,
});

/** Frame and title now; the page's feature comes with its own issue. */
function ChangeEmailB2b() {
  return <PageTitle titleId="page.changeEmail.title" />;
}
