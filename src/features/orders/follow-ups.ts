import { OVERVIEW_RECENT_ORDERS } from '../../shared/account/banner';
import { canStillBeDelivered } from '../../shared/api/delivery';
import type { SuperOrder } from '../../shared/api/orders';
import type { OrderFollowUps } from '../../shared/queries/orders';
import { type SplittableOrder, splitOrders } from './order-split';
import { isProduced } from './statuses';

/** A product shows its reorder status (and so asks for it) unless it was cancelled. */
export const showsReorder = (p: { status: string }): boolean => p.status !== 'Cancelled';

/** A consumer's produced product offers its own invoice, read from the product's files. */
export const showsOwnInvoice = (p: { status: string }, isBusiness: boolean): boolean => !isBusiness && isProduced(p);

/** What `order`'s page asks for after the order itself (the same conditions as the page's parts). */
export function followUpsOf(order: Pick<SuperOrder, 'orders'>, isBusiness: boolean, now: Date = new Date()): OrderFollowUps {
  const products = order.orders;
  return {
    delivery: canStillBeDelivered(products, now),
    reorder: products.filter(showsReorder).map((p) => p.code),
    files: products.filter((p) => showsOwnInvoice(p, isBusiness)).map((p) => p.code),
    vouchers: [...new Set(products.flatMap((p) => (p.voucher ? [p.voucher] : [])))],
  };
}

/** The list pages that show orders with their delivery dates. */
export type OrderListPage = 'orders' | 'overview';

/**
 * The orders `page` lists with their progress: the orders list every order in progress, the
 * overview its newest OVERVIEW_RECENT_ORDERS of them (newest first). The pages render these.
 */
export function listedOn<T extends SplittableOrder>(page: OrderListPage, orders: readonly T[], now: Date = new Date()): T[] {
  const { inProgress } = splitOrders(orders, now);
  return page === 'overview' ? inProgress.slice(0, OVERVIEW_RECENT_ORDERS) : inProgress;
}

/**
 * The orders whose delivery dates `page` asks for: those it lists that can still be delivered (the
 * condition of their progress part, `OrderTrack`). The worker starts these calls with the orders
 * call when it knows the user's orders from an earlier view (issue 18 §6).
 */
export function deliveryDatesShownOn(
  page: OrderListPage,
  orders: readonly (SplittableOrder & { code: string })[],
  now: Date = new Date(),
): string[] {
  return listedOn(page, orders, now)
    .filter((o) => canStillBeDelivered(o.products, now))
    .map((o) => o.code);
}
