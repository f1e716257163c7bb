import { notFound } from '@tanstack/react-router';
import { correlationIdOf } from '../../shared/api/errors';
import { loadDateLocale } from '../../shared/i18n/date-locales';
import { invoiceGroupsQuery } from '../../shared/queries/invoices';
import {
  allSuperOrdersQuery,
  deliveryDatesQuery,
  type OrderFollowUps,
  prefetchDeliveryDatesAhead,
  productQuery,
  reorderStatusQuery,
  superOrderQuery,
  voucherQuery,
} from '../../shared/queries/orders';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';
import { followUpsOf } from './follow-ups';

// Loaders live apart from the page components: a route file imports its loader eagerly, so a
// loader in the component's module would pull the whole page into the entry chunk (DESIGN §5).

/** The order service's 'no such order (for you)': HTTP 404, on the server's public error shape or the browser's own error. */
export function isMissingOrder(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && (error as { status: unknown }).status === 404;
}

type LoaderContext = Pick<RouterContext, 'api' | 'queryClient' | 'brand'>;
type OrderLoaderContext = LoaderContext & Pick<RouterContext, 'session'>;

/** /orders: start the orders request (and the delivery dates known ahead) without blocking the shell (streamed). */
export async function prefetchOrders({ context }: { context: OrderLoaderContext }) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  void context.queryClient.prefetchQuery(settled(allSuperOrdersQuery(context.api)));
  prefetchDeliveryDatesAhead(context.queryClient, context.api, context.session?.deliveryDatesAhead);
}

/**
 * /orders/{orderCode}. The order is awaited when the worker does not know the code: an unknown or
 * foreign code must answer HTTP 404 (issue 17 §3), and the status goes out before the first byte. A
 * code the user's orders list showed (`session.knownOrder`, set by the worker) streams instead: the
 * shell goes out at once and the order follows in the same response (issue 18 §7). Either way the
 * calls the page makes after the order (delivery dates only for an order that can still be
 * delivered, reorder status, files, vouchers) start without blocking, known ahead or as soon as
 * the order is in; a failing order is the spec's message, not an exception.
 */
export async function loadOrderDetails({ context, params }: { context: OrderLoaderContext; params: { orderCode: string } }) {
  const { queryClient, api, session } = context;
  const code = params.orderCode;
  const isBusiness = session?.isBusiness ?? false;
  // A business order's invoice part lists the invoices: a call that needs nothing from the order.
  if (isBusiness) void queryClient.prefetchQuery(settled(invoiceGroupsQuery(api)));
  const known = session?.knownOrder?.code === code ? session.knownOrder : undefined;
  if (known) {
    void queryClient.prefetchQuery(superOrderQuery(api, code));
    prefetchFollowUps(context, code, known);
    await loadDateLocale(context.brand.locale);
    return { found: true as const, streamed: true as const };
  }
  const [, order] = await Promise.all([
    loadDateLocale(context.brand.locale),
    queryClient.ensureQueryData(superOrderQuery(api, code)).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    ),
  ]);
  if (order.ok) {
    prefetchFollowUps(context, code, followUpsOf(order.data, isBusiness));
    return { found: true as const };
  }
  // No such order, or another customer's (the service answers both with 404): the route's own
  // 'order not found' page with HTTP 404 (issue 17 §3). Every other failure keeps the spec's message.
  if (isMissingOrder(order.error)) throw notFound();
  // Only the reference support asks for: the loader's data is dehydrated into the page.
  const correlationId = correlationIdOf(order.error);
  return { found: false as const, ...(correlationId ? { correlationId } : {}) };
}

/** Starts the order page's calls after the order (settled, as its parts read them), without waiting. */
function prefetchFollowUps({ queryClient, api }: OrderLoaderContext, orderCode: string, plan: OrderFollowUps) {
  if (plan.delivery) void queryClient.prefetchQuery(settled(deliveryDatesQuery(api, orderCode)));
  for (const code of plan.reorder) void queryClient.prefetchQuery(settled(reorderStatusQuery(api, code)));
  for (const code of plan.files) void queryClient.prefetchQuery(settled(productQuery(api, code)));
  for (const code of plan.vouchers) void queryClient.prefetchQuery(settled(voucherQuery(api, code)));
}
