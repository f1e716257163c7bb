import type { Api } from '../../shared/api/index';
import type { Order, SuperOrder } from '../../shared/api/orders';

/**
 * A super order as the pages see it (account-area §3): superOrderCode exposed as orderCode, its
 * orders as products, orderCount as productCount.
 */
export interface OrderView {
  orderCode: string;
  createdAt: string;
  products: Order[];
  productCount: number;
  total: number;
  currency: string;
  channel: string;
  deliveryAddress: SuperOrder['deliveryAddress'];
}

export function toOrderView(s: SuperOrder): OrderView {
  return {
    orderCode: s.superOrderCode,
    createdAt: s.createdAt,
    products: s.orders,
    productCount: s.orderCount,
    total: s.total,
    currency: s.currency,
    channel: s.channel,
    deliveryAddress: s.deliveryAddress,
  };
}

/** §9: orders are fetched 100 at a time when loading all. */
export const ORDERS_BATCH = 100;
/** A guard against an upstream whose `total` never stops growing. */
const MAX_BATCHES = 50;

/** Every (not expired) super order of the customer, 100 per request until `total` is reached. */
export async function loadAllOrders(api: Pick<Api, 'orders'>, signal?: AbortSignal): Promise<OrderView[]> {
  const out: OrderView[] = [];
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const page = await api.orders.superOrders({ offset: batch * ORDERS_BATCH, limit: ORDERS_BATCH, signal });
    out.push(...page.items.map(toOrderView));
    if (page.items.length < ORDERS_BATCH || out.length >= page.total) break;
  }
  return out;
}
