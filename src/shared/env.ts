import type { PushHubRpc } from './push/hub-rpc';

/**
 * The bindings the `UserPushHub` Durable Object reads. The worker's `Bindings` extend this, and the
 * object is typed by it alone, so `src/durable-objects` needs nothing from `src/worker`.
 * Worker-runtime types: checked by tsconfig.worker.json only (the client project excludes this file).
 */
export interface PushHubBindings {
  /** One hub per user (`idFromName(verified sub)`); typed by its RPC contract so the calls are checked. */
  USER_PUSH_HUB: DurableObjectNamespace<PushHubRpc>;
  /** Durable Object jurisdiction of this region ("eu" keeps EU customers' push state in the EU). */
  DO_JURISDICTION?: string;
  /** Secret for signing session/socket tickets (the worker mints them, the hub verifies them). */
  SESSION_SECRET: string;
}
