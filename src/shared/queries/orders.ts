import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Api } from '../api/index';
import type { SuperOrder } from '../api/orders';
import { QK } from './keys';
import { settled } from './settled';

/** Account spec §9: super orders are fetched 100 at a time. */
export const SUPER_ORDERS_LIMIT = 100;

/**
 * A super order as the lists read it (the overview, /orders, /widgets): all but its delivery
 * address, which only the order's own page shows. The lists' page state carries no one's name,
 * street or phone (issue 32 §5).
 */
export type ListedSuperOrder = Omit<SuperOrder, 'deliveryAddress'>;
const listed = ({ deliveryAddress: _shownOnItsOwnPage, ...order }: SuperOrder): ListedSuperOrder => order;

export const superOrdersQuery = (api: Api, offset = 0, limit = SUPER_ORDERS_LIMIT) =>
  queryOptions({
    queryKey: [QK.orders, 'super', offset, limit] as const,
    queryFn: async ({ signal }) => {
      const page = await api.orders.superOrders({ offset, limit, signal });
      return { ...page, items: page.items.map(listed) };
    },
  });

/** A guard against an upstream whose `total` never stops growing. */
const MAX_SUPER_ORDER_BATCHES = 50;

/** Every (not expired) super order of the customer, 100 per request until `total` is reached (§4/§9). */
export async function loadAllSuperOrders(api: Pick<Api, 'orders'>, signal?: AbortSignal): Promise<ListedSuperOrder[]> {
  const out: ListedSuperOrder[] = [];
  for (let batch = 0; batch < MAX_SUPER_ORDER_BATCHES; batch++) {
    const page = await api.orders.superOrders({ offset: batch * SUPER_ORDERS_LIMIT, limit: SUPER_ORDERS_LIMIT, signal });
    out.push(...page.items.map(listed));
    if (page.items.length < SUPER_ORDERS_LIMIT || out.length >= page.total) break;
  }
  return out;
}

/** All (not expired) super orders: the orders list, the overview's recent orders. */
export const allSuperOrdersQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.orders, 'all'] as const, queryFn: ({ signal }) => loadAllSuperOrders(api, signal) });

export const superOrderQuery = (api: Api, code: string) =>
  queryOptions({ queryKey: [QK.orders, 'super', code] as const, queryFn: ({ signal }) => api.orders.superOrder(code, signal) });

/** `null` when no dates are known (404). */
export const deliveryDatesQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: [QK.orders, 'delivery', id] as const, queryFn: ({ signal }) => api.orders.deliveryDates(id, signal) });

/**
 * The delivery dates a list page is expected to show (`session.deliveryDatesAhead`, set by the
 * worker from the user's orders as it last saw them), asked for beside the orders call: one round
 * trip instead of the orders, then their dates (issue 18 §6). The cards read the same queries.
 */
export function prefetchDeliveryDatesAhead(queryClient: QueryClient, api: Api, codes: readonly string[] = []): void {
  for (const code of codes) void queryClient.prefetchQuery(settled(deliveryDatesQuery(api, code)));
}

/** `null` when the voucher is unknown (404). */
export const voucherQuery = (api: Api, code: string) =>
  queryOptions({ queryKey: [QK.orders, 'voucher', code] as const, queryFn: ({ signal }) => api.orders.voucher(code, signal) });

export const reorderStatusQuery = (api: Api, id: string) =>
  queryOptions({ queryKey: [QK.orders, 'reorder', id] as const, queryFn: ({ signal }) => api.orders.reorderStatus(id, signal) });

export const productQuery = (api: Api, code: string) =>
  queryOptions({ queryKey: [QK.orders, 'productFiles', code] as const, queryFn: ({ signal }) => api.products.product(code, signal) });

/** Available online versions of photo books (/online-products). */
export const onlineProductsQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.orders, 'online'] as const, queryFn: ({ signal }) => api.orders.onlineProducts(signal) });

/**
 * The calls an order's page makes after the order itself, decided from the order alone
 * (src/features/orders/follow-ups.ts: the same conditions as the page's parts). Known before the
 * order answers (the worker keeps them from the orders list: src/worker/per-user-cache/known-orders.ts),
 * they start together with the order's call: one round trip on the page's critical path instead of
 * two (issue 18 §6). A guess then: a part whose call was not started asks for it itself.
 */
export interface OrderFollowUps {
  /** Delivery dates of the order (only while it can still be delivered, issue 18 §5). */
  delivery: boolean;
  /** Product codes whose reorder status is shown (every product not cancelled). */
  reorder: string[];
  /** Product codes whose files are read for a consumer's own invoice (produced or dispatched). */
  files: string[];
  /** Voucher codes the products carry. */
  vouchers: string[];
}
