import type { Context } from 'hono';
import type { DeliveryDatesCache } from '../../shared/api/delivery';
import { createHttp, type Http } from '../../shared/api/http';
import { type Api, createApi } from '../../shared/api/index';
import { type ApiKey, DEFAULT_TIMEOUT_MS } from '../../shared/api/keys';
import { acceptLanguageOf } from '../../shared/i18n/format-locale';
import type { AppEnv, Bindings } from '../env';
import { observedFetch } from '../middleware/request-log/upstream-calls';
import { rememberingAccountId } from './account-id-cache';
import { defaultCache, deliveryDatesCache } from './delivery-cache';
import { rememberingKnownOrders } from './known-orders-cache';
import { rememberingNewestMonths } from './newest-months-cache';
import { sessionOf } from './session';

/** The bearer for upstream calls: `c.var.accessToken` from the auth `session()` middleware. */
export interface SessionToken {
  accessToken: string;
}

/** APIs the spec marks "no token": the bearer is never sent there, so it can't leak to them. */
const NO_TOKEN: ReadonlySet<ApiKey> = new Set(['emailGateway', 'publicConf']);

export interface ServerTransportOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * The customer's locale for the upstream (`Accept-Language`, docs/contracts.md): content in
   * their language, amounts in their market's currency. Every call of a request sends it.
   */
  acceptLanguage?: string;
}

/**
 * Worker transport: base URL from `env.UPSTREAM[key]`, the session's bearer token, and the
 * request's correlation id on every upstream call (so one id follows the request end to end).
 */
export function serverTransport(
  env: Pick<Bindings, 'UPSTREAM'>,
  session: SessionToken | null | undefined,
  correlationId: string,
  options: ServerTransportOptions = {},
): (key: ApiKey) => Http {
  return (key) => {
    const baseUrl = env.UPSTREAM[key];
    if (!baseUrl) throw new Error(`serverTransport: UPSTREAM.${key} is not configured`);
    return createHttp({
      baseUrl,
      correlationId,
      getToken: NO_TOKEN.has(key) ? undefined : () => session?.accessToken,
      ...(options.acceptLanguage ? { headers: { 'Accept-Language': options.acceptLanguage } } : {}),
      // Each call is listed in the request's log line (service = the UPSTREAM key).
      fetch: observedFetch(key, baseUrl, options.fetch),
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
  };
}

/** The per-request typed client for SSR loaders (RouterContext.api on the server). */
export function serverApi(
  env: Pick<Bindings, 'UPSTREAM'>,
  session: SessionToken | null | undefined,
  correlationId: string,
  options: ServerTransportOptions & { onFallback?: (error: unknown) => void; deliveryCache?: DeliveryDatesCache } = {},
): Api {
  return createApi(serverTransport(env, session, correlationId, options), {
    onFallback: options.onFallback,
    ...(options.deliveryCache ? { deliveryCache: options.deliveryCache } : {}),
  });
}

/**
 * `serverApi` for a Hono request: the session's token, the request's correlation id, and an
 * optional reporter for the menu-config fallback. In the SSR handler:
 * `api: apiForRequest(c, (e) => void reportError(c, e, { source: 'worker', action: 'MENU_CONFIG_FAILED' }))`.
 */
export function apiForRequest(c: Context<AppEnv>, onFallback?: (error: unknown) => void): Api {
  const session = sessionOf(c);
  const brand = c.get('brand');
  // Delivery dates per order for a few minutes (issue 18 §5): signed in only, keyed by brand and user.
  const deliveryCache =
    session && brand
      ? deliveryDatesCache({ brandKey: brand.key, userId: session.userId, waitUntil: waitUntilOf(c), cache: defaultCache() })
      : undefined;
  const api = serverApi(c.env, session, c.get('correlationId') ?? crypto.randomUUID(), {
    onFallback,
    acceptLanguage: acceptLanguageFor(c),
    ...(deliveryCache ? { deliveryCache } : {}),
  });
  if (!session) return api;
  // What an earlier page taught lets a later page's calls start together (issue 18 §6).
  const waitUntil = waitUntilOf(c);
  return rememberingKnownOrders(c, rememberingNewestMonths(c, rememberingAccountId(c, api, waitUntil), waitUntil), waitUntil);
}

/** The execution context's waitUntil; without one (app.request in tests) the promise runs on its own. */
export function waitUntilOf(c: Context<AppEnv>): (promise: Promise<unknown>) => void {
  return (promise) => {
    try {
      c.executionCtx.waitUntil(promise);
    } catch {
      void promise;
    }
  };
}

/** The `Accept-Language` of this request's brand (undefined before the brand is known). */
export function acceptLanguageFor(c: Context<AppEnv>): string | undefined {
  const brand = c.get('brand');
  return brand ? acceptLanguageOf(brand) : undefined;
}
