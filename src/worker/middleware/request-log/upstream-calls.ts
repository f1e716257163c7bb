import { AsyncLocalStorage } from 'node:async_hooks';
import { routeTemplate } from '../../logging';

/** One upstream call of a request, as the request's log line lists it. */
export interface UpstreamCall {
  /** The UPSTREAM key (docs/contracts.md): `customer`, `photo`, `identity`, … */
  service: string;
  method: string;
  /** The path below the service's base URL as a route template (no ids, no query). */
  route: string;
  /** The answer's status; 0 when there was none (network error, timeout). */
  status: number;
  durationMs: number;
  /** When it started (performance.now(), ms): which calls overlapped (development's list only; not logged). */
  startedMs?: number;
}

/** Calls kept per request at most: a runaway loop must not grow one log line without bound. */
export const MAX_CALLS = 50;

export interface UpstreamCollector {
  calls: UpstreamCall[];
  /** Calls beyond MAX_CALLS, counted but not listed. */
  dropped: number;
}

// The request's collector follows its async work (loaders, streamed rendering, the proxy) without
// being handed through every function that builds an upstream client (nodejs_compat provides ALS).
const storage = new AsyncLocalStorage<UpstreamCollector>();

/** Runs `fn` with a fresh collector as the current request's; returns both. */
export function collectUpstreamCalls<T>(fn: () => T): { collector: UpstreamCollector; result: T } {
  const collector: UpstreamCollector = { calls: [], dropped: 0 };
  return { collector, result: storage.run(collector, fn) };
}

/** Adds a call to the current request's collector (nothing outside a request). */
export function recordUpstreamCall(call: UpstreamCall): void {
  const collector = storage.getStore();
  if (!collector) return;
  if (collector.calls.length < MAX_CALLS) collector.calls.push(call);
  else collector.dropped++;
}

/** The path of `url` below `baseUrl` (when it is below it), templated. */
export function upstreamRoute(url: string, baseUrl: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
    const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
    if (basePath && path.startsWith(`${basePath}/`)) path = path.slice(basePath.length);
    else if (basePath && path === basePath) path = '/';
  } catch {
    return '<invalid url>';
  }
  return routeTemplate(path);
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.toString();
  return input.url;
}

/**
 * `fetch` that records each call (service, method, route template, status, duration) in the
 * current request's collector. The typed upstream client, the `/api` proxy, analytics and the
 * sign-in's identity-provider calls all go through one of these.
 *
 * @example createHttp({ baseUrl, fetch: observedFetch('customer', baseUrl) })
 */
export function observedFetch(service: string, baseUrl: string, inner?: typeof fetch): typeof fetch {
  const target = inner ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  return async function observed(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const started = performance.now();
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const route = upstreamRoute(urlOf(input), baseUrl);
    let status = 0;
    try {
      const response = await target(input, init);
      status = response.status;
      return response;
    } finally {
      recordUpstreamCall({ service, method, route, status, durationMs: Math.round(performance.now() - started), startedMs: started });
    }
  } as typeof fetch;
}
