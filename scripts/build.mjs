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
  };
  writeFileSync('src/worker/ssr/client-assets.gen.json', `${JSON.stringify(assets, null, 2)}\n`);
  return assets;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const assets = await buildClient();
  console.log('client assets:', assets);
}
