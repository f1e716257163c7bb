import { z } from 'zod';
// Read by schema: DO_JURISDICTION is in wrangler.toml but not (yet) in `Bindings`, and an unknown
// value must fail loudly rather than put EU users' state elsewhere.
const jurisdictionSchema = z.union([z.literal(''), z.enum(['eu', 'fedramp', 'fedramp-high'])]).optional();

/** The part of the environment these helpers read (the app's `Bindings` fits). */
export interface HubEnv<T extends Rpc.DurableObjectBranded | undefined = undefined> {
  USER_PUSH_HUB: DurableObjectNamespace<T>;
  /** "eu" in the EU environment, "" elsewhere. */
  DO_JURISDICTION?: unknown;
}

/**
 * The UserPushHub namespace of this region: the EU environment (`DO_JURISDICTION = "eu"`) creates
 * its objects in the EU jurisdiction so a European customer's push state stays in the EU.
 * Both the worker (routing) and the hub (checking a ticket's user owns it) must use this.
 */
export function pushHubNamespace<T extends Rpc.DurableObjectBranded | undefined>(
  env: HubEnv<T>,
): DurableObjectNamespace<T> {
  const jurisdiction = jurisdictionSchema.parse(env.DO_JURISDICTION);
  return jurisdiction ? env.USER_PUSH_HUB.jurisdiction(jurisdiction) : env.USER_PUSH_HUB;
}

/** The one object of `userId` (the verified `sub`, never a client-supplied value). */
export function pushHubStub<T extends Rpc.DurableObjectBranded | undefined>(
  env: HubEnv<T>,
  userId: string,
): DurableObjectStub<T> {
  const ns = pushHubNamespace(env);
  return ns.get(ns.idFromName(userId));
}

/** Header carrying the routed user id from the worker to the hub (set only by the worker). */
export const PUSH_USER_HEADER = 'X-Push-User-Id';
