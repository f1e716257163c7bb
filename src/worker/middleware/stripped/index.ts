import type { MiddlewareHandler } from 'hono';
import { isStripped } from '../../../shared/links/stripped';
import type { AppEnv } from '../../env';

/**
 * Sets `c.var.stripped` from `?stripped=true` (the spec's chrome-less mode). Links keep the mode
 * through `withStripped` from src/shared/links/stripped.ts.
 *
 * @example app.use('*', stripped())
 */
export function stripped(): MiddlewareHandler<AppEnv> {
  return async function strippedMiddleware(c, next) {
    c.set('stripped', isStripped(new URL(c.req.url).searchParams));
    await next();
  };
}
