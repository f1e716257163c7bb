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
 * upstream-calls.ts). A streamed page (`pageRendered`, set by streamApp) is logged when it has
 * rendered every part, so the calls its suspended parts make and its whole render are in the line.
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
    // A streamed page goes on after this middleware returns: its line is written once the page has
    // rendered every part (all its upstream calls made), keeping the request alive until then. Its
    // body is not piped through a stream of ours to see its end: that cost every chunk a pass
    // through JavaScript, 0.3–1 ms of a page (issue 32 §2).
    const rendered = c.get('pageRendered');
    if (!rendered) {
      write(collector, false);
      return;
    }
    const done = rendered.then(
      () => write(collector, c.req.raw.signal.aborted),
      () => write(collector, c.req.raw.signal.aborted),
    );
    try {
      c.executionCtx.waitUntil(done);
    } catch {
      // No execution context (app.request in tests): the render's own promise is enough.
    }
  };
}
