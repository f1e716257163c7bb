/**
 * A request that can safely be sent twice and failed before any answer came is sent once more, at
 * once, within the same deadline (its signal).
 *
 * Why: connections are pooled and kept alive between calls. When the other side closes an idle one
 * just as the next call goes out on it (a node server's keep-alive timeout is 5 s), that call fails
 * without ever reaching the server: 'Network connection lost.' in workerd, a TypeError in browsers.
 * Browsers and HTTP clients resend idempotent requests on a fresh connection for that reason; the
 * worker's fetch does not. Seen as a month of My photos failing on a page loaded about 5 s after the
 * last one, and as an address that could not be deleted (flaky e2e tests).
 *
 * Never retried: a timeout or a cancellation (the caller gave up), a body that is a stream (it was
 * read by the first attempt), and by default what `safeToResend` refuses.
 */
export function withLostConnectionRetry(doFetch: typeof fetch, resendable: Resendable = safeToResend): typeof fetch {
  return async (input, init) => {
    try {
      return await doFetch(input, init);
    } catch (error) {
      if (!retryable(requestOf(input, init), init?.signal, error, resendable)) throw error;
      return doFetch(input, init);
    }
  };
}

/** What a resend decision looks at: the method, and whether the request carries a body. */
export interface ResendableRequest {
  method: string;
  hasBody: boolean;
}
export type Resendable = (request: ResendableRequest) => boolean;

const GAVE_UP = new Set(['AbortError', 'TimeoutError']);

/**
 * The requests whose second copy can do no harm, should the first have arrived after all: GET and
 * HEAD (no effect), PUT (the same state again), and a DELETE of what its address names (the second
 * copy answers 404 at worst: the customer sees a failure, nothing is lost). Not a DELETE with a
 * body: the photos' batch delete answers which ids it could not delete, and a second copy would
 * name every photo the first had deleted, so the page would put back photos that are gone. Not a
 * POST or PATCH: a second order, upload or job.
 */
export function safeToResend({ method, hasBody }: ResendableRequest): boolean {
  switch (method.toUpperCase()) {
    case 'GET':
    case 'HEAD':
    case 'PUT':
      return true;
    case 'DELETE':
      return !hasBody;
    default:
      return false;
  }
}

/** Whether a failed attempt is sent again: resendable, not cancelled, not timed out. */
export function retryable(
  request: ResendableRequest & { streamed?: boolean },
  signal: AbortSignal | null | undefined,
  error: unknown,
  resendable: Resendable = safeToResend,
): boolean {
  if (request.streamed || !resendable(request) || signal?.aborted) return false;
  return !(error instanceof Error && GAVE_UP.has(error.name));
}

function requestOf(input: RequestInfo | URL, init: RequestInit | undefined): ResendableRequest & { streamed: boolean } {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  const body = init?.body ?? (input instanceof Request ? input.body : null);
  return { method, hasBody: body != null, streamed: body instanceof ReadableStream };
}
