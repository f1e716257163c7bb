import type { Order } from '../../shared/api/orders';
import type { ListedSuperOrder } from '../../shared/queries/orders';

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
}

export function toOrderView(s: ListedSuperOrder): OrderView {
  return {
    orderCode: s.superOrderCode,
    createdAt: s.createdAt,
    products: s.orders,
    productCount: s.orderCount,
    total: s.total,
    currency: s.currency,
    channel: s.channel,
  };
}
