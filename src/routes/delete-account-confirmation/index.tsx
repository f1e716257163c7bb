import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { validateConfirmation } from '../-lib/schemas';

export const Route = createFileRoute('/delete-account-confirmation/')({
  staticData: { titleId: 'page.deleteAccountConfirmation.title', frame: 'account' },
  validateSearch: validateConfirmation,
  component: DeleteAccountConfirmation,
});

/** Frame and title now; the page's feature comes with its own issue. */
function DeleteAccountConfirmation() {
  return <PageTitle titleId="page.deleteAccountConfirmation.title" />;
}
