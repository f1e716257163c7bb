// Worker-level tests of the push sockets, run inside workerd by @cloudflare/vitest-pool-workers 0.15
// (vitest 4 plugin API). Bindings (USER_PUSH_HUB with its SQLite migration, secrets) come from the
// app's wrangler.toml; `main` is a small test worker that mounts the push routes exactly as the app
// does, with the user id taken from a test header instead of the session cookie.
// Run: npx vitest run -c vitest.workers.config.mts
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './tests/workers/worker.ts',
      wrangler: { configPath: './wrangler.toml', environment: 'test' },
    }),
  ],
  test: {
    name: 'workers',
    include: ['tests/workers/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
