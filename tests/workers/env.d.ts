import type { UserPushHub } from '../../src/durable-objects/user-push-hub';
import type { Bindings } from '../../src/worker/env';

// The bindings the pool gives these tests are the app's (wrangler.toml, env test), with the hub's
// namespace typed so runInDurableObject sees the class (the test env has no jurisdiction).
declare global {
  namespace Cloudflare {
    interface Env extends Omit<Bindings, 'USER_PUSH_HUB'> {
      USER_PUSH_HUB: DurableObjectNamespace<UserPushHub>;
    }
  }
}
