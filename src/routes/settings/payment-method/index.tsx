import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';

export const Route = createFileRoute('/settings/payment-method/')({
  staticData: { titleId: 'page.paymentMethod.title', frame: 'account' },
  component: PaymentMethod,
});

/** Frame and title now; the page's feature comes with its own issue. */
function PaymentMethod() {
  return <PageTitle titleId="page.paymentMethod.title" />;
}
