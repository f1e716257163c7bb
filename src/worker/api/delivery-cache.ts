import * as z from 'zod/mini';
import type { DeliveryDatesCache } from '../../shared/api/delivery';
import { DeliveryDates } from '../../shared/api/orders';
import { cacheKeyPrefix } from '../cache/generation';
import { userKey } from './user-key';

/**
 * Delivery dates kept per order for a short time (issue 18 §5), in the data centre's Cache API.
 * A window moves rarely and a few minutes' lag is harmless; a customer paging through orders,
 * order details and the overview asks for the same windows again and again.
 */
export const DELIVERY_DATES_TTL_S = 5 * 60;

/** What is kept: the dates, or null for the service's 'none known' (404). */
const Kept = z.object({ dates: z.nullable(DeliveryDates) });

export interface DeliveryCacheScope {
  brandKey: string;
  /** The signed-in user's id: a key never matches another user's (the answer is theirs only). */
  userId: string;
  /** Keeps the request alive until the write is done (the execution context's waitUntil). */
  waitUntil: (promise: Promise<unknown>) => void;
  /** The Cache API's default cache; absent (tests, a runtime without it) = nothing is kept. */
  cache?: Cache;
}

/**
 * The worker's DeliveryDatesCache: keyed by brand + user + order code, TTL DELIVERY_DATES_TTL_S. The
 * key is a URL of a host nobody serves, so it never collides with a cached page; read and write
 * failures only mean a call to the service.
 */
export function deliveryDatesCache(scope: DeliveryCacheScope): DeliveryDatesCache | undefined {
  const cache = scope.cache;
  if (!cache) return undefined;
  // Hashed when a date is first looked up, not for every signed-in request that builds the API.
  const keyOf = async (orderCode: string) =>
    new Request(
      `https://delivery-dates.myaccount.invalid/${cacheKeyPrefix()}${encodeURIComponent(scope.brandKey)}/${await userKey(scope.brandKey, scope.userId)}/${encodeURIComponent(orderCode)}`,
    );
  return {
    async get(orderCode) {
      const hit = await cache.match(await keyOf(orderCode));
      if (!hit) return undefined;
      const parsed = Kept.safeParse(await hit.json().catch(() => undefined));
      return parsed.success ? parsed.data.dates : undefined;
    },
    put(orderCode, dates) {
      const body = JSON.stringify({ dates });
      const write = keyOf(orderCode).then((key) =>
        cache.put(
          key,
          new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${DELIVERY_DATES_TTL_S}` } }),
        ),
      );
      scope.waitUntil(write.catch(() => undefined));
    },
  };
}

/** The Cache API's default cache where the runtime has one. */
export function defaultCache(): Cache | undefined {
  return typeof caches !== 'undefined' ? (caches as unknown as { default?: Cache }).default : undefined;
}
