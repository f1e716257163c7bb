// Types of the test environment: the worker's bindings plus the migrations vitest.config.mts passes.
import type { D1Migration } from 'cloudflare:test';
import type { UpstreamBindings } from '../src/env';

declare global {
  namespace Cloudflare {
    interface Env extends UpstreamBindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
