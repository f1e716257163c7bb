import type { Context } from 'hono';
import type { RouterSession } from '../../shared/router-context';
import { knownAccountId } from '../api/account-id-cache';
import { hintedPage } from '../api/hinted-pages';
import { knownDeliveryDatesOn, knownOrder } from '../api/known-orders-cache';
import { knownNewestMonths } from '../api/newest-months-cache';
import type { AppEnv } from '../env';

/** What an earlier page taught the worker about this user, for the page being rendered. */
export type SessionHints = Pick<RouterSession, 'accountId' | 'newestMonths' | 'knownOrder' | 'deliveryDatesAhead'>;

/**
 * The per-user cache reads a signed-in page's loaders can use to start their calls together
 * (issue 18 §6), each read only on the pages that use it (a cache read spared elsewhere): the
 * account id everywhere (saved projects, and any call by account id), the newest months on My
 * photos' timeline, the order's follow-up calls on an order's page, the delivery dates the overview
 * or the orders list will show. A miss is simply absent.
 */
export async function sessionHints(c: Context<AppEnv>, path: string): Promise<SessionHints> {
  const hinted = hintedPage(path);
  const orderCode = hinted?.page === 'order' ? hinted.code : undefined;
  const listPage = hinted?.page === 'overview' || hinted?.page === 'orders' ? hinted.page : undefined;
  const [accountId, newestMonths, order, deliveryDatesAhead] = await Promise.all([
    knownAccountId(c),
    hinted?.page === 'timeline' ? knownNewestMonths(c) : undefined,
    orderCode ? knownOrder(c, orderCode) : undefined,
    listPage ? knownDeliveryDatesOn(c, listPage) : undefined,
  ]);
  return {
    ...(accountId !== undefined ? { accountId } : {}),
    ...(newestMonths ? { newestMonths } : {}),
    ...(order && orderCode ? { knownOrder: { code: orderCode, ...order } } : {}),
    ...(deliveryDatesAhead?.length ? { deliveryDatesAhead } : {}),
  };
}
