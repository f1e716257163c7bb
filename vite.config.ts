import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { precompileMessages } from './scripts/precompile-messages.mjs';

// Client bundle only; the worker is bundled by wrangler (esbuild) and imports the same route files.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The loader travels with its component: route definitions (paths, search validation,
        // guards) stay in the entry, while what a page fetches and renders (queries, API schemas,
        // page modules) is one chunk per route, loaded on navigation or intent preload and before
        // hydration for the first page. The worker imports the route files unsplit (wrangler).
        defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    precompileMessages(),
    react(),
    UnoCSS(),
  ],
  resolve: {
    // Catalogues arrive pre-parsed (see precompileMessages), so the parser stays out of the bundle.
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Read by scripts/build.mjs; public/.assetsignore keeps it (and the maps) off the asset host.
    manifest: true,
    // Maps for the error-reporting service only (scripts/deploy.mjs uploads them): no
    // sourceMappingURL comment in the bundles, and public/.assetsignore keeps them unserved.
    sourcemap: 'hidden',
    target: 'es2022',
    // No client-side map of every lazy chunk's dependencies (~2 KB gzip of file names plus the
    // preload helper in every first load): the SSR preloads the matched routes' chunks instead
    // (scripts/build.mjs), and a route's imports load when its chunk runs.
    modulePreload: false,
    rollupOptions: { input: 'src/client/entry.tsx' },
  },
});
