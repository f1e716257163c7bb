import type { Context } from 'hono';
import * as z from 'zod/mini';
import { followUpsOf } from '../../features/orders/follow-ups';
import type { Api } from '../../shared/api/index';
import type { OrderFollowUps } from '../../shared/queries/orders';
import type { AppEnv } from '../env';
import { perUserCache } from './per-user-cache';
import { withMethod } from './with-method';

/**
 * The user's orders as the worker last saw them in their orders list (the newest 100, from the
 * overview's or /orders' first call), each with the calls its page makes after the order itself
 * (issue 18 §6–7). An order page whose code is known streams its shell at once, with the order and
 * those calls started together (one round trip); an unknown code is awaited for its HTTP 404, as
 * without this. A guess only: the order's own answer stays the source of what the page shows.
 */
export const KNOWN_ORDERS_TTL_S = 24 * 60 * 60;
const Codes = z.array(z.string());
const FollowUps = z.object({ delivery: z.boolean(), reorder: Codes, files: Codes, vouchers: Codes });
const Kept = z.object({ orders: z.record(z.string(), FollowUps) });

const knownOrdersCache = (c: Context<AppEnv>, waitUntil: (p: Promise<unknown>) => void = () => undefined) =>
  perUserCache(c, 'known-orders', Kept, KNOWN_ORDERS_TTL_S, waitUntil);

/** The follow-up calls of `code` if the signed-in user's orders list showed it, else undefined. */
export async function knownOrder(c: Context<AppEnv>, code: string): Promise<OrderFollowUps | undefined> {
  const orders = (await knownOrdersCache(c)?.read())?.orders;
  return orders && Object.hasOwn(orders, code) ? orders[code] : undefined;
}

/** `api` whose first page of super orders (the newest) is remembered with each order's follow-up calls. */
export function rememberingKnownOrders(c: Context<AppEnv>, api: Api, waitUntil: (p: Promise<unknown>) => void): Api {
  const cache = knownOrdersCache(c, waitUntil);
  if (!cache) return api;
  const isBusiness = c.get('session')?.isBusiness ?? false;
  const orders = api.orders;
  const superOrders: Api['orders']['superOrders'] = (query) =>
    orders.superOrders(query).then((page) => {
      if (!query?.offset)
        cache.write({ orders: Object.fromEntries(page.items.map((o) => [o.superOrderCode, followUpsOf(o, isBusiness)])) });
      return page;
    });
  return { ...api, orders: withMethod(orders, 'superOrders', superOrders) };
}
