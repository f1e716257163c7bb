import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPage } from '../../components/page/confirm-page';
import { noReferrerHead } from '../../components/page/no-referrer-head';
import { validateConfirmation } from '../-lib/schemas';

/**
 * The account-deletion link of the e-mail (signed in): confirming deletes the account, then signs out.
 * The worker's handler (src/worker/auth/confirmations) renders it in plain mode (no JavaScript) with
 * the form's hidden fields, and handles the POST.
 */
export const Route = createFileRoute('/delete-account-confirmation/')({
  staticData: { titleId: 'confirm.deleteAccount.title', frame: 'public' },
  validateSearch: validateConfirmation,
  head: noReferrerHead,
  component: DeleteAccountConfirmation,
});

function DeleteAccountConfirmation() {
  return (
    <ConfirmPage
      action="/delete-account-confirmation"
      titleId="confirm.deleteAccount.title"
      messageId="confirm.deleteAccount.message"
      buttonId="confirm.deleteAccount.button"
    />
  );
}
