import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { validateConfirmation } from '../-lib/schemas';

export const Route = createFileRoute('/change-email-confirmation/')({
  staticData: { titleId: 'page.changeEmailConfirmation.title', frame: 'account' },
  validateSearch: validateConfirmation,
  component: ChangeEmailConfirmation,
});

/** Frame and title now; the page's feature comes with its own issue. */
function ChangeEmailConfirmation() {
  return <PageTitle titleId="page.changeEmailConfirmation.title" />;
}
