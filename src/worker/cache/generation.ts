import type { Hono } from 'hono';
import type { AppEnv } from '../env';

/**
 * The generation of the worker's Cache API keys (the edge cache, the per-user delivery dates).
 * Bumped only by the development stack's flush (`POST /__dev/cache/flush`), so a test that injects
 * an upstream fault sees the call fail instead of an answer an earlier test left in a cache; always
 * 0 in production (the Cache API has no "delete everything", and production never needs it).
 */
let generation = 0;

/** The path prefix every cache key carries ('' until a development flush). */
export const cacheKeyPrefix = (): string => (generation ? `g${generation}/` : '');

/** Mounts `POST /__dev/cache/flush`: every earlier entry is missed from now on (404 outside development). */
export function cacheFlushRoute(app: Hono<AppEnv>): void {
  app.post('/__dev/cache/flush', (c) => {
    if (c.env?.ENVIRONMENT !== 'development') return c.text('Not Found', 404);
    generation += 1;
    return c.json({ generation });
  });
}
