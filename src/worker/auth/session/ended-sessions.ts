import type { Context } from 'hono';
import { decodeJwt } from 'jose';
import { pushHubStub } from '../../../shared/push/namespace';
import type { AppEnv, Bindings } from '../../env';
import { logEvent } from '../../logging';

/**
 * How long a signed-out session is remembered: the life of the identity provider's refresh tokens
 * (docs/contracts.md, 30 days), so even a refresh cookie whose revocation failed at sign-out cannot
 * bring the session's pages back. Rows are a few bytes per sign-out and pruned when they lapse.
 */
export const ENDED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

type HubEnv = Pick<Bindings, 'USER_PUSH_HUB' | 'DO_JURISDICTION'>;

/**
 * The session id (`sid` claim, the refresh-token family) of an access token the session middleware
 * has already verified. Server-side only: it is an identity provider's id, never put into a page.
 */
export function sessionIdOf(accessToken: string): string | undefined {
  try {
    const { sid } = decodeJwt(accessToken);
    return typeof sid === 'string' && sid.length > 0 && sid.length <= 200 ? sid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign-out: the user's own Durable Object remembers the session as ended (strongly consistent,
 * one per user), so a copied cookie of it renders no page from any edge location, although its
 * access token still verifies and its customer-gate cookie is fresh. A failure is logged and the
 * sign-out goes on: the tokens are revoked at the identity provider and every data call refuses them.
 */
export async function markSessionEnded(env: HubEnv, userId: string, sid: string, now = Date.now()): Promise<boolean> {
  try {
    const result = await pushHubStub(env, userId).endSession(userId, sid, now + ENDED_SESSION_TTL_MS);
    if (!result.ok) logEvent('error', 'the user hub refused to end a session', { reason: result.error });
    return result.ok;
  } catch (error) {
    logEvent('error', 'ending the session in the user hub failed', { error });
    return false;
  }
}

/**
 * Per signed-in page whose customer check was skipped by the gate cookie: was this session signed
 * out? Fails open (false, logged) when the object cannot be reached: the page's data calls are still
 * refused by the APIs, and an outage of the hub should not sign every customer out.
 */
export async function isSessionEnded(c: Context<AppEnv>): Promise<boolean> {
  const session = c.var.session;
  const sid = c.var.sessionId;
  if (!session || !sid) return false;
  try {
    const result = await pushHubStub(c.env, session.userId).sessionEnded(session.userId, sid);
    if (!result.ok) logEvent('error', 'the user hub refused a session check', { reason: result.error, correlationId: c.var.correlationId });
    return result.ok && result.ended;
  } catch (error) {
    logEvent('error', 'the session check in the user hub failed, page continues', { error, correlationId: c.var.correlationId });
    return false;
  }
}
