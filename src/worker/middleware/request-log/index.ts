import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../env';
import { type LogLevel, logEvent, routeTemplate } from '../../logging';
import { levelFor, requestLine } from './line';
import { keepsRecentCalls, rememberCalls } from './recent-calls';
import { collectUpstreamCalls, type UpstreamCollector } from './upstream-calls';

export { recentCallsRoute } from './recent-calls';

export interface RequestLogOptions {
  /** Where the line goes (tests pass a fake); default `logEvent` to the console. */
  log?: (level: LogLevel, event: string, fields: Record<string, unknown>) => void;
  now?: () => number;
}

/** The matched route pattern when it names the route; a catch-all's path as a template instead. */
function routeOf(c: Context<AppEnv>): string {
  let pattern: string | undefined;
  try {
    pattern = c.req.routePath;
  } catch {
    pattern = undefined;
  }
  return pattern && !pattern.includes('*') ? pattern : routeTemplate(c.req.path);
}

/**
 * Mounted first: one structured log line per request, `{"level":"info","event":"request","route",
 * "method","status","durationMs","brand","correlationId","upstream":[{service,method,route,status,
 * durationMs}]}`. The upstream calls are collected for the whole request (see
 * upstream-calls.ts). A streamed HTML page is logged when its stream ends, so the calls its
 * suspended parts make and the full duration are in the line.
 */
export function requestLog(options: RequestLogOptions = {}): MiddlewareHandler<AppEnv> {
  const log = options.log ?? ((level, event, fields) => logEvent(level, event, fields));
  const now = options.now ?? (() => performance.now());
  return async function requestLogMiddleware(c, next) {
    const started = now();
    const { collector, result } = collectUpstreamCalls(() => next());
    await result;
    const write = (collected: UpstreamCollector, aborted: boolean) => {
      const status = c.res.status;
      if (keepsRecentCalls(c.env)) rememberCalls(c.get('correlationId'), collected.calls, collected.dropped);
      log(
        levelFor(status),
        'request',
        requestLine({
          route: routeOf(c),
          method: c.req.method,
          status,
          durationMs: now() - started,
          brand: c.get('brand')?.key,
          correlationId: c.get('correlationId'),
          upstream: collected.calls,
          upstreamDropped: collected.dropped,
          aborted,
        }),
      );
    };
    const body = c.res.body;
    const streamedHtml = body !== null && c.res.status !== 101 && (c.res.headers.get('Content-Type') ?? '').startsWith('text/html');
    if (!streamedHtml) {
      write(collector, false);
      return;
    }
    // The page streams after this middleware returns: log when the last byte has gone (or the
    // client went away), keeping the request alive until then.
    const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
    const done = body.pipeTo(writable).then(
      () => write(collector, false),
      () => write(collector, true),
    );
    c.res = new Response(readable, c.res);
    try {
      c.executionCtx.waitUntil(done);
    } catch {
      // No execution context (app.request in tests): the stream's own promise is enough.
    }
  };
}
