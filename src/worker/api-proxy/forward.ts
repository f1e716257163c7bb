import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { withLostConnectionRetry } from '../../shared/api/lost-connection-retry';
import { acceptLanguageFor } from '../api';
import type { AppEnv } from '../env';
import { codeForStatus, httpError } from '../errors/http-error';
import { jsonError } from '../errors/json-error';
import { upstreamFieldNames } from '../errors/upstream-fields';
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
  if (upstream.status >= 400) return refusal(c, upstream, correlationId);
  const out = withoutUpstreamCookies(responseHeadersFor(upstream.headers));
  out.set('Cache-Control', 'no-store');
  out.set('X-Content-Type-Options', 'nosniff');
  out.set('X-CorrelationId', correlationId);
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: out });
}

/** The most of a refusal's body read for its field names; the rest is never looked at. */
const MAX_REFUSAL_BYTES = 16 * 1024;

/**
 * An upstream refusal (4xx, 5xx) in the app's one JSON error shape (json-error.ts), with the
 * upstream's status: its code, the correlation id, and for a refused write the names of the fields
 * the service refused (the form marks them). The upstream's own body (its messages, paths, ids)
 * never reaches the browser (issue 35 §4); the request log has the call and its status.
 */
async function refusal(c: Context<AppEnv>, upstream: Response, correlationId: string): Promise<Response> {
  // Only a refused write (400, 422) names fields; any other body is not read at all.
  const namesFields = upstream.status === 400 || upstream.status === 422;
  const text = namesFields ? await boundedText(upstream) : '';
  if (!namesFields) await upstream.body?.cancel();
  c.set('correlationId', correlationId);
  const status = upstream.status as ContentfulStatusCode;
  return jsonError(c, status, codeForStatus(status), undefined, upstreamFieldNames(text));
}

async function boundedText(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const decoder = new TextDecoder();
  let text = '';
  while (text.length < MAX_REFUSAL_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text.slice(0, MAX_REFUSAL_BYTES);
}
