import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MessageId } from '../../shared/i18n/intl';

/**
 * The one error type handlers throw for an expected failure: `app.onError` answers with `status`
 * and the catalogue text `messageId` (never the internal `cause`, which is only logged).
 *
 * @example throw new HttpError(400, 'error.badRequest', { cause: err })
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: ContentfulStatusCode;
  readonly messageId: MessageId;

  constructor(status: ContentfulStatusCode, messageId: MessageId, options?: { cause?: unknown }) {
    super(`${status} ${messageId}`, options);
    if (!Number.isInteger(status) || status < 400 || status > 599) {
      throw new RangeError(`HttpError: status ${status} is not an error status`);
    }
    this.status = status;
    this.messageId = messageId;
  }
}

export function isHttpError(err: unknown): err is HttpError {
  return err instanceof HttpError;
}
