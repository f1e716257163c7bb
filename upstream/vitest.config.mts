// HTTP-level tests of the embedded upstream, run inside workerd by @cloudflare/vitest-plugin
// (vitest plugin API). Bindings come from upstream/wrangler.toml; D1 migrations are read
// here in Node and applied by test/setup.ts (idempotent: the layer's files share one database).
// Run: npx vitest run --config upstream/vitest.config.mts
import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

const here = fileURLToPath(new URL('.', import.meta.url));
// Vite's root is the repository root, not upstream/: wasm modules imported from node_modules
// (e.g. @cf-wasm/photon) only resolve inside workerd when they are under the root.
const root = fileURLToPath(new URL('..', import.meta.url));

// UPSTREAM_CORE_ONLY=1 swaps the photo/account modules for no-op stubs: the core (IdP, admin,
// faults, sink) can then be tested on its own while those are in progress.
const coreOnly = process.env.UPSTREAM_CORE_ONLY === '1';
const stub = `${here}test/core/stubs/domains.ts`;
const alias = coreOnly ? [{ find: /^(\.\.?\/)+(photos|account)\/(index|seed)$/, replacement: stub }] : [];

export default defineConfig(async () => {
  const migrations = await readD1Migrations(`${here}migrations`);
  return {
    root,
    resolve: { alias },
    plugins: [
      cloudflareTest({
        main: './upstream/src/index.ts',
        wrangler: { configPath: './upstream/wrangler.toml' },
        miniflare: { bindings: { TEST_MIGRATIONS: migrations } },
      }),
    ],
    test: {
      name: 'upstream',
      include: coreOnly ? ['upstream/test/core/**/*.test.ts'] : ['upstream/test/**/*.test.ts'],
      setupFiles: ['./upstream/test/setup.ts'],
      // One runtime and one module graph for every test file (issue 31 §4): with a runtime per file,
      // transforming the upstream's modules again and migrating a new database took 178 s of the
      // layer's wall time on two cores, against 45 s like this. The files share one database, so
      // each test makes its own accounts and rows (tests/helpers) and never counts the whole table.
      isolate: false,
      testTimeout: 30_000,
    },
  };
});
