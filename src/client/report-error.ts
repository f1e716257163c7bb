import { CSRF_HEADER, CSRF_VALUE } from '../shared/api/browser';
import { correlationIdOf } from '../shared/api/errors';

/**
 * The worker's endpoint that forwards browser reports to the error-reporting service
 * (src/worker/api-proxy/client-errors.ts → src/worker/reporting): the browser holds no DSN of its own,
 * and the worker parses the stack (the browser ships no stack parser: DESIGN §5 budget).
 */
export const CLIENT_ERRORS_URL = '/api/client-errors';

export interface ClientErrorReport {
  /** The error's message (no type prefix), or the text of a thrown non-error. */
  message: string;
  /** The error's name (`TypeError`, `UpstreamHttpError`); absent for a thrown non-error. */
  type?: string;
  /** `error.stack` as the browser wrote it (Chrome, Firefox and Safari each their own way), without the message. */
  stack?: string;
  /** The build's release (the deployed commit): the key of the client source maps. */
  release?: string;
  /** The failed call's correlation id (what its toast showed), else the page's. */
  correlationId?: string;
  /** The correlation id of the request that rendered the page (RouterContext.correlationId). */
  pageCorrelationId?: string;
  /**
   * The failed action, e.g. `DELETE_PHOTOS_FAILED` (spec §8: every `*_FAILED` action is reported),
   * `RENDER_FAILED` (an error boundary), `UNCAUGHT_ERROR` or `UNHANDLED_REJECTION` (window handlers).
   */
  action: string;
}

const MAX_MESSAGE = 2000;
const MAX_STACK = 12_000;
/** Reports one page load may send: a render loop must not flood the endpoint (the worker rate-limits too). */
const MAX_REPORTS = 25;
const CORRELATION_ID = /^[A-Za-z0-9-]{8,64}$/;

let pageCorrelationId: string | undefined;
let release: string | undefined;
let left = MAX_REPORTS;
/** One report per error: a failed action rethrown by runAction must not come back as an unhandled rejection. */
const reported = new WeakSet<object>();

/** Set once the page hydrates (src/router.tsx): the id of the request that rendered this page. */
export function setPageCorrelationId(id: string | undefined): void {
  pageCorrelationId = id && CORRELATION_ID.test(id) ? id : undefined;
}

/**
 * Logs a failure to the console (unless `log` is false) and posts it (message, type, stack,
 * release, correlation ids, action) to `/api/client-errors` (same-origin, CSRF header), once per
 * error and at most 25 times per page load. Never throws and never waits on the UI: reporting must
 * not turn one failure into two. Returns the request so tests can await it.
 */
export function reportClientError(error: unknown, action: string, fetchImpl: typeof fetch = fetch, log = true): Promise<void> {
  if (typeof error === 'object' && error) {
    if (reported.has(error)) return Promise.resolve();
    reported.add(error);
  }
  const isError = error instanceof Error;
  const message = (isError ? error.message : String(error)).slice(0, MAX_MESSAGE) || 'unknown error';
  const correlationId = correlationIdOf(error) ?? pageCorrelationId;
  if (log) console.error(`[${action}]`, message, correlationId ? `(correlation id ${correlationId})` : '', error);
  if (left-- <= 0) return Promise.resolve();
  const body: ClientErrorReport = {
    message,
    action: action.slice(0, 100),
    ...(isError ? { type: error.name.slice(0, 100) } : {}),
    // The message stays out of the stack (V8 starts it with `${name}: ${message}`): sent once.
    ...(isError && error.stack ? { stack: error.stack.replace(error.message, '').slice(0, MAX_STACK) } : {}),
    ...(release ? { release } : {}),
    ...(correlationId ? { correlationId } : {}),
    ...(pageCorrelationId ? { pageCorrelationId } : {}),
  };
  try {
    return fetchImpl(CLIENT_ERRORS_URL, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true, // still delivered when the failure navigates away
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify(body),
    }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}

/** What an error caught by an error boundary is reported as. */
export const BOUNDARY_ACTION = 'RENDER_FAILED';

/**
 * An error a React error boundary caught in the browser: the router's `defaultOnCatch`
 * (src/router.tsx) and the root's `onCaughtError` (src/client/entry.tsx, every other boundary).
 * The page shows the boundary's text; the details go to the console and, through the worker, to
 * the error reporter, once (both hooks see a route boundary's error). Boundaries never catch during
 * server rendering: the worker's onError reports those.
 */
export function reportBoundaryError(error: unknown, fetchImpl: typeof fetch = fetch): Promise<void> {
  return reportClientError(error, BOUNDARY_ACTION, fetchImpl);
}

/**
 * Reports every error nothing else caught (`error` and `unhandledrejection` on the window), each
 * with its own stack, under `buildRelease` (the bundle's release, `__RELEASE__` of vite.config.ts).
 * Called once by the entry before hydration. An `error` event without an error object (a script of
 * another origin: "Script error.") is reported with the place the browser gives.
 */
export function reportUncaughtErrors(
  buildRelease: string,
  target: Pick<Window, 'addEventListener'> = window,
  fetchImpl: typeof fetch = fetch,
): void {
  release = buildRelease;
  // Not logged again: the browser has already written these to the console.
  target.addEventListener('error', (event) => {
    const error =
      event.error ?? Object.assign(new Error(event.message), { stack: `\n    at ${event.filename || '?'}:${event.lineno}:${event.colno}` });
    void reportClientError(error, 'UNCAUGHT_ERROR', fetchImpl, false);
  });
  target.addEventListener('unhandledrejection', (event) => void reportClientError(event.reason, 'UNHANDLED_REJECTION', fetchImpl, false));
}
