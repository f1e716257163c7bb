import type { QueryClient } from '@tanstack/react-query';
import type { Context } from 'hono';
import { DEFAULT_SORT } from '../../features/library';
import { QK } from '../../shared/queries/keys';
import type { ListedSuperOrder } from '../../shared/queries/orders';
import type { Settled } from '../../shared/queries/settled';
import type { AppEnv } from '../env';
import { keepKnownOrders } from './known-orders';
import { keepNewestMonths } from './newest-months';

/**
 * What a signed-in page's render teaches the worker for the user's later pages (issue 18 §6), read
 * from the render's own query cache as its answers come in: the orders list (the overview's and
 * /orders' orders call) and the timeline in the default sort (My photos). No wrapper around the
 * upstream client: the queries the page made anyway are the source. Each write runs under the
 * request's waitUntil, after the answer, never before the page.
 */
export function learnFromRender(c: Context<AppEnv>, queryClient: QueryClient, waitUntil: (p: Promise<unknown>) => void): void {
  if (!c.get('session')) return;
  const { sortKey, sortOrder } = DEFAULT_SORT.photos;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const [group, name, third, fourth] = event.query.queryKey as readonly unknown[];
    const data = event.action.data;
    // The orders list's settled query ([orders, 'all', 'settled']): a failure teaches nothing.
    if (group === QK.orders && name === 'all' && third === 'settled' && fourth === undefined) {
      const answer = data as Settled<ListedSuperOrder[]>;
      if (answer.ok) keepKnownOrders(c, answer.data, waitUntil);
    } else if (group === QK.photos && name === 'timeline' && third === sortKey && fourth === undefined) {
      keepNewestMonths(c, data as Parameters<typeof keepNewestMonths>[1], sortOrder, waitUntil);
    }
  });
}
