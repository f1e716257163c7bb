import type { Context } from 'hono';
import * as z from 'zod/mini';
import { deliveryDatesShownOn, followUpsOf, type OrderListPage } from '../../features/orders/follow-ups';
import type { Api } from '../../shared/api/index';
import type { SuperOrder } from '../../shared/api/orders';
import type { OrderFollowUps } from '../../shared/queries/orders';
import type { AppEnv } from '../env';
import { type KeptValue, keepAtSignIn, perUserCache } from './per-user-cache';
import type { SignInHintInput } from './sign-in-hints';
import { withMethod } from './with-method';

/**
 * The user's orders as the worker last saw them in their orders list (the newest 100, from the
 * overview's or /orders' first call), each with the calls its page makes after the order itself
 * (issue 18 §6–7). An order page whose code is known streams its shell at once, with the order and
 * those calls started together (one round trip); an unknown code is awaited for its HTTP 404, as
 * without this. The overview and the orders list start the delivery-date calls of the orders they
 * will list with their orders call, from each order's date and product statuses as last seen.
 * A guess only: the orders' own answers stay the source of what the pages show.
 */
export const KNOWN_ORDERS_TTL_S = 24 * 60 * 60;
const Codes = z.array(z.string());
const FollowUps = z.object({ delivery: z.boolean(), reorder: Codes, files: Codes, vouchers: Codes });
/** What the list pages' rule (in progress, can still be delivered) reads of an order. */
const Listed = z.object({
  /** The order's place in the service's list: orders created at the same moment keep the list's order, as on the page. */
  at: z.int(),
  createdAt: z.string(),
  products: z.array(z.object({ status: z.string(), paymentChangedDate: z.optional(z.nullable(z.string())) })),
});
const Kept = z.object({ orders: z.record(z.string(), z.object({ ...FollowUps.shape, ...Listed.shape })) });
type KeptOrders = z.infer<typeof Kept>['orders'];

const KEPT: KeptValue<z.infer<typeof Kept>> = { name: 'known-orders', schema: Kept, ttlSeconds: KNOWN_ORDERS_TTL_S };

const knownOrdersCache = (c: Context<AppEnv>, waitUntil: (p: Promise<unknown>) => void = () => undefined) =>
  perUserCache(c, KEPT, waitUntil);

/** The follow-up calls of `code` if the signed-in user's orders list showed it, else undefined. */
export async function knownOrder(c: Context<AppEnv>, code: string): Promise<OrderFollowUps | undefined> {
  const orders = (await knownOrdersCache(c)?.read())?.orders;
  if (!orders || !Object.hasOwn(orders, code)) return undefined;
  const { delivery, reorder, files, vouchers } = orders[code]!;
  return { delivery, reorder, files, vouchers };
}

/** The orders whose delivery dates `page` will show, as far as the worker knows the user's orders (else undefined). */
export async function knownDeliveryDatesOn(c: Context<AppEnv>, page: OrderListPage, now = new Date()): Promise<string[] | undefined> {
  const orders = (await knownOrdersCache(c)?.read())?.orders;
  if (!orders) return undefined;
  // A record's numeric keys come back in ascending order, not the list's: `at` restores it.
  const listed = Object.entries(orders)
    .map(([code, o]) => ({ code, ...o }))
    .sort((a, b) => a.at - b.at);
  return deliveryDatesShownOn(page, listed, now);
}

/** The kept form of the newest page of the user's super orders. */
function keptOrders(items: readonly SuperOrder[], isBusiness: boolean): KeptOrders {
  return Object.fromEntries(
    items.map((o, at) => [
      o.superOrderCode,
      {
        ...followUpsOf(o, isBusiness),
        at,
        createdAt: o.createdAt,
        products: o.orders.map((p) => ({ status: p.status, paymentChangedDate: p.paymentChangedDate ?? null })),
      },
    ]),
  );
}

/** At sign-in (src/worker/api/sign-in-hints.ts): the user's newest orders, kept; a failure keeps nothing. */
export function keepKnownOrdersAtSignIn(c: Context<AppEnv>, o: SignInHintInput): Promise<void> {
  return keepAtSignIn(
    c,
    KEPT,
    o,
    () => o.api.orders.superOrders(),
    (page) => ({ orders: keptOrders(page.items, o.isBusiness) }),
  );
}

/** `api` whose first page of super orders (the newest) is remembered with each order's follow-up calls. */
export function rememberingKnownOrders(c: Context<AppEnv>, api: Api, waitUntil: (p: Promise<unknown>) => void): Api {
  const cache = knownOrdersCache(c, waitUntil);
  if (!cache) return api;
  const isBusiness = c.get('session')?.isBusiness ?? false;
  const orders = api.orders;
  const superOrders: Api['orders']['superOrders'] = (query) =>
    orders.superOrders(query).then((page) => {
      if (!query?.offset) cache.write({ orders: keptOrders(page.items, isBusiness) });
      return page;
    });
  return { ...api, orders: withMethod(orders, 'superOrders', superOrders) };
}
