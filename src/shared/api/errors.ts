/**
 * Errors raised by the shared HTTP helper. Every one carries the correlation id of the call so a
 * failed request state, a toast and an error report can all point support at the same request.
 */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  readonly correlationId: string;
  readonly url: string;

  constructor(message: string, url: string, correlationId: string, options?: { cause?: unknown }) {
    super(message, options);
    this.url = url;
    this.correlationId = correlationId;
  }
}

/**
 * A non-2xx JSON answer (a 3xx too: redirects are never followed). The message is the spec's
 * exact format: `Error {body}; Status Code: {status} Received from {url}`.
 */
export class UpstreamHttpError extends UpstreamError {
  override name = 'UpstreamHttpError';
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, url: string, correlationId: string) {
    super(`Error ${body}; Status Code: ${status} Received from ${url}`, url, correlationId);
    this.status = status;
    this.body = body;
  }
}

/**
 * The request never got an answer (DNS, connection reset, timeout, abort). The message names the
 * path with its digits stripped so error reports group by endpoint, not by photo or order id.
 */
export class UpstreamNetworkError extends UpstreamError {
  override name = 'UpstreamNetworkError';
  readonly timedOut: boolean;

  constructor(cause: unknown, strippedPath: string, url: string, correlationId: string) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${reason} ${strippedPath}`, url, correlationId, { cause });
    this.timedOut = cause instanceof Error && cause.name === 'TimeoutError';
  }
}

/** A blob download answered outside 200–299: rejects with the status and statusText. */
export class UpstreamBlobError extends UpstreamError {
  override name = 'UpstreamBlobError';
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string, url: string, correlationId: string) {
    super(`${status} ${statusText}`.trim(), url, correlationId);
    this.status = status;
    this.statusText = statusText;
  }
}

/** A 2xx answer whose body is not JSON or does not match the endpoint's zod schema. */
export class UpstreamSchemaError extends UpstreamError {
  override name = 'UpstreamSchemaError';
  readonly issues: readonly { path: PropertyKey[]; message: string }[];

  constructor(detail: string, issues: UpstreamSchemaError['issues'], url: string, correlationId: string) {
    super(`Invalid response from ${url}: ${detail}`, url, correlationId);
    this.issues = issues;
  }
}

/** Correlation id of any error that carries one (for request state and reports). */
export function correlationIdOf(error: unknown): string | undefined {
  if (error instanceof UpstreamError) return error.correlationId;
  if (error && typeof error === 'object' && 'correlationId' in error) {
    const id = (error as { correlationId: unknown }).correlationId;
    return typeof id === 'string' ? id : undefined;
  }
  return undefined;
}

/**
 * The fields a write refused, as the worker's `/api` proxy names them in its JSON error shape
 * (`fields`, src/worker/api-proxy/forward.ts); none when the answer names none.
 */
export function refusedFields(error: unknown): string[] {
  if (!(error instanceof UpstreamHttpError)) return [];
  try {
    const fields: unknown = (JSON.parse(error.body) as { fields?: unknown } | null)?.fields;
    return Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}
