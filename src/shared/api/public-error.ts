/**
 * What a page may say about a failed call (DESIGN §3, issue 15 §9): the spec's boundary text, the
 * correlation id support asks for, and the status/kind the UI branches on. Never the upstream's
 * URL, host, body or an account id: the spec's full format ('Error {body}; Status Code: {status}
 * Received from {url}') stays in the logs and the error report. Kept free of imports; the
 * browser's entry takes only the constant (the rest runs on the server, where errors are
 * serialised: the first-load budget of DESIGN §5 has no bytes to spare).
 */

/** The spec's boundary text (account-area §8, photo-library §8); pages show their own catalogue text. */
export const PUBLIC_ERROR_MESSAGE = 'An unexpected error has occurred, please contact us if you continue to have problems.';

export type PublicErrorKind = 'http' | 'network' | 'timeout' | 'schema' | 'unknown';

/** The only fields of an error that leave the worker in a page or its dehydrated state. */
export interface PublicErrorShape {
  message: string;
  kind: PublicErrorKind;
  correlationId?: string;
  status?: number;
}

/** An error as the page sees it: its own enumerable fields are `name` and {@link PublicErrorShape}'s, nothing else. */
export class PublicError extends Error {
  override name = 'PublicError';
  readonly kind: PublicErrorKind;
  readonly correlationId?: string;
  readonly status?: number;

  constructor(shape: Omit<PublicErrorShape, 'message'>) {
    super(PUBLIC_ERROR_MESSAGE);
    this.kind = shape.kind;
    if (shape.correlationId !== undefined) this.correlationId = shape.correlationId;
    if (shape.status !== undefined) this.status = shape.status;
  }
}

const CORRELATION_ID = /^[A-Za-z0-9-]{8,64}$/;

function field(error: object, name: string): unknown {
  return name in error ? (error as Record<string, unknown>)[name] : undefined;
}

/** The error's kind, read from its name (the upstream client's classes are not imported here). */
function kindOf(error: object, status: number | undefined): PublicErrorKind {
  const name = field(error, 'name');
  if (name === 'PublicError') {
    const kind = field(error, 'kind');
    return kind === 'http' || kind === 'network' || kind === 'timeout' || kind === 'schema' ? kind : 'unknown';
  }
  if (name === 'UpstreamNetworkError') return field(error, 'timedOut') === true ? 'timeout' : 'network';
  if (name === 'UpstreamSchemaError') return 'schema';
  if (status !== undefined) return 'http';
  return 'unknown';
}

/**
 * The safe shape of any thrown value: only a well-formed correlation id and a numeric HTTP status
 * are copied; the message is always the spec's boundary text, whatever the error said.
 */
export function publicShapeOf(error: unknown): PublicErrorShape {
  if (!error || typeof error !== 'object') return { message: PUBLIC_ERROR_MESSAGE, kind: 'unknown' };
  const rawStatus = field(error, 'status');
  const status =
    typeof rawStatus === 'number' && Number.isInteger(rawStatus) && rawStatus >= 100 && rawStatus <= 599 ? rawStatus : undefined;
  const rawId = field(error, 'correlationId');
  const correlationId = typeof rawId === 'string' && CORRELATION_ID.test(rawId) ? rawId : undefined;
  return {
    message: PUBLIC_ERROR_MESSAGE,
    kind: kindOf(error, status),
    ...(correlationId ? { correlationId } : {}),
    ...(status !== undefined ? { status } : {}),
  };
}

/** `error` as a {@link PublicError} (itself when it already is one). */
export function toPublicError(error: unknown): PublicError {
  return error instanceof PublicError ? error : new PublicError(publicShapeOf(error));
}
