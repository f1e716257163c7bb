import { Hono } from 'hono';
import type { AppEnv } from '../../src/worker/env';
import { securityHeaders } from '../../src/worker/middleware/security-headers';
import { internalPushRoutes, pushRoutes } from '../../src/worker/push/routes';

export { UserPushHub } from '../../src/durable-objects/user-push-hub';

/** Header standing in for the session cookie in these tests (the session middleware is elsewhere). */
export const TEST_USER_HEADER = 'X-Test-User';

// Mounted in the order the app uses: /internal/push before brand/session, the rest after, with the
// real security-headers middleware so the 101 upgrade is known to survive it.
const app = new Hono<AppEnv>();
app.route('/', internalPushRoutes());
app.use('*', securityHeaders());
// Stands in for session(): the routes read `c.var.session` exactly as in the app.
app.use('*', async (c, next) => {
  const userId = c.req.header(TEST_USER_HEADER);
  c.set('session', userId
    ? { userId, email: `${userId}@example.com`, idpType: 'test', idpSub: userId, isBusiness: false, expiresAt: 0 }
    : null);
  await next();
});
app.route('/', pushRoutes());

export default app;
