import { canStillBeDelivered } from '../../shared/api/delivery';
import type { SuperOrder } from '../../shared/api/orders';
import type { OrderFollowUps } from '../../shared/queries/orders';
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
