import * as z from 'zod';
import type { PushHubBindings } from '../env';
import type { PushHubRpc } from './hub-rpc';

// Parsed, not trusted: an unknown value in wrangler.toml must fail loudly rather than put EU
// users' state elsewhere.
const jurisdictionSchema = z.union([z.literal(''), z.enum(['eu', 'fedramp', 'fedramp-high'])]).optional();

/** The part of the environment these helpers read (the worker's `Bindings` and the hub's fit). */
export type HubEnv = Pick<PushHubBindings, 'USER_PUSH_HUB' | 'DO_JURISDICTION'>;

/**
 * The UserPushHub namespace of this region: the EU environment (`DO_JURISDICTION = "eu"`) creates
 * its objects in the EU jurisdiction so a European customer's push state stays in the EU.
 * Both the worker (routing) and the hub (checking a ticket's user owns it) must use this.
 */
export function pushHubNamespace(env: HubEnv): DurableObjectNamespace<PushHubRpc> {
  const jurisdiction = jurisdictionSchema.parse(env.DO_JURISDICTION);
  return jurisdiction ? env.USER_PUSH_HUB.jurisdiction(jurisdiction) : env.USER_PUSH_HUB;
}

/** The one object of `userId` (the verified `sub`, never a client-supplied value). */
export function pushHubStub(env: HubEnv, userId: string): DurableObjectStub<PushHubRpc> {
  const ns = pushHubNamespace(env);
  return ns.get(ns.idFromName(userId));
}

/**
 * Header carrying the routed user id on the WebSocket upgrade, the hub's one `fetch` (set only by
 * the worker; the hub checks it names the object itself).
 */
export const PUSH_USER_HEADER = 'X-Push-User-Id';
