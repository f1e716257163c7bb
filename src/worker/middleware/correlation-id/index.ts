import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';

export const CORRELATION_ID_HEADER = 'X-CorrelationId';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9-]{8,64}$/;

/** An incoming id is kept only in a shape that is safe to log and to echo in a header. */
export function isValidCorrelationId(value: string | undefined): value is string {
  return typeof value === 'string' && (UUID.test(value) || TOKEN.test(value));
}

export interface CorrelationIdOptions {
  /** Keep a valid incoming `X-CorrelationId` (default true; turn off at an untrusted edge). */
  trustIncoming?: boolean;
  /** Id generator (default `crypto.randomUUID`); tests pass a fixed one. */
  generate?: () => string;
}

/**
 * First middleware: sets `c.var.correlationId` (incoming `X-CorrelationId` when valid, else a new
 * uuid) and echoes it on the response, so logs, upstream calls and support tickets share one id.
 *
 * @example app.use('*', correlationId())
 */
export function correlationId(options: CorrelationIdOptions = {}): MiddlewareHandler<AppEnv> {
  const trustIncoming = options.trustIncoming ?? true;
  const generate = options.generate ?? (() => crypto.randomUUID());
  if (typeof generate !== 'function') throw new TypeError('correlationId: generate must be a function');
  return async function correlationIdMiddleware(c, next) {
    const incoming = c.req.header(CORRELATION_ID_HEADER);
    const id = trustIncoming && isValidCorrelationId(incoming) ? incoming : generate();
    c.set('correlationId', id);
    await next();
    c.header(CORRELATION_ID_HEADER, id);
  };
}
