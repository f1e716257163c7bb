import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { HttpError } from '../../errors/http-error';

export interface RequestGuardOptions {
  /** Longest accepted URL in characters (default 4096); longer → 414. */
  maxUrlLength?: number;
}

/** `%` not followed by two hex digits. */
const BAD_ESCAPE = /%(?![0-9a-f]{2})/i;

/** Whether every percent-escape of `raw` decodes to valid UTF-8 (`+` is a space in queries). */
function decodes(raw: string): boolean {
  if (BAD_ESCAPE.test(raw)) return false;
  try {
    decodeURIComponent(raw.replace(/\+/g, ' '));
    return true;
  } catch {
    return false;
  }
}

/**
 * Refuses malformed requests before any other work: an over-long URL → 414, a path or query with
 * broken percent-encoding (`%zz`, `%C3%28`) → 400. Both are thrown as `HttpError`, so the
 * response comes from `onError` (localised once the brand is known). Mount after brand.
 *
 * @example app.use('*', requestGuard({ maxUrlLength: 4096 }))
 */
export function requestGuard(options: RequestGuardOptions = {}): MiddlewareHandler<AppEnv> {
  const maxUrlLength = options.maxUrlLength ?? 4096;
  if (!Number.isInteger(maxUrlLength) || maxUrlLength < 256) {
    throw new RangeError('requestGuard: maxUrlLength must be an integer of at least 256');
  }
  return async function requestGuardMiddleware(c, next) {
    const url = c.req.url;
    if (url.length > maxUrlLength) throw new HttpError(414, 'error.uriTooLong');
    const { pathname, search } = new URL(url);
    if (!decodes(pathname) || !decodes(search.slice(1))) throw new HttpError(400, 'error.badRequest');
    await next();
  };
}
