import { createMiddleware } from 'hono/factory';
import type { UpstreamEnv } from '../env';
import { jsonError } from '../http/validate';
import { verifyAccessToken } from './verify';

/**
 * Middleware for every customer call: needs `Authorization: Bearer <access token>` issued by one of
 * this upstream's authorities (docs/contracts.md). Sets `c.var.userId` (= `sub`) and `c.var.claims`.
 * Answers 401 `{ error: 'unauthorized', message }` for a missing, malformed, expired, tampered or
 * foreign token and for a token whose user no longer exists.
 *
 *   app.get('/customer-api/...', requireUser, (c) => { const userId = c.var.userId; ... });
 */
export const requireUser = createMiddleware<UpstreamEnv>(async (c, next) => {
  const header = c.req.header('Authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) {
    c.header('WWW-Authenticate', 'Bearer');
    return jsonError(c, 401, 'unauthorized', 'missing bearer token');
  }
  const result = await verifyAccessToken(c.env, match[1]);
  if (!result.ok) {
    c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
    return jsonError(c, 401, 'unauthorized', `invalid token (${result.reason})`);
  }
  c.set('userId', result.claims.sub);
  c.set('claims', result.claims);
  await next();
});
