import type { Bindings } from '../../src/worker/env';

// The bindings the pool gives these tests are the app's (wrangler.toml, env test); `Bindings` types
// the hub's namespace by its class, so stubs expose its RPC methods and runInDurableObject sees it
// (the test env has no jurisdiction).
declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      /** A hub that fails on purpose (tests/workers/worker.ts), for the error-reporting test. */
      FAULTY_PUSH_HUB: DurableObjectNamespace<import('./worker').FailingHubType>;
    }
  }
}
