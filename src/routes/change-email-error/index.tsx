import { createFileRoute } from '@tanstack/react-router';
import { ErrorPageActions } from '../../components/page/error-page-actions';
import { MessagePage } from '../../components/page/message-page';
import { validateReturnTo } from '../-lib/schemas';

/** E-mail change failed: 'Try again' (returnTo or settings) and the contact link. */
export const Route = createFileRoute('/change-email-error/')({
  staticData: { titleId: 'page.changeEmailError.title', frame: 'account' },
  validateSearch: validateReturnTo,
  component: ChangeEmailError,
});

function ChangeEmailError() {
  const { returnTo } = Route.useSearch();
  return (
    <MessagePage titleId="page.changeEmailError.title" bodyId="page.changeEmailError.body" tone="error">
      <ErrorPageActions returnTo={returnTo} />
    </MessagePage>
  );
}
