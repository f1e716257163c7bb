import type { ServerManifest } from '@tanstack/router-core';
import * as z from 'zod';
// Written by scripts/build.mjs from Vite's manifest; gitignored, so a build must run first.
import generated from './client-assets.gen.json';

const clientAssetsSchema = z.object({
  entry: z.string(),
  css: z.array(z.string()),
  preloads: z.array(z.string()),
  /** Route id → that route's chunks and their imports beyond the entry's (see scripts/build.mjs). */
  routes: z.record(z.string(), z.array(z.string())).default({}),
});

export type ClientAssets = z.infer<typeof clientAssetsSchema>;

export const clientAssets: ClientAssets = clientAssetsSchema.parse(generated);

/**
 * The router's asset manifest: the client entry, its CSS and the chunks it imports at once, and
 * per route its own chunks (modulepreloaded when the route matches, so the first page's code
 * downloads alongside the entry).
 */
export function routerManifest(assets: ClientAssets = clientAssets): ServerManifest {
  return {
    routes: {
      ...Object.fromEntries(Object.entries(assets.routes).map(([id, preloads]) => [id, { preloads }])),
      __root__: {
        preloads: assets.preloads,
        css: assets.css,
        scripts: [{ attrs: { type: 'module', src: assets.entry, async: true } }],
      },
    },
  };
}
