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
