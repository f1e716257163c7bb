#!/usr/bin/env node
// Builds the client bundle with Vite (which also generates src/routeTree.gen.ts), then records the
// entry's script, CSS and eager chunks for the worker's SSR manifest. wrangler bundles the worker
// itself (dev, tests and deploy), importing that record.
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'vite';

export async function buildClient({ quiet = false, keepOldAssets = false } = {}) {
  // Test stacks on one machine share dist/client: keeping the previous hashed files lets a page
  // served by another running stack still load its chunks while this build replaces the manifest.
  await build({ logLevel: quiet ? 'warn' : 'info', mode: 'production', build: { emptyOutDir: !keepOldAssets } });
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8'));
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
  writeFileSync('src/worker/ssr/client-assets.gen.json', `${JSON.stringify(assets, null, 2)}\n`);
  return assets;
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const assets = await buildClient();
  const routes = Object.keys(assets.routes).length;
  console.log(`client built: entry ${assets.entry}, ${assets.preloads.length} eager chunks, ${routes} routes' preloads`);
}
