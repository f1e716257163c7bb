import type { Context } from 'hono';
import * as z from 'zod/mini';
import type { Api } from '../../shared/api/index';
import type { AppEnv } from '../env';
import { type KeptValue, keepForUser, perUserCache } from './per-user-cache';
import { withMethod } from './with-method';

/**
 * The signed-in user's account id, kept at sign-in and whenever a page reads the customer record (issue 18 §6).
 * The saved projects are asked by account id: with the id known before the page loads, the projects
 * call need not wait for the customer call (one round trip on the page's critical path instead of
 * two). An account id never changes for a user.
 */
export const ACCOUNT_ID_TTL_S = 24 * 60 * 60;
const Kept = z.object({ accountId: z.int() });

const KEPT: KeptValue<z.infer<typeof Kept>> = { name: 'account-id', schema: Kept, ttlSeconds: ACCOUNT_ID_TTL_S };

const accountIdCache = (c: Context<AppEnv>, waitUntil: (p: Promise<unknown>) => void = () => undefined) => perUserCache(c, KEPT, waitUntil);

/** The account id this worker has seen for the signed-in user, if any (a cache miss or failure: undefined). */
export async function knownAccountId(c: Context<AppEnv>): Promise<number | undefined> {
  return (await accountIdCache(c)?.read())?.accountId;
}

/** Keeps the account id the sign-in read (the callback asks for the customer record before any page). */
export function keepAccountIdAtSignIn(c: Context<AppEnv>, userId: string, accountId: number): Promise<void> {
  return keepForUser(c, KEPT, userId, { accountId });
}

/** `api` whose `customer.me` remembers the account id it answers (written after the answer, in waitUntil). */
export function rememberingAccountId(c: Context<AppEnv>, api: Api, waitUntil: (p: Promise<unknown>) => void): Api {
  const cache = accountIdCache(c, waitUntil);
  if (!cache) return api;
  const customer = api.customer;
  const me: Api['customer']['me'] = (...args) =>
    customer.me(...args).then((record) => {
      if (record && Number.isInteger(record.accountId)) cache.write({ accountId: record.accountId });
      return record;
    });
  return { ...api, customer: withMethod(customer, 'me', me) };
}
