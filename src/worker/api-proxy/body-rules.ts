import type { ErrorCode } from '../errors/http-error';
import type { BodyKind } from './allow-list';

/** JSON bodies the client sends are small (ids, addresses); anything bigger is refused. */
export const MAX_JSON_BYTES = 256 * 1024;
const UPLOAD_TYPES = new Set(['multipart/form-data', 'image/jpeg', 'image/png', 'image/heic']);

const mediaType = (contentType: string | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/**
 * Null when the body may go on, else `[status, code]`. JSON endpoints take `application/json`
 * only (so `text/plain` "simple" requests and HTML forms are refused) or no body at all; the
 * upload endpoint takes multipart or the three image types of photo spec §5.
 */
export function bodyProblem(
  kind: BodyKind,
  contentType: string | undefined,
  hasBody: boolean,
  length: number | null,
): [415 | 413 | 400, ErrorCode] | null {
  const type = mediaType(contentType);
  if (kind === 'none') return hasBody ? [400, 'body_not_allowed'] : null;
  if (kind === 'upload') return UPLOAD_TYPES.has(type) ? null : [415, 'unsupported_media_type'];
  if (contentType !== undefined && type !== 'application/json') return [415, 'unsupported_media_type'];
  if (hasBody && type !== 'application/json') return [415, 'unsupported_media_type'];
  if (length !== null && length > MAX_JSON_BYTES) return [413, 'payload_too_large'];
  return null;
}
