import type { Context } from 'hono';
import { Hono } from 'hono';
import { PUSH_USER_HEADER, pushHubStub } from '../../shared/push/namespace';
import { pushSignalSchema } from '../../shared/push/protocol';
import { mintTicket } from '../../shared/push/tickets';
import { acceptLanguageFor } from '../api';
import { checkCustomer } from '../auth';
import type { AppEnv } from '../env';
import { httpError } from '../errors/http-error';
import { logEvent } from '../logging';
import { isSameOriginUpgrade } from '../middleware/csrf';
import { verifyPushSignature } from './signature';

export interface PushRoutesOptions {
  /** The verified user id of the request, or null when signed out. Default: `c.var.session.userId`. */
  getUserId?: (c: Context<AppEnv>) => string | null;
  /** Whether the account behind the request may still get tickets. Default: `accountOpen`. */
  accountOpen?: (c: Context<AppEnv>) => Promise<boolean>;
}

/**
 * A deleted account's access token still verifies until it expires, so before minting a ticket the
 * customer API is asked about the account (issue 15 item 10): a deleted record (404, accountDeleted)
 * or a refused token (401: the session was ended, which the account deletion also does) mints
 * nothing. An unreachable customer API does not block push (fail open): the hub itself refuses
 * every socket of a closed account (`closeAccount`), so a ticket minted then still opens nothing.
 * Tickets are minted once per socket (re)connect, so this call is off every page's path.
 */
export async function accountOpen(c: Context<AppEnv>): Promise<boolean> {
  const token = c.var.accessToken;
  if (!token) return true;
  const result = await checkCustomer(c.env, token, c.var.correlationId ?? crypto.randomUUID(), undefined, acceptLanguageFor(c));
  return result === 'active' || result === 'unknown';
}

/** The user id (verified `sub`) of the session set by the auth `session()` middleware. */
export function sessionUserId(c: Context<AppEnv>): string | null {
  return c.var.session?.userId || null;
}

const noStore = { 'Cache-Control': 'no-store' } as const;

/**
 * The browser-facing push routes; mount after the session middleware (they need a session):
 * - `GET /push/ticket` → `{ticket}` (no-store), a 60 s single-use socket ticket for the user;
 * - `GET /push` → WebSocket upgrade, forwarded to the user's UserPushHub. The upgrade must come
 *   from this origin (a cross-site page can open sockets with our cookies: 403) with a session (401).
 */
export function pushRoutes(options: PushRoutesOptions = {}): Hono<AppEnv> {
  const getUserId = options.getUserId ?? sessionUserId;
  const isOpen = options.accountOpen ?? accountOpen;
  if (typeof getUserId !== 'function') throw new TypeError('pushRoutes: getUserId must be a function');
  const app = new Hono<AppEnv>();

  app.get('/push/ticket', async (c) => {
    const userId = getUserId(c);
    if (!userId) throw httpError(401);
    // Signed out as far as push is concerned: the client stops reconnecting on a 401.
    if (!(await isOpen(c))) throw httpError(401);
    return c.json({ ticket: await mintTicket(c.env.SESSION_SECRET, userId) }, 200, noStore);
  });

  app.get('/push', async (c) => {
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') {
      throw httpError(426);
    }
    const userId = getUserId(c);
    if (!userId) throw httpError(401);
    if (!isSameOriginUpgrade(c)) throw httpError(403);
    // The correlation id tags the hub's error reports of this upgrade (src/worker/reporting/durable-object.ts).
    const headers = new Headers({ Upgrade: 'websocket', [PUSH_USER_HEADER]: userId, 'X-CorrelationId': c.var.correlationId ?? '' });
    // Only the verified session's user id picks the object; nothing from the client does. The
    // upgrade is the hub's one `fetch` (its path means nothing); everything else is RPC.
    return pushHubStub(c.env, userId).fetch('https://user-push-hub/', { headers });
  });

  return app;
}

/** Largest signal body accepted (a push message is a few hundred bytes). */
export const MAX_SIGNAL_BYTES = 16_384;

/**
 * `POST /internal/push` from the upstream (docs/contracts.md 'Push signal'): HMAC over the raw body
 * checked before anything is parsed (401 when missing or wrong), then the body is parsed and handed
 * to `idFromName(body.userId)` by the hub's `publish` RPC (502 when the hub refuses or fails).
 * Mount BEFORE the brand middleware: the upstream calls the region host or 127.0.0.1, which is no
 * brand host, and the call carries no session.
 */
export function internalPushRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.post('/internal/push', async (c) => {
    const length = Number(c.req.header('Content-Length') ?? '0');
    if (length > MAX_SIGNAL_BYTES) throw httpError(413);
    const raw = await c.req.text();
    if (raw.length > MAX_SIGNAL_BYTES) throw httpError(413);
    if (!(await verifyPushSignature(c.env.PUSH_SIGNING_SECRET, raw, c.req.header('X-Signature')))) {
      throw httpError(401);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      throw httpError(400, 'invalid_json');
    }
    const signal = pushSignalSchema.safeParse(json);
    if (!signal.success) throw httpError(400, 'invalid_body');
    try {
      const result = await pushHubStub(c.env, signal.data.userId).publish(signal.data);
      if (result.ok) return c.json({ stored: result.stored, delivered: result.delivered }, 202);
      logEvent('error', 'push signal refused by the hub', { correlationId: c.var.correlationId, reason: result.error });
    } catch (error) {
      logEvent('error', 'push signal publish failed', { correlationId: c.var.correlationId, error });
    }
    throw httpError(502);
  });
  return app;
}
