import { Hono } from 'hono';
import { UserPushHub as PushHub } from '../../src/durable-objects/user-push-hub';
import type { AppEnv } from '../../src/worker/env';
import { onError } from '../../src/worker/errors/on-error';
import { securityHeaders } from '../../src/worker/middleware/security-headers';
import { internalPushRoutes, pushRoutes } from '../../src/worker/push/routes';
import { withDurableObjectReporting } from '../../src/worker/reporting/durable-object';
import { TEST_USER_HEADER } from './test-user';

// The hub as the app deploys it (with error reporting), so every test here also proves the
// instrumentation leaves its sockets, RPC and alarms working.
export const UserPushHub = withDurableObjectReporting(PushHub);
export type UserPushHub = PushHub;

/** Marker header: the faulty hub's upgrade throws an error with this message. */
const FAULT_HEADER = 'X-Test-Fault';

/**
 * The hub with two ways to fail on purpose, wrapped exactly like the real one, so
 * tests/workers/error-reporting.test.ts can prove a Durable Object's error reaches the reporter.
 * Bound as FAULTY_PUSH_HUB in vitest.workers.config.mts only; the app never exports it.
 */
class FailingHub extends PushHub {
  override async fetch(request: Request): Promise<Response> {
    throw new Error(request.headers.get(FAULT_HEADER) ?? 'fetch failed on purpose');
  }

  async fail(message: string): Promise<void> {
    throw new Error(message);
  }
}
export const FaultyPushHub = withDurableObjectReporting(FailingHub);
export type FailingHubType = FailingHub;

// A worker entry may export only handlers and classes: the header name lives in test-user.ts.

// Mounted in the order the app uses: /internal/push before brand/session, the rest after, with the
// real security-headers middleware so the 101 upgrade is known to survive it.
const app = new Hono<AppEnv>();
app.onError(onError());
app.route('/', internalPushRoutes());
app.use('*', securityHeaders());
// Stands in for session(): the routes read `c.var.session` exactly as in the app.
app.use('*', async (c, next) => {
  const userId = c.req.header(TEST_USER_HEADER);
  c.set(
    'session',
    userId ? { userId, email: `${userId}@example.com`, idpType: 'test', idpSub: userId, isBusiness: false, expiresAt: 0 } : null,
  );
  await next();
});
app.route('/', pushRoutes());

export default app;
