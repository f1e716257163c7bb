import { defineConfig } from 'vitest/config';

// Worker integration tests: real HTTP against the app running in workerd (wrangler dev) beside the
// embedded upstream, both started by scripts/test.mjs (APP_URL / UPSTREAM_URL).
export default defineConfig({
  test: {
    name: 'integration',
    include: ['tests/integration/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One module graph for all files (they run one after the other anyway): about 7 s less of
    // spawning a worker per file.
    isolate: false,
  },
});
