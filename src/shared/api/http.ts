import type { $ZodType, output as Output } from 'zod/v4/core';
import { UpstreamBlobError, UpstreamHttpError, UpstreamNetworkError, UpstreamSchemaError } from './errors';
import { withLostConnectionRetry } from './lost-connection-retry';

export * from './errors';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
/** Query parameters; `null`/`undefined` are left out, arrays repeat the key. */
export type Query = Record<string, QueryValue>;

export interface HttpOptions {
  /** Upstream base URL in the worker; `/api/<key>` in the browser. No trailing slash needed. */
  baseUrl: string;
  /** Bearer token source (worker only: the browser never sees tokens). */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>;
  /** Fixed id (the worker's request id) or a generator (the browser: one id per call). */
  correlationId?: string | (() => string);
  fetch?: typeof fetch;
  /** Extra headers on every call (the browser's CSRF header). */
  headers?: Record<string, string>;
  /** `same-origin` in the browser so the session cookie goes to /api; omitted in the worker. */
  credentials?: RequestCredentials;
  /** Default per-call timeout. */
  timeoutMs: number;
  /**
   * What a failed call rejects with instead of its error (the worker's page render: the error
   * reported in full, the page given its public shape only). Without it, the error itself.
   */
  onFailure?: (error: unknown) => unknown;
}

export interface CallOptions {
  query?: Query;
  timeoutMs?: number;
  /** Statuses that mean "nothing here" (delivery 404, storage 404, widget 401): resolve `null`. */
  emptyOn?: readonly number[];
  /** Caller's cancellation (TanStack Query's signal), combined with the timeout. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** The request outlives the page (a deferred delete sent while the page goes away; body ≤ 64 KB). */
  keepalive?: boolean;
}

/**
 * A zod schema, `zod/mini` (the API modules: small client chunks) or classic: both parse with
 * `safeParse`. Typed through zod's core so either kind is accepted.
 */
export type Schema = $ZodType & {
  safeParse(
    data: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
};

export type EmptyCallOptions = CallOptions & { emptyOn: readonly number[] };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One transport: JSON and blob calls against one base URL. */
export interface Http {
  readonly baseUrl: string;
  getJson<S extends Schema>(path: string, schema: S, options: EmptyCallOptions): Promise<Output<S> | null>;
  getJson<S extends Schema>(path: string, schema: S, options?: CallOptions): Promise<Output<S>>;
  sendJson<S extends Schema>(method: Method, path: string, body: unknown, schema: S, options: EmptyCallOptions): Promise<Output<S> | null>;
  sendJson<S extends Schema>(method: Method, path: string, body: unknown, schema: S, options?: CallOptions): Promise<Output<S>>;
  getBlob(path: string, options?: CallOptions): Promise<Blob>;
  /**
   * A non-JSON request body (an upload): `Content-Type` is the Blob's type, or the multipart
   * boundary the runtime sets for FormData. The answer is still JSON, parsed with `schema`.
   */
  sendBody<S extends Schema>(method: Method, path: string, body: Blob | FormData, schema: S, options?: CallOptions): Promise<Output<S>>;
}

/** Body text kept in error messages: long HTML error pages would swamp reports. */
const MAX_ERROR_BODY = 2000;

/** `base` + `/path` + `?query`; works for absolute and origin-relative (`/api/x`) bases. */
export function joinUrl(baseUrl: string, path: string, query?: Query): string {
  const base = baseUrl.replace(/\/+$/, '');
  const rel = path.replace(/^\/+/, '');
  let url = rel ? `${base}/${rel}` : base;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  return url;
}

/** The request path without digits (and without the query): groups reports by endpoint. */
export function stripDigitsFromPath(url: string): string {
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? '';
  const path = withoutQuery.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  return path.replace(/\d/g, '');
}

function timeoutSignal(ms: number, outer?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(ms);
  if (!outer) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([outer, timeout]) : outer;
}

function uuid(): string {
  return crypto.randomUUID();
}

/**
 * The one JSON/blob helper, in the worker (upstream base URL, bearer from the session) and in
 * the browser (`/api/<key>`, CSRF header, same-origin cookie). Redirects are never followed: a
 * 3xx (or the browser's opaque redirect) is an error, so a login page or a moved API can never be
 * parsed as data. Every JSON answer goes through the caller's zod schema.
 */
export function createHttp(options: HttpOptions): Http {
  if (!Number.isFinite(options.timeoutMs) || options.timeoutMs <= 0) {
    throw new RangeError('createHttp: timeoutMs must be a positive number');
  }
  // A GET whose pooled connection was closed under it goes once more (lost-connection-retry.ts).
  const doFetch = withLostConnectionRetry(options.fetch ?? ((input, init) => fetch(input, init)));
  const nextCorrelationId = (): string =>
    typeof options.correlationId === 'function' ? options.correlationId() : (options.correlationId ?? uuid());

  type Payload = { json: unknown } | { raw: Blob | FormData };

  async function send(method: Method, path: string, payload: Payload, call: CallOptions, accept: string) {
    const url = joinUrl(options.baseUrl, path, call.query);
    const correlationId = nextCorrelationId();
    const raw = 'raw' in payload ? payload.raw : undefined;
    const contentType = raw === undefined ? 'application/json' : raw instanceof Blob ? raw.type || 'application/octet-stream' : undefined;
    const headers: Record<string, string> = {
      Accept: accept,
      ...(contentType ? { 'Content-Type': contentType } : {}),
      'Cache-Control': 'no-cache',
      'X-CorrelationId': correlationId,
      ...options.headers,
      ...call.headers,
    };
    // No await without a token source (the browser): the request then leaves inside the caller's
    // task, e.g. the date scrubber's release, before React renders that event (issue 16 §3).
    const token = options.getToken ? await options.getToken() : undefined;
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = {
      method,
      headers,
      redirect: 'manual',
      signal: timeoutSignal(call.timeoutMs ?? options.timeoutMs, call.signal),
    };
    if (options.credentials) init.credentials = options.credentials;
    if (call.keepalive) init.keepalive = true;
    if (raw !== undefined) init.body = raw;
    else if ('json' in payload && payload.json !== undefined) init.body = JSON.stringify(payload.json);
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (cause) {
      throw new UpstreamNetworkError(cause, stripDigitsFromPath(url), url, correlationId);
    }
    return { url, correlationId, response };
  }

  async function json<S extends Schema>(
    method: Method,
    path: string,
    payload: Payload,
    schema: S,
    call: CallOptions = {},
  ): Promise<Output<S> | null> {
    const { url, correlationId, response } = await send(method, path, payload, call, 'application/json');
    const ok = response.status >= 200 && response.status < 300 && response.type !== 'opaqueredirect';
    if (!ok && call.emptyOn?.includes(response.status)) {
      await response.body?.cancel();
      return null;
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new UpstreamNetworkError(cause, stripDigitsFromPath(url), url, correlationId);
    }
    if (!ok) throw new UpstreamHttpError(response.status, text.slice(0, MAX_ERROR_BODY), url, correlationId);
    let data: unknown;
    if (text.trim() === '')
      data = undefined; // 204 / empty body: the schema decides if that is fine
    else {
      try {
        data = JSON.parse(text);
      } catch {
        throw new UpstreamSchemaError('body is not JSON', [], url, correlationId);
      }
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((i) => ({ path: i.path, message: i.message }));
      const detail = issues
        .slice(0, 3)
        .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('; ');
      throw new UpstreamSchemaError(detail, issues, url, correlationId);
    }
    return parsed.data as Output<S>;
  }

  async function blob(path: string, call: CallOptions = {}): Promise<Blob> {
    const { url, correlationId, response } = await send('GET', path, { json: undefined }, call, '*/*');
    if (response.status < 200 || response.status > 299 || response.type === 'opaqueredirect') {
      await response.body?.cancel();
      throw new UpstreamBlobError(response.status, response.statusText, url, correlationId);
    }
    try {
      return await response.blob();
    } catch (cause) {
      throw new UpstreamNetworkError(cause, stripDigitsFromPath(url), url, correlationId);
    }
  }

  const { onFailure } = options;
  const settled = onFailure
    ? <T>(call: Promise<T>): Promise<T> =>
        call.catch((error: unknown) => {
          throw onFailure(error);
        })
    : <T>(call: Promise<T>) => call;

  return {
    baseUrl: options.baseUrl,
    getJson: ((path: string, schema: Schema, call?: CallOptions) =>
      settled(json('GET', path, { json: undefined }, schema, call))) as Http['getJson'],
    sendJson: ((method: Method, path: string, body: unknown, schema: Schema, call?: CallOptions) =>
      settled(json(method, path, { json: body }, schema, call))) as Http['sendJson'],
    sendBody: ((method: Method, path: string, body: Blob | FormData, schema: Schema, call?: CallOptions) =>
      settled(json(method, path, { raw: body }, schema, { ...call, emptyOn: undefined }))) as Http['sendBody'],
    getBlob: (path, call) => settled(blob(path, call)),
  };
}
