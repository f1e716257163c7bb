// Photo tests with the vite root at the repository root. Why: with root = upstream/ (the shared
// upstream/vitest.config.mts), wasm imported from node_modules (outside the root) resolves to a
// broken "/upstream/@fs/..." path in @cloudflare/vitest-pool-workers 0.15 ("No such module
// .../photon_rs_bg.wasm?mf_vitest_force=CompiledWasm"), so image work (uploads, thumbnails, pool)
// fails there. Run: npx vitest run --config upstream/test/photos/vitest.config.mts
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}upstream/migrations`);
  return {
    root,
    plugins: [
      cloudflareTest({
        main: './upstream/src/index.ts',
        wrangler: { configPath: './upstream/wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'upstream',
      include: ['upstream/test/photos/**/*.test.ts'],
      setupFiles: ['./upstream/test/setup.ts'],
      testTimeout: 30_000,
    },
  };
});
