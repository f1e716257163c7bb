#!/usr/bin/env node
// Builds the client bundle with Vite (which also generates src/routeTree.gen.ts), then records the
// entry's script, CSS and eager chunks for the worker's SSR manifest. wrangler bundles the worker
// itself (dev, tests and deploy), importing that record. `npm run dev` keeps a watching build
// (watchClient, below) that does the same on every change.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, watch, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { styleText } from 'node:util';
import { build } from 'vite';
import { compactCatalogue, SERVER_CATALOGUE, writeServerCatalogue } from './server-catalogue.mjs';

const MANIFEST = 'dist/client/.vite/manifest.json';
const CLIENT_ASSETS = 'src/worker/ssr/client-assets.gen.json';

export async function buildClient({ quiet = false, keepOldAssets = false } = {}) {
  writeServerCatalogue();
  // Test stacks on one machine share dist/client: keeping the previous hashed files lets a page
  // served by another running stack still load its chunks while this build replaces the manifest.
  await build({ logLevel: quiet ? 'warn' : 'info', mode: 'production', build: { emptyOutDir: !keepOldAssets } });
  return writeClientAssets(readManifest());
}

/**
 * The SSR asset list from Vite's manifest, written to src/worker/ssr/client-assets.gen.json only
 * when it changed (`wrangler dev` reloads the worker on every write of a file it bundles), and
 * whole (the worker's bundler never reads half a list).
 */
function writeClientAssets(manifest) {
  const entryKey = 'src/client/entry.tsx';
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`${entryKey} missing from the Vite manifest`);
  const eager = new Set();
  const css = new Set(entry.css ?? []);
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || eager.has(chunk.file)) return;
    eager.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const imp of chunk.imports ?? []) visit(imp);
  };
  for (const imp of entry.imports ?? []) visit(imp);
  const assets = {
    entry: `/${entry.file}`,
    css: [...css].map((f) => `/${f}`),
    preloads: [...eager].map((f) => `/${f}`),
    routes: routePreloads(manifest, new Set([entry.file, ...eager])),
  };
  writeIfChanged(CLIENT_ASSETS, `${JSON.stringify(assets, null, 2)}\n`);
  return assets;
}

/** Writes `file` only when its text changes, and whole (a temporary file renamed over it). */
function writeIfChanged(file, text) {
  if (existsSync(file) && readFileSync(file, 'utf8') === text) return false;
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
  return true;
}

/**
 * Per route id, the route's split chunks (loader + component, error…) and the chunks they import,
 * minus the entry's: the SSR lists them as modulepreloads of the matched routes, so the first page's
 * code arrives with the entry instead of after it. (vite.config.ts turns Vite's own client-side
 * dependency preloading off: its chunk map would be part of every first load.)
 */
function routePreloads(manifest, eager) {
  const tree = readFileSync('src/routeTree.gen.ts', 'utf8');
  const fileOf = new Map(
    [...tree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map((m) => [m[1], `src/routes/${m[2]}`]),
  );
  const idOf = new Map();
  for (const m of tree.matchAll(/(\w+)\.update\(\{\s*id: '([^']+)'/g)) if (fileOf.has(m[1])) idOf.set(fileOf.get(m[1]), m[2]);
  const routes = {};
  for (const key of Object.keys(manifest)) {
    const split = /^(src\/routes\/.+)\.tsx?\?tsr-split=(.+)$/.exec(key);
    if (!split) continue;
    const id = idOf.get(split[1]);
    if (!id) throw new Error(`${key}: no route id in src/routeTree.gen.ts`);
    // Error / not-found components load only when needed; the page's loader + component always.
    if (!split[2].includes('component---loader') && split[2] !== 'component' && split[2] !== 'loader') continue;
    const files = new Set();
    const visit = (k) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file) || eager.has(chunk.file)) return;
      files.add(chunk.file);
      for (const imp of chunk.imports ?? []) visit(imp);
    };
    visit(key);
    routes[id] = [...(routes[id] ?? []), ...[...files].map((f) => `/${f}`)];
  }
  return routes;
}

/** How long the watching build waits for more changes before it rebuilds: a save-all or a git checkout is one build. */
const DEBOUNCE_MS = 300;
/**
 * A hashed file of an older build stays in dist/client this long after a rebuild replaced it: a page
 * opened before the rebuild still loads its lazy chunks (and a test stack sharing dist/client its own).
 */
const KEEP_OLD_ASSETS_MS = 60 * 60_000;
/**
 * What the build reads that is no module of the client, so the bundler's watch never sees it change:
 * the configuration and what it imports. A change restarts the watching build (a fresh Vite build).
 * So do files added to or removed from public/ and src/routes (the route tree).
 */
const CONFIG_FILES = ['vite.config.ts', 'uno.config.ts', 'src/shared/brands/tokens.ts', 'scripts/precompile-messages.mjs'];

const readManifest = () => JSON.parse(readFileSync(MANIFEST, 'utf8'));

const say = (message, colour = 'cyan') => console.log(styleText(colour, `[client] ${message}`));

/**
 * `npm run dev`: Vite's build in watch mode. A change to a module of the client (src/**, locales/**)
 * rebuilds it, once per burst of changes (DEBOUNCE_MS), writing the route tree and the SSR asset list
 * as buildClient does; `wrangler dev` reloads the worker when they change and when dist/client does.
 * The previous hashed files stay (no emptied outDir), so a page open in the browser keeps loading its
 * chunks; those older than KEEP_OLD_ASSETS_MS go after a build. A failed build prints its error and
 * writes nothing: the app keeps serving the last good build until a save fixes it. The worker's
 * message catalogue (scripts/server-catalogue.mjs) is rewritten when a locale file changes.
 *
 * Resolves once the first build is written (rejects when it fails) with `close()`.
 */
export async function watchClient({ debounceMs = DEBOUNCE_MS } = {}) {
  writeServerCatalogue();
  const first = Promise.withResolvers();
  let ready = false;
  const changed = new Set();
  const failed = (message) => {
    if (!ready) return first.reject(new Error(message));
    say(`${message}. Still serving the last good build; save a fix to rebuild.`, 'red');
  };
  const start = async () => {
    const watcher = await build({
      logLevel: 'warn',
      clearScreen: false,
      mode: 'production',
      build: { emptyOutDir: false, watch: { buildDelay: debounceMs, clearScreen: false } },
    });
    watcher.on('change', (id) => changed.add(relative(process.cwd(), id)));
    watcher.on('event', (event) => {
      if (event.code === 'BUNDLE_START' && changed.size) {
        const [one] = changed;
        say(`rebuilding: ${one}${changed.size > 1 ? ` and ${changed.size - 1} more` : ''} changed`);
        changed.clear();
      } else if (event.code === 'BUNDLE_END') {
        // Vite's own listener closes event.result.
        try {
          const manifest = readManifest();
          const assets = writeClientAssets(manifest);
          pruneOldAssets(manifest);
          if (ready) say(`rebuilt in ${(event.duration / 1000).toFixed(1)} s (entry ${assets.entry})`, 'green');
          ready = true;
          first.resolve();
        } catch (err) {
          failed(`client asset list failed: ${err.message}`);
        }
      } else if (event.code === 'ERROR') {
        // Vite has printed the error itself.
        event.result?.close();
        failed('client build FAILED (error above)');
      }
    });
    return watcher;
  };

  let watcher = await start();
  await first.promise.catch(async (err) => {
    await watcher.close();
    throw err;
  });

  // Restarts: serialised, one per burst of changes.
  let restarting = Promise.resolve();
  let timer;
  let catalogueTimer;
  const restartSoon = (what) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      restarting = restarting.then(async () => {
        say(`${what} changed: restarting the client build`);
        await watcher.close();
        try {
          watcher = await start();
        } catch (err) {
          // A broken vite.config.ts: printed; the next save restarts again.
          say(`client build could not start: ${err.message}`, 'red');
        }
      });
    }, debounceMs);
  };
  const routeFiles = () => readdirSync('src/routes', { recursive: true }).sort().join('\n');
  let routes = routeFiles();
  const fsWatchers = [
    ...[...new Set(CONFIG_FILES.map((f) => dirname(f)))].map((dir) =>
      watch(dir, (_, name) => {
        const file = join(dir, String(name));
        if (CONFIG_FILES.includes(file)) restartSoon(file);
      }),
    ),
    watch('public', { recursive: true }, (_, name) => restartSoon(`public/${name}`)),
    // The worker's catalogue comes from the locale files, apart from the client build.
    watch('locales', () => {
      clearTimeout(catalogueTimer);
      catalogueTimer = setTimeout(() => {
        try {
          if (writeIfChanged(SERVER_CATALOGUE, `${JSON.stringify(compactCatalogue())}\n`))
            say("locales changed: the worker's catalogue is rewritten");
        } catch (err) {
          say(`the worker's catalogue was not rewritten: ${err.message}`, 'red');
        }
      }, debounceMs);
    }),
    watch('src/routes', { recursive: true }, () => {
      const now = routeFiles();
      if (now === routes) return;
      routes = now;
      restartSoon('the set of route files');
    }),
  ];
  return {
    close: async () => {
      clearTimeout(timer);
      clearTimeout(catalogueTimer);
      for (const w of fsWatchers) w.close();
      await restarting;
      await watcher.close();
    },
  };
}

/** Removes hashed files no longer in the current build once they are older than KEEP_OLD_ASSETS_MS. */
function pruneOldAssets(manifest) {
  const current = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? []), ...(c.assets ?? [])]));
  const now = Date.now();
  for (const name of readdirSync('dist/client/assets')) {
    const file = `assets/${name}`;
    if (current.has(file) || current.has(file.replace(/\.map$/, ''))) continue;
    try {
      if (now - statSync(join('dist/client', file)).mtimeMs > KEEP_OLD_ASSETS_MS) rmSync(join('dist/client', file), { force: true });
    } catch {
      // Gone already (another build removed it).
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const assets = await buildClient();
  const routes = Object.keys(assets.routes).length;
  console.log(`client built: entry ${assets.entry}, ${assets.preloads.length} eager chunks, ${routes} routes' preloads`);
}
