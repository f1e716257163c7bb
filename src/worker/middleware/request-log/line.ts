import type { UpstreamCall } from './upstream-calls';

/** What the request log middleware knows when a request is done. */
export interface RequestFacts {
  /** The matched route pattern, or the path as a route template (never the raw path or query). */
  route: string;
  method: string;
  status: number;
  durationMs: number;
  brand?: string;
  correlationId?: string;
  upstream: readonly UpstreamCall[];
  /** Upstream calls beyond the listed ones. */
  upstreamDropped?: number;
  /** The client went away before the streamed body was complete. */
  aborted?: boolean;
}

/**
 * The one log line of a request, as an object (`logEvent` writes it as JSON). Built from an
 * explicit list of fields, so nothing of the request (headers, cookies, query, body) can reach it
 * by accident: the upstream calls are service + route template + status + duration only.
 */
export function requestLine(f: RequestFacts): Record<string, unknown> {
  const line: Record<string, unknown> = {
    route: f.route,
    method: f.method,
    status: f.status,
    durationMs: Math.round(f.durationMs),
    brand: f.brand ?? null,
    correlationId: f.correlationId ?? null,
    upstream: f.upstream.map((u) => ({
      service: u.service,
      method: u.method,
      route: u.route,
      status: u.status,
      durationMs: Math.round(u.durationMs),
    })),
  };
  if (f.upstreamDropped) line.upstreamDropped = f.upstreamDropped;
  if (f.aborted) line.aborted = true;
  return line;
}

/** The level of a request's line: server errors are errors, everything else is info. */
export function levelFor(status: number): 'info' | 'error' {
  return status >= 500 ? 'error' : 'info';
}
