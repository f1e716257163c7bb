import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { AppEnv } from '../env';
import { defaultCache } from './delivery-cache';

/**
 * A small value the worker keeps per signed-in user in the data centre's Cache API (issue 18 §6:
 * what a page's calls need to start together, learnt from an earlier page). The key holds brand and
 * user (hashed), so no other user can ever read it; a miss, a failure or a value that no longer
 * parses is `undefined`, and the page then asks the upstream as it would without it.
 */
export interface PerUserCache<T> {
  read(): Promise<T | undefined>;
  /** Written after the answer that taught it, under the request's waitUntil. */
  write(value: T): void;
}

async function keyFor(name: string, brandKey: string, userId: string): Promise<Request> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${brandKey}\n${userId}`)));
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return new Request(`https://${name}.myaccount.invalid/${encodeURIComponent(brandKey)}/${hex}`);
}

/** `name`'s cache for this request's user; undefined when signed out or without a Cache API. */
export function perUserCache<T>(
  c: Context<AppEnv>,
  name: string,
  schema: z.ZodMiniType<T>,
  ttlSeconds: number,
  waitUntil: (p: Promise<unknown>) => void,
): PerUserCache<T> | undefined {
  const cache = defaultCache();
  const brand = c.get('brand');
  const session = c.get('session');
  if (!cache || !brand || !session) return undefined;
  const key = () => keyFor(name, brand.key, session.userId);
  return {
    async read() {
      try {
        const hit = await cache.match(await key());
        const parsed = schema.safeParse(hit ? await hit.json() : undefined);
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      const body = JSON.stringify(value);
      const headers = { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${ttlSeconds}` };
      waitUntil(
        key()
          .then((k) => cache.put(k, new Response(body, { headers })))
          .catch(() => undefined),
      );
    },
  };
}
