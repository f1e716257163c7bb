import { notFound } from '@tanstack/react-router';
import { canStillBeDelivered } from '../../shared/api/delivery';
import { correlationIdOf } from '../../shared/api/errors';
import { loadDateLocale } from '../../shared/i18n/date-locales';
import { allSuperOrdersQuery, deliveryDatesQuery, superOrderQuery } from '../../shared/queries/orders';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

// Loaders live apart from the page components: a route file imports its loader eagerly, so a
// loader in the component's module would pull the whole page into the entry chunk (DESIGN §5).

/** The order service's 'no such order (for you)': HTTP 404, on the server's public error shape or the browser's own error. */
export function isMissingOrder(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 404;
}

type LoaderContext = Pick<RouterContext, 'api' | 'queryClient' | 'brand'>;

/** /orders: start the orders request without blocking the shell (streamed). */
export async function prefetchOrders({ context }: { context: LoaderContext }) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  void context.queryClient.prefetchQuery(settled(allSuperOrdersQuery(context.api)));
}

/**
 * /orders/{orderCode}: the order itself is critical (awaited: an unknown code must answer HTTP 404,
 * and the status goes out before the first byte); a missing, foreign or failing order is not an
 * exception but the spec's message, so the loader says whether it was found. Delivery dates are
 * asked only for an order that can still be delivered (issue 18 §5), so they start once the order
 * is in, without blocking (cached per order by the worker for a few minutes).
 */
export async function loadOrderDetails({ context, params }: { context: LoaderContext; params: { orderCode: string } }) {
  const [, order] = await Promise.all([
    loadDateLocale(context.brand.locale),
    context.queryClient.ensureQueryData(superOrderQuery(context.api, params.orderCode)).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  try {
    if (!order.ok) throw order.error;
    if (canStillBeDelivered(order.data.orders))
      void context.queryClient.prefetchQuery(settled(deliveryDatesQuery(context.api, params.orderCode)));
    return { found: true as const };
  } catch (error) {
    // No such order, or another customer's (the service answers both with 404): the route's own
    // 'order not found' page with HTTP 404 (issue 17 §3). Every other failure keeps the spec's message.
    if (isMissingOrder(error)) throw notFound();
    // Only the reference support asks for: the loader's data is dehydrated into the page.
    const correlationId = correlationIdOf(error);
    return { found: false as const, ...(correlationId ? { correlationId } : {}) };
  }
}
