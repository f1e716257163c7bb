import { createFileRoute } from '@tanstack/react-router';
import { ErrorPageActions } from '../../components/page/error-page-actions';
import { MessagePage } from '../../components/page/message-page';
import { validateReturnTo } from '../-lib/schemas';

/** Account deletion failed: 'Try again' (returnTo or settings) and the contact link. */
export const Route = createFileRoute('/delete-account-error/')({
  staticData: { titleId: 'page.deleteAccountError.title', frame: 'account' },
  validateSearch: validateReturnTo,
  component: DeleteAccountError,
});

function DeleteAccountError() {
  const { returnTo } = Route.useSearch();
  return (
    <MessagePage titleId="page.deleteAccountError.title" bodyId="page.deleteAccountError.body" tone="error">
      <ErrorPageActions returnTo={returnTo} />
    </MessagePage>
  );
}
