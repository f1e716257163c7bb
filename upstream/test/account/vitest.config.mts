// Account-area tests on their own: same pool set-up as upstream/vitest.config.mts, but the photo
// module is replaced by the core's no-op stub, so these tests neither wait for nor break on the
// photo module (its wasm codecs did not load in the test pool when this was written).
// Run: npx vitest run --config upstream/test/account/vitest.config.mts
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const stub = `${root}test/core/stubs/domains.ts`;

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${root}migrations`);
  return {
    root,
    resolve: { alias: [{ find: /^(\.\.?\/)+photos\/(index|seed)$/, replacement: stub }] },
    plugins: [
      cloudflareTest({
        main: './src/index.ts',
        wrangler: { configPath: './wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'upstream-account',
      include: ['test/account/**/*.test.ts'],
      setupFiles: ['./test/setup.ts'],
      testTimeout: 30_000,
    },
  };
});
