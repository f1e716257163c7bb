import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { validateOptIn } from '../-lib/schemas';

export const Route = createFileRoute('/subscription-confirmation/')({
  staticData: { titleId: 'page.subscriptionConfirmation.title', frame: 'public' },
  validateSearch: validateOptIn,
  component: SubscriptionConfirmation,
});

/** Frame and title now; the page's feature comes with its own issue. */
function SubscriptionConfirmation() {
  return <PageTitle titleId="page.subscriptionConfirmation.title" />;
}
