import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { Api } from '../../shared/api/index';
import type { AppEnv } from '../env';
import { defaultCache } from './delivery-cache';

/**
 * The signed-in user's account id, kept in the data centre's Cache API once a page has read the
 * customer record (issue 18 §6). The saved projects are asked by account id: with the id known
 * before the page loads, the projects call need not wait for the customer call (one round trip on
 * the page's critical path instead of two). An account id never changes for a user; the key holds
 * brand and user (hashed), so no other user can ever read it.
 */
export const ACCOUNT_ID_TTL_S = 24 * 60 * 60;
const Kept = z.object({ accountId: z.int() });

async function keyFor(brandKey: string, userId: string): Promise<Request> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${brandKey}\n${userId}`)));
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return new Request(`https://account-id.myaccount.invalid/${encodeURIComponent(brandKey)}/${hex}`);
}

function scopeOf(c: Context<AppEnv>): { brandKey: string; userId: string; cache: Cache } | undefined {
  const cache = defaultCache();
  const brand = c.get('brand');
  const session = c.get('session');
  return cache && brand && session ? { brandKey: brand.key, userId: session.userId, cache } : undefined;
}

/** The account id this worker has seen for the signed-in user, if any (a cache miss or failure: undefined). */
export async function knownAccountId(c: Context<AppEnv>): Promise<number | undefined> {
  const scope = scopeOf(c);
  if (!scope) return undefined;
  try {
    const hit = await scope.cache.match(await keyFor(scope.brandKey, scope.userId));
    const parsed = Kept.safeParse(hit ? await hit.json() : undefined);
    return parsed.success ? parsed.data.accountId : undefined;
  } catch {
    return undefined;
  }
}

/** `api` whose `customer.me` remembers the account id it answers (written after the answer, in waitUntil). */
export function rememberingAccountId(c: Context<AppEnv>, api: Api, waitUntil: (p: Promise<unknown>) => void): Api {
  const scope = scopeOf(c);
  if (!scope) return api;
  const customer = api.customer;
  const me: Api['customer']['me'] = (...args) =>
    customer.me(...args).then((record) => {
      if (record && Number.isInteger(record.accountId)) {
        const body = JSON.stringify({ accountId: record.accountId });
        const write = keyFor(scope.brandKey, scope.userId).then((key) =>
          scope.cache.put(
            key,
            new Response(body, { headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${ACCOUNT_ID_TTL_S}` } }),
          ),
        );
        waitUntil(write.catch(() => undefined));
      }
      return record;
    });
  return { ...api, customer: new Proxy(customer, { get: (target, name) => (name === 'me' ? me : Reflect.get(target, name)) }) };
}
