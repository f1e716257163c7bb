import { CSRF_HEADER, CSRF_VALUE } from '../shared/api/browser';
import { correlationIdOf } from '../shared/api/errors';

/**
 * The worker's endpoint that forwards browser reports to the error-reporting service
 * (src/worker/api-proxy/client-errors.ts → @sentry/cloudflare): the browser holds no DSN of its own.
 */
export const CLIENT_ERRORS_URL = '/api/client-errors';

export interface ClientErrorReport {
  message: string;
  /** The failed call's correlation id (what its toast showed), else the page's. */
  correlationId?: string;
  /** The correlation id of the request that rendered the page (RouterContext.correlationId). */
  pageCorrelationId?: string;
  /** The failed action, e.g. `DELETE_PHOTOS_FAILED` (spec §8: every `*_FAILED` action is reported). */
  action: string;
}

const MAX_MESSAGE = 2000;
const CORRELATION_ID = /^[A-Za-z0-9-]{8,64}$/;

let pageCorrelationId: string | undefined;

/** Set once the page hydrates (src/router.tsx): the id of the request that rendered this page. */
export function setPageCorrelationId(id: string | undefined): void {
  pageCorrelationId = id && CORRELATION_ID.test(id) ? id : undefined;
}

/**
 * Logs a failed action to the console and posts `{ message, correlationId, action }` to
 * `/api/client-errors` (same-origin, CSRF header). Never throws and never waits on the UI:
 * reporting must not turn one failure into two. Returns the request so tests can await it.
 */
export function reportClientError(error: unknown, action: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, MAX_MESSAGE) || 'unknown error';
  const correlationId = correlationIdOf(error) ?? pageCorrelationId;
  console.error(`[${action}]`, message, correlationId ? `(correlation id ${correlationId})` : '', error);
  const body: ClientErrorReport = {
    message,
    action: action.slice(0, 100),
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

/** What an error caught by a route's error boundary is reported as. */
export const BOUNDARY_ACTION = 'RENDER_FAILED';

/**
 * The router's `defaultOnCatch` (src/router.tsx): an error a route's error boundary caught in the browser.
 * The page shows the spec's boundary text; the details go to the console and, through the worker, to
 * the error reporter. (Boundaries never catch during server rendering: the worker's onError reports those.)
 */
export function reportBoundaryError(error: unknown, fetchImpl: typeof fetch = fetch): Promise<void> {
  return reportClientError(error, BOUNDARY_ACTION, fetchImpl);
}
