import { z } from 'zod';
import type { Bindings } from '../env';

// Read from the environment by schema: DO_JURISDICTION is in wrangler.toml but not (yet) in
// `Bindings`, and an unknown value must fail loudly rather than put EU users' state elsewhere.
const jurisdictionSchema = z.union([z.literal(''), z.enum(['eu', 'fedramp', 'fedramp-high'])]).optional();

/**
 * The UserPushHub namespace of this region: the EU environment (`DO_JURISDICTION = "eu"`) creates
 * its objects in the EU jurisdiction so a European customer's push state stays in the EU.
 * Both the worker (routing) and the hub (checking a ticket's user owns it) must use this.
 */
export function pushHubNamespace(env: Pick<Bindings, 'USER_PUSH_HUB'>): DurableObjectNamespace {
  const jurisdiction = jurisdictionSchema.parse(Reflect.get(env, 'DO_JURISDICTION'));
  return jurisdiction ? env.USER_PUSH_HUB.jurisdiction(jurisdiction) : env.USER_PUSH_HUB;
}

/** The one object of `userId` (the verified `sub`, never a client-supplied value). */
export function pushHubStub(env: Pick<Bindings, 'USER_PUSH_HUB'>, userId: string): DurableObjectStub {
  const ns = pushHubNamespace(env);
  return ns.get(ns.idFromName(userId));
}

/** Header carrying the routed user id from the worker to the hub (set only by the worker). */
export const PUSH_USER_HEADER = 'X-Push-User-Id';
