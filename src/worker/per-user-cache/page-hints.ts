import type { Context } from 'hono';
import type { RouterSession } from '../../shared/router-context';
import type { AppEnv } from '../env';
import { knownDeliveryDatesOn, knownOrder } from './known-orders';
import { knownNewestMonths } from './newest-months';

/** What an earlier page taught the worker about this user, for the page being rendered. */
export type SessionHints = Pick<RouterSession, 'newestMonths' | 'knownOrder' | 'deliveryDatesAhead'>;

/**
 * The per-user cache reads a signed-in page's loaders can use to start their calls together
 * (issue 18 §6), each read only on the pages that use it (every other page reads nothing): the
 * newest months on My photos' timeline, the order's follow-up calls on an order's page, the
 * delivery dates the overview or the orders list will show. A miss is simply absent.
 */
export async function sessionHints(c: Context<AppEnv>, path: string): Promise<SessionHints> {
  const hinted = hintedPage(path);
  const orderCode = hinted?.page === 'order' ? hinted.code : undefined;
  const listPage = hinted?.page === 'overview' || hinted?.page === 'orders' ? hinted.page : undefined;
  if (!hinted) return {};
  const [newestMonths, order, deliveryDatesAhead] = await Promise.all([
    hinted.page === 'timeline' ? knownNewestMonths(c) : undefined,
    orderCode ? knownOrder(c, orderCode) : undefined,
    listPage ? knownDeliveryDatesOn(c, listPage) : undefined,
  ]);
  return {
    ...(newestMonths ? { newestMonths } : {}),
    ...(order && orderCode ? { knownOrder: { code: orderCode, ...order } } : {}),
    ...(deliveryDatesAhead?.length ? { deliveryDatesAhead } : {}),
  };
}

/** The signed-in pages whose calls the worker can start ahead from what it keeps per user, by pathname. */
export type HintedPage = { page: 'overview' } | { page: 'orders' } | { page: 'order'; code: string } | { page: 'timeline' };

const ORDER_PAGE = /^\/orders\/([^/]+)\/?$/;

export function hintedPage(pathname: string): HintedPage | undefined {
  if (pathname === '/') return { page: 'overview' };
  if (/^\/orders\/?$/.test(pathname)) return { page: 'orders' };
  if (/^\/my-photos\/photos\/?$/.test(pathname)) return { page: 'timeline' };
  const segment = ORDER_PAGE.exec(pathname)?.[1];
  if (segment === undefined) return undefined;
  try {
    return { page: 'order', code: decodeURIComponent(segment) };
  } catch {
    return undefined; // not a code the orders list could have shown
  }
}
