import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as z from 'zod';
import { customerApi } from '../../../shared/api/customer';
import { UpstreamHttpError } from '../../../shared/api/errors';
import { acceptLanguageFor, serverTransport } from '../../api';
import type { AppEnv, Bindings } from '../../env';
import type { CookieJar } from '../../middleware/cookies';
import { signValue, verifyValue } from '../../signing/signed-value';
import { CUSTOMER_COOKIE, requestHost, tokenCookieOptions } from '../session/token-cookies';

/**
 * Customer record on entry (account-area §4): `GET /customers/me` answering 404, or a record with
 * `accountDeleted`, sends the user to /logout.
 *
 * Decision: the check runs once per session and its "active" result is kept for CACHE_TTL_S in a
 * signed cookie bound to the user id, so most page requests stream their shell without waiting
 * for the customer API (DESIGN.md §5). It is also primed at sign-in (the callback already waits for
 * the token exchange), so the first page after sign-in does not wait either. A deleted account is
 * therefore noticed at sign-in and then within five minutes. Upstream failures (timeout, 5xx,
 * malformed body) do not block the page and are not cached: the page's own data calls show them.
 */
export const CACHE_TTL_S = 5 * 60;
const TIMEOUT_MS = 3000;
const PURPOSE = 'customer-gate';

/**
 * The gate cookie: whose check it is, and what that check read: the account id (the pages' calls
 * by account id) and the first name (the header's greeting, issue 35 §6).
 */
const cachedSchema = z.object({ sub: z.string(), accountId: z.int().optional(), firstName: z.string().max(60).optional() });

/** What an active customer check read, kept in the gate's cookie. */
export interface KnownCustomer {
  accountId?: number;
  /** For the header's greeting; absent when the record has none. */
  firstName?: string;
}

/** 'ended': the API refused the bearer (401): its session was signed out or the account is gone. */
export type CustomerCheck = 'active' | 'deleted' | 'ended' | 'unknown';

/**
 * One call to the customer API for the bearer's own record, through the typed client
 * (src/shared/api/customer.ts: 404 → null, the record zod-parsed). A 401 is 'ended'; other
 * failures are 'unknown'. An active record's account id comes with it (signed into the gate's cookie).
 */
export async function readCustomer(
  env: Pick<Bindings, 'UPSTREAM'>,
  accessToken: string,
  correlationId: string,
  fetchImpl?: typeof fetch,
  acceptLanguage?: string,
): Promise<{ check: CustomerCheck } & KnownCustomer> {
  const transport = serverTransport(env, { accessToken }, correlationId, {
    timeoutMs: TIMEOUT_MS,
    ...(acceptLanguage ? { acceptLanguage } : {}),
    ...(fetchImpl ? { fetch: fetchImpl } : {}),
  });
  try {
    const me = await customerApi(transport('customer')).account();
    if (me === null || me.accountDeleted) return { check: 'deleted' };
    const firstName = me.firstName.trim().slice(0, 60);
    return { check: 'active', accountId: me.accountId, ...(firstName ? { firstName } : {}) };
  } catch (err) {
    return { check: err instanceof UpstreamHttpError && err.status === 401 ? 'ended' : 'unknown' };
  }
}

/** {@link readCustomer}'s verdict alone. */
export async function checkCustomer(...args: Parameters<typeof readCustomer>): Promise<CustomerCheck> {
  return (await readCustomer(...args)).check;
}

/**
 * Stages the cookie that remembers an active customer for CACHE_TTL_S, with what the check read:
 * the account id (the saved projects are asked for by account id, and with it known the page's
 * call starts at once instead of after the customer call; it never reaches a page or its state)
 * and the first name the header greets with. Signed and httpOnly.
 */
export async function setCustomerGateCookie(
  jar: CookieJar,
  secret: string,
  host: string,
  userId: string,
  known: KnownCustomer,
): Promise<void> {
  const value = { sub: userId, ...known };
  jar.set(CUSTOMER_COOKIE, await signValue(secret, PURPOSE, value, CACHE_TTL_S), tokenCookieOptions(host, CACHE_TTL_S));
}

/** The gate cookie's verdict, when it is this host's, signed and unexpired: whose check it is and what it read. */
/**
 * Forgets the gate's verdict (the customer record just changed: a new name), so the next page
 * checks again and greets with what the record says now.
 */
export function forgetCustomerGate(c: Context<AppEnv>): void {
  c.var.cookies.expire(CUSTOMER_COOKIE, tokenCookieOptions(requestHost(c.req.url)));
}

export function readCustomerGateCookie(c: Context<AppEnv>): Promise<z.infer<typeof cachedSchema> | undefined> {
  return verifyValue(c.env.SESSION_SECRET, PURPOSE, getCookie(c, CUSTOMER_COOKIE), cachedSchema);
}

const asked = new WeakMap<Request, Promise<number | undefined>>();

/**
 * The signed-in user's account id, for the calls by account id (the saved projects, the own
 * uploads): what the gate read for this request (its cookie or its call), else the gate's cookie
 * (the /api proxy, which the gate does not run on), else one customer call. Asked once per request;
 * undefined when no session or the customer service cannot say.
 */
export function ownAccountId(c: Context<AppEnv>, fetchImpl?: typeof fetch): Promise<number | undefined> {
  const known = c.get('accountId');
  if (known !== undefined) return Promise.resolve(known);
  let pending = asked.get(c.req.raw);
  if (!pending) {
    pending = readOwnAccountId(c, fetchImpl);
    asked.set(c.req.raw, pending);
  }
  return pending;
}

async function readOwnAccountId(c: Context<AppEnv>, fetchImpl?: typeof fetch): Promise<number | undefined> {
  const session = c.var.session;
  const token = c.var.accessToken;
  if (!session || !token) return undefined;
  const cached = await readCustomerGateCookie(c);
  if (cached?.sub === session.userId && cached.accountId !== undefined) return cached.accountId;
  const { accountId } = await readCustomer(c.env, token, c.var.correlationId ?? crypto.randomUUID(), fetchImpl, acceptLanguageFor(c));
  return accountId;
}
