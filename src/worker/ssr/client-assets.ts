import type { ServerManifest } from '@tanstack/router-core';
import { z } from 'zod';
// Written by scripts/build.mjs from Vite's manifest; gitignored, so a build must run first.
import generated from './client-assets.gen.json';

const clientAssetsSchema = z.object({
  entry: z.string(),
  css: z.array(z.string()),
  preloads: z.array(z.string()),
});

export type ClientAssets = z.infer<typeof clientAssetsSchema>;

export const clientAssets: ClientAssets = clientAssetsSchema.parse(generated);

/** The router's asset manifest: the client entry, its CSS and the chunks it imports at once. */
export function routerManifest(assets: ClientAssets = clientAssets): ServerManifest {
  return {
    routes: {
      __root__: {
        preloads: assets.preloads,
        css: assets.css,
        scripts: [{ attrs: { type: 'module', src: assets.entry, async: true } }],
      },
    },
  };
}
