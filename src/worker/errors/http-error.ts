import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageId } from '../../shared/i18n/intl';

/**
 * Machine codes of the `error` field of every JSON error (json-error.ts). Snake case; clients
 * branch on the status, logs and support on the code.
 */
export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'method_not_allowed'
  | 'payload_too_large'
  | 'uri_too_long'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'invalid_body'
  | 'body_not_allowed'
  | 'upgrade_required'
  | 'too_many_requests'
  | 'internal_error'
  | 'bad_gateway'
  | 'upstream_unreachable'
  | 'upstream_timeout'
  | 'upstream_redirect';

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  426: 'upgrade_required',
  429: 'too_many_requests',
  502: 'bad_gateway',
  504: 'upstream_timeout',
};

/** The code a status stands for when the thrower named none. */
export function codeForStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/** The catalogue text shown for a status when the thrower named none. */
export function messageForStatus(status: number): MessageId {
  if (status === 401) return 'error.signInRequired';
  if (status === 403) return 'error.forbidden';
  if (status === 404) return 'error.notFound.title';
  if (status >= 500) return 'error.boundary';
  return 'error.invalidRequest';
}

export interface HttpErrorOptions {
  /** The internal reason: logged, never shown. */
  cause?: unknown;
  /** The JSON `error` code (default: the status's, see `codeForStatus`). */
  code?: ErrorCode;
  /** The thrower already reported it (with more context): `onError` only logs it. */
  reported?: boolean;
}

/**
 * The one error type handlers throw for an expected failure: `app.onError` answers with `status`,
 * the machine `code` and the catalogue text `messageId` (never the internal `cause`, which is only
 * logged) as HTML, or as the one JSON error shape (json-error.ts) to JSON callers.
 *
 * @example throw new HttpError(400, 'error.badRequest', { cause: err })
 * @example throw httpError(403, 'forbidden')
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: ContentfulStatusCode;
  readonly messageId: MessageId;
  readonly code: ErrorCode;
  readonly reported: boolean;

  constructor(status: ContentfulStatusCode, messageId: MessageId, options: HttpErrorOptions = {}) {
    super(`${status} ${options.code ?? messageId}`, options.cause === undefined ? undefined : { cause: options.cause });
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RangeError(`HttpError: status ${status} is not an error status`);
    }
    this.status = status;
    this.messageId = messageId;
    this.code = options.code ?? codeForStatus(status);
    this.reported = options.reported ?? false;
  }
}

/** An `HttpError` with the catalogue text of its status (`messageForStatus`). */
export function httpError(status: ContentfulStatusCode, code?: ErrorCode, options: Omit<HttpErrorOptions, 'code'> = {}): HttpError {
  return new HttpError(status, messageForStatus(status), { ...options, ...(code ? { code } : {}) });
}

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}
