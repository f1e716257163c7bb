import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';

export const Route = createFileRoute('/orders/')({
  staticData: { titleId: 'menu.orders.title', frame: 'account' },
  component: Orders,
});

/** Frame and title now; the page's feature comes with its own issue. */
function Orders() {
  return <PageTitle titleId="menu.orders.title" />;
}
