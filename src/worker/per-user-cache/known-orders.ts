import type { Context } from 'hono';
import * as z from 'zod/mini';
import { deliveryDatesShownOn, followUpsOf, type OrderListPage } from '../../features/orders';
import type { ListedSuperOrder, OrderFollowUps } from '../../shared/queries/orders';
import type { AppEnv } from '../env';
import { type KeptValue, perUserCache } from './index';

/**
 * The user's orders as the worker last saw them in their orders list (the newest 100, from the
 * overview's or /orders' orders call), each with the calls its page makes after the order itself
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

const KEPT: KeptValue<z.infer<typeof Kept>> = { name: 'known-orders', schema: Kept, ttlSeconds: KNOWN_ORDERS_TTL_S };

/** How many of the newest orders are kept (the order pages a customer opens are among them). */
const KEPT_ORDERS = 100;

const knownOrdersCache = (c: Context<AppEnv>, waitUntil?: (p: Promise<unknown>) => void) => perUserCache(c, KEPT, waitUntil);

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

/** Keeps the user's newest orders as a list page read them (written after the page, under waitUntil). */
export function keepKnownOrders(c: Context<AppEnv>, orders: readonly ListedSuperOrder[], waitUntil: (p: Promise<unknown>) => void): void {
  const isBusiness = c.get('session')?.isBusiness ?? false;
  const kept = Object.fromEntries(
    orders.slice(0, KEPT_ORDERS).map((o, at) => [
      o.superOrderCode,
      {
        ...followUpsOf(o, isBusiness),
        at,
        createdAt: o.createdAt,
        products: o.orders.map((p) => ({ status: p.status, paymentChangedDate: p.paymentChangedDate ?? null })),
      },
    ]),
  );
  knownOrdersCache(c, waitUntil)?.write({ orders: kept });
}
