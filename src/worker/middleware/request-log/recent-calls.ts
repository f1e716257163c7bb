import type { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { jsonErrorBody } from '../../errors/json-error';
import type { UpstreamCall } from './upstream-calls';

/**
 * Issue 18 §5: the upstream calls of each page view, readable by the integration tests and the
 * bench (never by the page: the list is served apart, in development only). The request log hands
 * every finished request's calls here; a caller that sent its own `X-CorrelationId` asks for them
 * by that id at `GET /__dev/upstream-calls/<id>` once the response has ended.
 */
const KEPT = 500;
const recent = new Map<string, { calls: UpstreamCall[]; dropped: number }>();

/** Only the development and test stacks keep the list (ENVIRONMENT = "development"). */
export const keepsRecentCalls = (env: { ENVIRONMENT?: string } | undefined): boolean => env?.ENVIRONMENT === 'development';

/** Remembers a finished request's calls (oldest forgotten past KEPT). */
export function rememberCalls(correlationId: string | undefined, calls: UpstreamCall[], dropped: number): void {
  if (!correlationId) return;
  recent.delete(correlationId);
  recent.set(correlationId, { calls: [...calls], dropped });
  if (recent.size > KEPT) recent.delete(recent.keys().next().value as string);
}

/** Mounts `GET /__dev/upstream-calls/:id` (404 outside development, and for an id not seen). */
export function recentCallsRoute(app: Hono<AppEnv>): void {
  app.get('/__dev/upstream-calls/:id', (c) => {
    if (!keepsRecentCalls(c.env)) return c.text('Not Found', 404);
    const found = recent.get(c.req.param('id'));
    if (!found) return c.json(jsonErrorBody(c, 'not_found'), 404);
    return c.json({ count: found.calls.length + found.dropped, ...found });
  });
}
