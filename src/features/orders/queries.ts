import { queryOptions } from '@tanstack/react-query';
import type { Api } from '../../shared/api/index';
import { QK } from '../../shared/queries/keys';
import { loadAllOrders } from './model';
import { settledQuery } from './settled';

/**
 * All (not expired) super orders as OrderViews, fetched 100 at a time (§4). Lives beside the
 * feature because it composes the shared `superOrders` call; the key stays under QK.orders so an
 * orders invalidation refreshes it too.
 */
export const allOrdersQuery = (api: Api) =>
  queryOptions({ queryKey: [QK.orders, 'super', 'all'] as const, queryFn: ({ signal }) => loadAllOrders(api, signal) });

/** All orders as a settled part (the lists render their own error text, also on the server). */
export const allOrdersSettled = (api: Api) => settledQuery(allOrdersQuery(api).queryKey, (signal) => loadAllOrders(api, signal), 'LOAD_ORDERS_FAILED');
