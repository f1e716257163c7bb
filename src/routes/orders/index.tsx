import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { OrdersPage } from '../../features/orders/components/OrdersPage';
import { prefetchOrders } from '../../features/orders/loaders';

/** /orders: in progress and history (account-area §4); the orders stream in after the shell. */
export const Route = createFileRoute('/orders/')({
  staticData: { titleId: 'menu.orders.title', frame: 'account' },
  loader: prefetchOrders,
  component: Orders,
});

function Orders() {
  return (
    <PageTitle>
      <OrdersPage />
    </PageTitle>
  );
}
