import type { Context } from 'hono';
import type * as z from 'zod/mini';
import { defaultCache } from '../cache/edge-cache';
import { cacheKeyPrefix } from '../cache/generation';
import type { AppEnv } from '../env';
import { userKey } from './user-key';

/**
 * The one owner of what the worker keeps per signed-in user (issue 32 §7), in the data centre's
 * Cache API: what a page's calls need to start together, learnt from an earlier page of the same
 * user (issue 18 §6: the orders an order page may stream for, the months My photos starts with).
 * One key scheme: value name, brand and user (hashed), so no other user can ever read it; a miss,
 * a failure or a value that no longer parses is `undefined`, and the page then asks the upstream as
 * it would without it.
 */
export interface PerUserCache<T> {
  read(): Promise<T | undefined>;
  /** Written after the answer that taught it, under the request's waitUntil. */
  write(value: T): void;
}

async function keyFor(name: string, brandKey: string, userId: string): Promise<Request> {
  return new Request(
    `https://per-user.myaccount.invalid/${cacheKeyPrefix()}${encodeURIComponent(name)}/${encodeURIComponent(brandKey)}/${await userKey(brandKey, userId)}`,
  );
}

/**
 * What each request read, by value name (the body text): a write of the same value is skipped, so
 * a page that learnt nothing new costs no cache put. The value then lives out its TTL and is
 * written again by the first page after it lapsed.
 */
const readThisRequest = new WeakMap<Request, Map<string, string>>();

/** A value kept per user: its name in the key, its schema (a value that no longer parses is a miss) and its lifetime. */
export interface KeptValue<T> {
  name: string;
  schema: z.ZodMiniType<T>;
  ttlSeconds: number;
}

/** `kept`'s cache for this request's user; undefined when signed out or without a Cache API. */
export function perUserCache<T>(
  c: Context<AppEnv>,
  { name, schema, ttlSeconds }: KeptValue<T>,
  waitUntil: (p: Promise<unknown>) => void = () => undefined,
): PerUserCache<T> | undefined {
  const userId = c.get('session')?.userId;
  const cache = defaultCache();
  const brand = c.get('brand');
  if (!cache || !brand || !userId) return undefined;
  const key = () => keyFor(name, brand.key, userId);
  const request = c.req.raw;
  return {
    async read() {
      try {
        const hit = await cache.match(await key());
        const text = hit ? await hit.text() : undefined;
        const parsed = schema.safeParse(text === undefined ? undefined : JSON.parse(text));
        if (!parsed.success) return undefined;
        if (text !== undefined) readThisRequest.set(request, (readThisRequest.get(request) ?? new Map()).set(name, text));
        return parsed.data;
      } catch {
        return undefined;
      }
    },
    write(value) {
      const body = JSON.stringify(value);
      if (readThisRequest.get(request)?.get(name) === body) return;
      const headers = { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${ttlSeconds}` };
      waitUntil(
        key()
          .then((k) => cache.put(k, new Response(body, { headers })))
          .catch(() => undefined),
      );
    },
  };
}
