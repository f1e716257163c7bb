import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ANALYTICS_PATH } from '../../shared/analytics/events';
import { CSRF_HEADER } from '../../shared/api/browser';
import type { ErrorCode } from './http-error';

/**
 * The one JSON error shape of the worker (DESIGN.md §4): a machine `code`, the catalogue text in
 * the brand's locale when there is one, and the correlation id support asks for. Never an upstream
 * URL, body or internal id.
 */
export interface JsonErrorBody {
  error: ErrorCode;
  message?: string;
  correlationId: string;
  /** A refused write: the names of the fields the service refused (upstream-fields.ts), for the form to mark. */
  fields?: readonly string[];
}

/** Paths that only ever answer JSON (fetch calls, the push socket, the upstream's signals). */
function jsonOnlyPath(pathname: string): boolean {
  return (
    pathname.startsWith('/api/') ||
    pathname.startsWith('/internal/') ||
    pathname === ANALYTICS_PATH ||
    pathname === '/push' ||
    pathname === '/push/ticket'
  );
}

/**
 * Whether an error for this request is answered as JSON: the JSON-only paths, every fetch of the
 * hydrated app (it sends the custom header), and clients that accept JSON but not HTML.
 */
export function wantsJson(c: Context): boolean {
  if (jsonOnlyPath(new URL(c.req.url).pathname)) return true;
  if (c.req.header(CSRF_HEADER) !== undefined) return true;
  const accept = c.req.header('Accept') ?? '';
  return accept.includes('application/json') && !accept.includes('text/html');
}

/** The body of a JSON error for this request. */
export function jsonErrorBody(c: Context, error: ErrorCode, message?: string, fields?: readonly string[]): JsonErrorBody {
  const correlationId = (c.get('correlationId') as string | undefined) ?? 'unknown';
  return {
    error,
    ...(message === undefined ? {} : { message }),
    correlationId,
    ...(fields?.length ? { fields } : {}),
  };
}

/**
 * The JSON error response: the one place the shape is built (`onError` calls it for every
 * `HttpError` and unexpected error a JSON caller gets). Never cached, never sniffed.
 */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  error: ErrorCode,
  message?: string,
  fields?: readonly string[],
): Response {
  const body = jsonErrorBody(c, error, message, fields);
  return c.json(body, status, {
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-CorrelationId': body.correlationId,
  });
}
