import type { Context } from 'hono';
import { createHttp, type Http } from '../../shared/api/http';
import { type Api, type CreateApiOptions, createApi } from '../../shared/api/index';
import { type ApiKey, DEFAULT_TIMEOUT_MS } from '../../shared/api/keys';
import { acceptLanguageOf } from '../../shared/i18n/format-locale';
import type { AppEnv, Bindings } from '../env';
import { observedFetch } from '../middleware/request-log/upstream-calls';
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
  /** What a failed call rejects with instead of its error (HttpOptions.onFailure: the page render's public errors). */
  onFailure?: (error: unknown) => unknown;
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
      ...(options.onFailure ? { onFailure: options.onFailure } : {}),
    });
  };
}

/** The typed client over `serverTransport` (the sign-in's, before the request has a session). */
export function serverApi(
  env: Pick<Bindings, 'UPSTREAM'>,
  session: SessionToken | null | undefined,
  correlationId: string,
  options: ServerTransportOptions & CreateApiOptions = {},
): Api {
  const { onFallback, ownAccount, ...transport } = options;
  return createApi(serverTransport(env, session, correlationId, transport), {
    ...(onFallback ? { onFallback } : {}),
    ...(ownAccount ? { ownAccount } : {}),
  });
}

/**
 * The one way to build the typed client for a Hono request: the session's bearer, the request's
 * correlation id and its brand's language on every call. The page render passes `onFailure` (its
 * public errors, src/worker/ssr/public-failures.ts) and `ownAccount` (the customer gate's account
 * id, for the calls by account id); the forms, documents and downloads handle the full errors
 * themselves.
 */
export function apiForRequest(c: Context<AppEnv>, options: Pick<ServerTransportOptions, 'onFailure'> & CreateApiOptions = {}): Api {
  return serverApi(c.env, sessionOf(c), c.get('correlationId') ?? crypto.randomUUID(), {
    ...options,
    acceptLanguage: acceptLanguageFor(c),
  });
}

/**
 * The transport `apiForRequest` builds its client on (the session's bearer, the request's
 * correlation id, the brand's language), for an API outside the typed client: the identity API of
 * the form actions.
 */
export function transportForRequest(c: Context<AppEnv>): (key: ApiKey) => Http {
  return serverTransport(c.env, sessionOf(c), c.get('correlationId') ?? crypto.randomUUID(), { acceptLanguage: acceptLanguageFor(c) });
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
