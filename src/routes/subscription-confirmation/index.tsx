import { createFileRoute } from '@tanstack/react-router';
import { ConfirmPage } from '../../components/page/confirm-page';
import { noReferrerHead } from '../../components/page/no-referrer-head';
import { validateOptIn } from '../-lib/schemas';

/**
 * The double opt-in link of the newsletter e-mail (public): confirming subscribes the address.
 * The worker's handler (src/worker/auth/confirmations) renders it in plain mode (no JavaScript) with
 * the form's hidden fields, and handles the POST.
 */
export const Route = createFileRoute('/subscription-confirmation/')({
  staticData: { titleId: 'confirm.subscription.title', frame: 'public' },
  validateSearch: validateOptIn,
  head: noReferrerHead,
  component: SubscriptionConfirmation,
});

function SubscriptionConfirmation() {
  return (
    <ConfirmPage
      action="/subscription-confirmation"
      titleId="confirm.subscription.title"
      messageId="confirm.subscription.message"
      buttonId="confirm.subscription.button"
    />
  );
}
