import type { Http } from './http';
import { type ApiKey, DEFAULT_TIMEOUT_MS } from './keys';

/** The custom header every /api call carries; the proxy refuses state-changing calls without it. */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_VALUE = 'myaccount';

/**
 * Transport of the hydrated client: same-origin `/api/<key>` through the worker's proxy, which
 * attaches the bearer token. The browser never holds a token; each call gets its own
 * correlation id (forwarded by the proxy) so a failure can be found in the worker's logs.
 * The HTTP helper is its own chunk, loaded with the first call (not part of the first load).
 */
export function browserTransport(options: { fetch?: typeof fetch; timeoutMs?: number } = {}): (key: ApiKey) => Promise<Http> {
  return async (key) =>
    (await import('./http')).createHttp({
      baseUrl: `/api/${key}`,
      headers: { [CSRF_HEADER]: CSRF_VALUE },
      credentials: 'same-origin',
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    });
}
