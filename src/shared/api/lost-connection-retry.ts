/**
 * A request that can safely be sent twice (GET, HEAD: no body, no effect) and failed before any
 * answer came is sent once more, at once, within the same deadline (its signal).
 *
 * Why: connections are pooled and kept alive between calls. When the other side closes an idle one
 * just as the next call goes out on it (a node server's keep-alive timeout is 5 s), that call fails
 * without ever reaching the server: 'Network connection lost.' in workerd, a TypeError in browsers.
 * Browsers and HTTP clients resend idempotent requests on a fresh connection for that reason; the
 * worker's fetch does not. Seen as a month of My photos failing on a page loaded about 5 s after the
 * last one (a flaky e2e test, and 3 of 40 page views at 5 s intervals before this).
 *
 * Never retried: a timeout or a cancellation (the caller gave up), or by default a request that has
 * a body or an effect (POST, PUT, PATCH, DELETE: the first attempt may have reached the server).
 * A caller whose writes are safe to send twice says so with `resendable` (the OIDC token calls).
 */
export function withLostConnectionRetry(doFetch: typeof fetch, resendable: (method: string) => boolean = idempotent): typeof fetch {
  return async (input, init) => {
    try {
      return await doFetch(input, init);
    } catch (error) {
      if (!retryable(methodOf(input, init), init?.signal, error, resendable)) throw error;
      return doFetch(input, init);
    }
  };
}

const IDEMPOTENT = new Set(['GET', 'HEAD']);
const GAVE_UP = new Set(['AbortError', 'TimeoutError']);

/** GET and HEAD: no body, no effect. */
export const idempotent = (method: string): boolean => IDEMPOTENT.has(method.toUpperCase());

/** Whether a failed attempt is sent again: resendable, not cancelled, not timed out. */
export function retryable(
  method: string,
  signal: AbortSignal | null | undefined,
  error: unknown,
  resendable: (method: string) => boolean = idempotent,
): boolean {
  if (!resendable(method) || signal?.aborted) return false;
  return !(error instanceof Error && GAVE_UP.has(error.name));
}

function methodOf(input: RequestInfo | URL, init: RequestInit | undefined): string {
  return init?.method ?? (input instanceof Request ? input.method : 'GET');
}
