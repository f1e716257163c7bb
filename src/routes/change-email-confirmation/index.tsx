import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPage } from '../../components/page/confirm-page';
import { noReferrerHead } from '../../components/page/no-referrer-head';
import { validateConfirmation } from '../-lib/schemas';

/**
 * The e-mail-change link of the e-mail (signed in): confirming switches the address, then signs out.
 * The worker's handler (src/worker/auth/confirmations) renders it in plain mode (no JavaScript) with
 * the form's hidden fields, and handles the POST.
 */
export const Route = createFileRoute('/change-email-confirmation/')({
  staticData: { titleId: 'confirm.changeEmail.title', frame: 'public' },
  validateSearch: validateConfirmation,
  head: noReferrerHead,
  component: ChangeEmailConfirmation,
});

function ChangeEmailConfirmation() {
  return (
    <ConfirmPage
      action="/change-email-confirmation"
      titleId="confirm.changeEmail.title"
      messageId="confirm.changeEmail.message"
      buttonId="confirm.changeEmail.button"
    />
  );
}
