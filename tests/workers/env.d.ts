import type { Bindings } from '../../src/worker/env';

// The bindings the pool gives these tests are the app's (wrangler.toml, env test).
declare global {
  namespace Cloudflare {
    interface Env extends Bindings {}
  }
}
