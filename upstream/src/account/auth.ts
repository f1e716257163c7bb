import { createMiddleware } from 'hono/factory';
import { requireUser } from '../auth/require-user';
import type { UpstreamEnv } from '../env';
import { jsonError } from '../http/validate';

/**
 * After requireUser: a deleted account's still-unexpired token must not keep working.
 * (GET /customers/me does its own check so it can answer 404 as the spec says.)
 */
export const notDeleted = createMiddleware<UpstreamEnv>(async (c, next) => {
  const row = await c.env.DB.prepare('SELECT deleted_at FROM users WHERE id = ?').bind(c.var.userId).first<{ deleted_at: string | null }>();
  if (!row || row.deleted_at) return jsonError(c, 401, 'unauthorized', 'account deleted');
  await next();
});

/** Bearer token of a live account: spread into a route, `app.get(path, ...auth, handler)`. */
export const auth = [requireUser, notDeleted] as const;
