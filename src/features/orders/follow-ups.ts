import { canStillBeDelivered } from '../../shared/api/delivery';
import type { SuperOrder } from '../../shared/api/orders';
import type { OrderFollowUps } from '../../shared/queries/orders';
import { isProduced } from './statuses';

/** What `order`'s page asks for after the order itself (the same conditions as the page's parts). */
export function followUpsOf(order: Pick<SuperOrder, 'orders'>, isBusiness: boolean, now: Date = new Date()): OrderFollowUps {
  const products = order.orders;
  return {
    delivery: canStillBeDelivered(products, now),
    reorder: products.filter((p) => p.status !== 'Cancelled').map((p) => p.code),
    files: isBusiness ? [] : products.filter(isProduced).map((p) => p.code),
    vouchers: [...new Set(products.flatMap((p) => (p.voucher ? [p.voucher] : [])))],
  };
}
