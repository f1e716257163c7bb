import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import UnoCSS from 'unocss/vite';
import { defineConfig } from 'vite';
import { precompileMessages } from './scripts/precompile-messages.mjs';
import { currentRelease, RELEASE_RECORD } from './scripts/release.mjs';

/**
 * Fewer, larger chunks (issue 18 §3: a first visit within 12 script requests). Left alone, the
 * bundler cuts one chunk per set of importers: 30–50 requests of a few hundred bytes per landing
 * page. Named groups instead, by owner:
 * - `core`: everything the entry imports statically (React, the router, the query client, the
 *   frame) and the bundler's runtime, one file beside the entry.
 * - `kit`: code shared by the lazily loaded chunks (UI kit, shared helpers, query hooks, date-fns
 *   helpers), the schema library (zod/mini) and the API transport with the schemas every API
 *   module shares. Every signed-in page loads all of it before it is interactive, so one file
 *   (they were three: two requests fewer per first visit, no byte more).
 * - `frame`: the frame's lazy parts; `archive`: the zip downloads (below).
 * Route chunks, API modules, catalogues, date locales and the modules a feature imports lazily on
 * purpose (dialogs opened on demand) stay their own chunks. Not the cut-off notices' API module
 * (0.3 KB): the overview and the orders list call it while they hydrate, so it is part of `kit`.
 */
const ENTRY = /src[\\/]client[\\/]entry\.tsx$/;
const OWN_CHUNK =
  /\?tsr-split=|[\\/]locales[\\/][^\\/]+\.json$|date-fns[\\/]locale[\\/](?!en-US|_lib)|src[\\/]shared[\\/]api[\\/](?!cutoff\.ts$)[^\\/]+\.ts$|[\\/](UploadModal|CopyToAlbumModal|ArchiveResumeRunner|ArchiveToastBody|address-errors|help-auto-close)\.tsx?$/;
/** The frame's lazy parts every page loads while it hydrates (help chat, shop menu, its configuration): one request. */
const FRAME_PARTS = /src[\\/]components[\\/]frame[\\/](help-chat|shop-menu)\.tsx$|src[\\/]shared[\\/]api[\\/]public-menu-config\.ts$/;
/** The API transport and the schemas every API module shares: in `kit` (every page makes calls). */
const API_BASE = /src[\\/]shared[\\/]api[\\/](http|errors|schemas|lost-connection-retry)\.ts$/;
/**
 * The zip downloads (archive jobs, single downloads, the pending-job store and the photos API hook
 * they use): shared by My photos, an album and /downloads, one request instead of three. Not the
 * running job's toast body (progress, Cancel): its own chunk, loaded when a zip is first asked for.
 */
const ARCHIVE =
  /src[\\/]features[\\/](library[\\/]downloads[\\/](?!ArchiveToastBody)|downloads[\\/]|library[\\/]api\.ts$)(?!.*\?tsr-split)/;
const groupOf = (id: string): string | null => {
  if (FRAME_PARTS.test(id)) return 'frame';
  if (API_BASE.test(id)) return 'kit';
  if (ENTRY.test(id) || OWN_CHUNK.test(id)) return null;
  // Feature code stays with the bundler's own split (one chunk per set of importers): a chunk per
  // feature folder put whole features on pages that use one helper of them (the overview got the
  // album code), +20–30 KB per landing page.
  if (/src[\\/]features[\\/]|node_modules[\\/]@use-gesture[\\/]/.test(id)) return null;
  return 'kit';
};
const CHUNK_GROUPS = [
  { name: 'core', tags: ['$initial' as const], test: (id: string) => !ENTRY.test(id), priority: 20 },
  { name: 'core', test: /rolldown[\\/]runtime/, priority: 20 },
  // Only the modules themselves: a feature's imports (kit, zod, another feature's index) stay in their own group.
  { name: groupOf, debugName: 'kit and zod', priority: 10, includeDependenciesRecursively: false },
  { name: 'archive', test: ARCHIVE, minShareCount: 2, priority: 6, includeDependenciesRecursively: false },
];

/**
 * The release the browser's error reports carry (src/client/entry.tsx → report-error.ts): the
 * commit built, or SENTRY_RELEASE (scripts/deploy.mjs sets it to what it uploads the maps for).
 * Only the entry reads it, so a new release changes the 1 KB entry chunk, never `core`'s hash.
 */
const release = currentRelease();

// Client bundle only; the worker is bundled by wrangler (esbuild) and imports the same route files.
export default defineConfig({
  // __DEPLOYED_WORKER__ (true only in scripts/deploy.mjs's worker bundle) is false here, so the
  // browser-only dialogs' worker stand-ins fold away from the client bundle.
  define: { __RELEASE__: JSON.stringify(release), __DEPLOYED_WORKER__: 'false' },
  plugins: [
    {
      // The build's release beside its manifest (never served: public/.assetsignore lists .vite), read
      // by scripts/deploy.mjs before it uploads this build's maps under that release.
      name: 'release-record',
      apply: 'build',
      generateBundle() {
        this.emitFile({ type: 'asset', fileName: RELEASE_RECORD, source: `${JSON.stringify({ release })}\n` });
      },
    },
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
    rollupOptions: {
      input: 'src/client/entry.tsx',
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
        // Seven hash characters, not eight (the fewest rolldown allows for this many chunks): the
        // first load names ~70 lazy chunks (its dynamic imports), and random characters don't
        // compress. 42 bits still tell a file's versions apart.
        entryFileNames: 'assets/[name]-[hash:7].js',
        chunkFileNames: 'assets/[name]-[hash:7].js',
      },
    },
  },
});
