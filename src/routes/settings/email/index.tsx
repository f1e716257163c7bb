import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';

export const Route = createFileRoute('/settings/email/')({
  staticData: { titleId: 'page.changeEmail.title', frame: 'account' },
  component: ChangeEmail,
});

/** Frame and title now; the page's feature comes with its own issue. */
function ChangeEmail() {
  return <PageTitle titleId="page.changeEmail.title" />;
}
