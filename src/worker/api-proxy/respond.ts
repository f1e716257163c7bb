import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../env';

/** The proxy's own refusals: small JSON, never cached, with the correlation id for support. */
export function proxyError(c: Context<AppEnv>, status: ContentfulStatusCode, error: string, correlationId: string): Response {
  return new Response(JSON.stringify({ error, correlationId }), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-CorrelationId': correlationId,
    },
  });
}
