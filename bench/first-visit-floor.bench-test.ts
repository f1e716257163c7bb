import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { expect, it } from 'vitest';

/**
 * The JavaScript floor of a first visit (issue 32 §3), built from this project's exact package
 * versions: the floor's page in the browser (bench/floor/client/page.tsx: React hydrating one
 * TanStack Router route whose data the query cache brings), as one minified chunk (the most
 * favourable layout: no route splitting, one request), in three variants:
 * - the stack alone;
 * - with what every page of this app must do while it hydrates, at its smallest and the way the
 *   app does it: a stored value checked with zod/mini (the spec: zod at every boundary, local
 *   storage included), one pre-parsed message formatted by @formatjs/intl (every text through the
 *   catalogue), one date in the brand's locale with date-fns;
 * - the same with the stored value checked by hand, for what zod costs.
 * No catalogue, no frame, no page of the app's own: those come on top. Printed against the issue's
 * budgets (125 KB an account page, 145 KB a photo page); nothing fails on a number.
 */
const VARIANTS = ['stack-only', 'with-requirements', 'without-zod'] as const;
const KB = 1024;

async function gzipBytes(variant: (typeof VARIANTS)[number]): Promise<{ min: number; gzip: number }> {
  const root = join(import.meta.dirname, 'floor/client');
  const outDir = mkdtempSync(join(tmpdir(), `floor-client-${variant}-`));
  try {
    await build({
      configFile: false,
      logLevel: 'silent',
      root,
      mode: 'production',
      define: { 'process.env.NODE_ENV': '"production"' },
      resolve: { alias: { './extra': join(root, `${variant}.ts`) } },
      build: {
        outDir,
        emptyOutDir: true,
        minify: true,
        rollupOptions: { input: join(root, 'page.tsx'), output: { codeSplitting: false, entryFileNames: 'page.js' } },
      },
    });
    const js = readFileSync(join(outDir, 'page.js'));
    return { min: js.length, gzip: gzipSync(js).length };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

it('prints what a first visit of the floor page downloads, with and without what every page of this app requires', async () => {
  const rows = [];
  for (const variant of VARIANTS) rows.push({ variant, ...(await gzipBytes(variant)) });
  console.log(
    `\nThe floor page's JavaScript in the browser (one chunk, minified; gzip as the size test counts it; budgets: 125 KB an account page, 145 KB a photo page):\n${rows
      .map((r) => `${r.variant.padEnd(20)}${(r.min / KB).toFixed(1).padStart(8)} KB min${(r.gzip / KB).toFixed(1).padStart(8)} KB gzip`)
      .join('\n')}\n`,
  );
  expect(rows.every((r) => r.gzip > 0)).toBe(true);
}, 300_000);
