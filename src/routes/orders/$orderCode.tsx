import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { parseIds } from '../-lib/schemas';

export const Route = createFileRoute('/orders/$orderCode')({
  staticData: { titleId: 'page.orderDetails.title', frame: 'account' },
  params: { parse: parseIds('orderCode') },
  component: OrderDetails,
});

/** Frame and title now; the page's feature comes with its own issue. */
function OrderDetails() {
  return <PageTitle titleId="page.orderDetails.title" />;
}
