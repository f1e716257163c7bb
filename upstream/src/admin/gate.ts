import { createMiddleware } from 'hono/factory';
import type { UpstreamBindings, UpstreamEnv } from '../env';
import { jsonError } from '../http/validate';

/** True only when ENVIRONMENT is exactly "development". */
export function isDevelopment(env: Pick<UpstreamBindings, 'ENVIRONMENT'>): boolean {
  return env.ENVIRONMENT === 'development';
}

/** Guards `/__admin/*`: outside development these routes answer 404 as if absent. */
export const developmentOnly = createMiddleware<UpstreamEnv>(async (c, next) => {
  if (!isDevelopment(c.env)) return jsonError(c, 404, 'not_found', 'not found');
  await next();
});
