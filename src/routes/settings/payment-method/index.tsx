import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../../components/page/page-title';
import { PaymentMethodPage } from '../../../features/settings/components/DetailsPages';
import { loadPaymentMethod } from '../../../features/settings/loaders';
import { validateFormSearch } from '../../../shared/forms/form-status';

export const Route = createFileRoute('/settings/payment-method/')({
  staticData: { titleId: 'page.paymentMethod.title', frame: 'account' },
  validateSearch: validateFormSearch,
  loader: loadPaymentMethod,
  component: PaymentMethod,
});

function PaymentMethod() {
  const search = Route.useSearch();
  return (
    <PageTitle>
      <PaymentMethodPage search={search} />
    </PageTitle>
  );
}
