import type { Context } from 'hono';
import { withLostConnectionRetry } from '../../shared/api/lost-connection-retry';
import { acceptLanguageFor } from '../api';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { withoutUpstreamCookies } from '../middleware/cookies';
import type { reportError } from '../reporting/index';
import type { BodyKind } from './allow-list';
import { MAX_JSON_BYTES } from './body-rules';
import { requestHeadersFor, responseHeadersFor } from './headers';

export interface ForwardOptions {
  fetch: typeof fetch;
  report: typeof reportError;
  timeoutMs: number;
  uploadTimeoutMs: number;
}

/** Reads a JSON body, refusing more than MAX_JSON_BYTES even when Content-Length lied. */
async function boundedBody(c: Context<AppEnv>): Promise<ArrayBuffer | 'too_large'> {
  const buffer = await c.req.arrayBuffer();
  return buffer.byteLength > MAX_JSON_BYTES ? 'too_large' : buffer;
}

/**
 * Sends the call upstream with the worker's bearer token and correlation id, never following a
 * redirect, and streams the answer back with an allow-listed set of headers and no caching.
 * Its own failures are thrown as `HttpError` (a failed fetch is reported here first, with the call).
 */
export async function forward(
  c: Context<AppEnv>,
  target: URL,
  kind: BodyKind,
  token: string | null,
  correlationId: string,
  o: ForwardOptions,
  /** A JSON body the proxy checked and rebuilt (GraphQL), sent instead of the request's own. */
  checkedBody?: string,
): Promise<Response> {
  const headers = requestHeadersFor(c.req.raw.headers);
  headers.set('X-CorrelationId', correlationId);
  // The customer's locale is the brand's, not the browser's: the upstream answers content and
  // amounts for the brand the page belongs to (docs/contracts.md).
  const acceptLanguage = acceptLanguageFor(c);
  if (acceptLanguage) headers.set('Accept-Language', acceptLanguage);
  // E-mailed links (identity: account deletion, e-mail change) point at the origin named here,
  // which the upstream checks against its allow-list; set by the worker from its own request URL,
  // never taken from the browser (requestHeadersFor drops an incoming one).
  headers.set('X-App-Origin', new URL(c.req.url).origin);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit & { duplex?: 'half' } = {
    method: c.req.method,
    headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(kind === 'upload' ? o.uploadTimeoutMs : o.timeoutMs),
  };
  if (kind === 'upload' && c.req.raw.body) {
    init.body = c.req.raw.body; // streamed: photos can be tens of megabytes
    init.duplex = 'half';
  } else if (kind === 'json' && checkedBody !== undefined) {
    init.body = checkedBody;
    headers.delete('content-length');
  } else if (kind === 'json' && c.req.raw.body) {
    const body = await boundedBody(c);
    if (body === 'too_large') throw httpError(413);
    init.body = body;
    headers.delete('content-length');
  }
  let upstream: Response;
  try {
    // A GET whose pooled connection was closed under it goes once more (lost-connection-retry.ts).
    upstream = await withLostConnectionRetry(o.fetch)(target.toString(), init);
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    void o.report(c, error, { source: 'proxy', action: `${c.req.method} ${target.pathname.replace(/\d/g, '')}`, correlationId });
    throw httpError(timedOut ? 504 : 502, timedOut ? 'upstream_timeout' : 'upstream_unreachable', { cause: error, reported: true });
  }
  if ((upstream.status >= 300 && upstream.status < 400) || upstream.type === 'opaqueredirect') {
    await upstream.body?.cancel();
    throw httpError(502, 'upstream_redirect');
  }
  const out = withoutUpstreamCookies(responseHeadersFor(upstream.headers));
  out.set('Cache-Control', 'no-store');
  out.set('X-Content-Type-Options', 'nosniff');
  out.set('X-CorrelationId', correlationId);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}
