import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { OrderDetailsPage } from '../../features/orders/components/OrderDetailsPage';
import { OrderNotFound } from '../../features/orders/components/OrderNotFound';
import { loadOrderDetails } from '../../features/orders/loaders';
import { fieldsOfSearch } from '../../shared/forms/search-errors';
import { parseIds, validateOrderSearch } from '../-lib/schemas';

/**
 * /orders/{orderCode}: the order is critical data (awaited in the loader); an unknown or foreign
 * code is a localised 'order not found' page (404); any other failure renders the spec's
 * 'An error occurred loading this order…' message, not an exception.
 */
export const Route = createFileRoute('/orders/$orderCode')({
  staticData: { titleId: 'page.orderDetails.title', frame: 'account' },
  params: { parse: parseIds('orderCode') },
  // `?change=address` opens the address form; `?s=&e=` is where its plain post left it.
  validateSearch: validateOrderSearch,
  loader: loadOrderDetails,
  component: OrderDetails,
  // An unknown or foreign code: the loader throws notFound() → this page, HTTP 404.
  notFoundComponent: OrderNotFound,
});

function OrderDetails() {
  const { orderCode } = Route.useParams();
  const loaded = Route.useLoaderData();
  const search = Route.useSearch();
  // A product's plain post (`id` names it: shared/forms/product-actions.ts) is not the address form's.
  const posted = { status: search.id ? undefined : search.s, fields: fieldsOfSearch(search.e), change: search.change === 'address' };
  return (
    <PageTitle>
      <OrderDetailsPage
        orderCode={orderCode}
        found={loaded.found}
        correlationId={loaded.found ? undefined : loaded.correlationId}
        posted={posted}
      />
    </PageTitle>
  );
}
