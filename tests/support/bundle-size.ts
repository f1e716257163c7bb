import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip sizes of the client build against DESIGN §5: the signed-in first load (the entry and the
 * chunks it imports at once, as the worker's SSR lists them) and each route chunk (what a
 * navigation to the route downloads beyond the first load: the split loader + component and the
 * chunks they import). Used by tests/unit/bundle-size.test.ts (asserts) and bench (prints).
 *
 * Units: 1 KB = 1024 bytes (DESIGN writes KB; Vite's report uses kB = 1000, printed alongside);
 * gzip at zlib's default level.
 */
export const KB = 1024;
export const BUDGETS = { firstLoad: 120 * KB, routeChunk: 30 * KB, landing: 120 * KB, landingRequests: 12 } as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface Sized {
  /** Manifest key (source module) or file. */
  name: string;
  /** Gzip bytes, the chunk and its static imports outside the first load. */
  gzip: number;
  files: string[];
}

export interface BundleReport {
  firstLoad: Sized & { parts: { file: string; gzip: number }[] };
  /** Route chunks (`src/routes/...?tsr-split=...`) beyond what every landing page loads, largest first. */
  routes: Sized[];
  /** One chunk per upstream API (src/shared/api, imported on its first call), largest first. */
  apis: Sized[];
  /** Message catalogues (one per page load: the brand's locale), largest first. */
  catalogues: Sized[];
  /** Other lazily loaded chunks (components loaded on demand, date-fns locales), largest first. */
  other: Sized[];
  /** SSR asset list and Vite manifest disagree (stale client-assets.gen.json): what differs. */
  mismatch: string[];
  /** Route chunks (loader + component) the SSR does not modulepreload for their route. */
  unpreloaded: string[];
}

const ENTRY = 'src/client/entry.tsx';

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

function readJson<T>(path: string, hint: string): T {
  if (!existsSync(path)) throw new Error(`${path} is missing: ${hint}`);
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

export function measureBundle(root = process.cwd()): BundleReport {
  const dist = join(root, 'dist/client');
  const manifest = readJson<Manifest>(join(dist, '.vite/manifest.json'), 'build the client first (npm run build)');
  const assets = readJson<{ entry: string; preloads: string[]; routes?: Record<string, string[]> }>(
    join(root, 'src/worker/ssr/client-assets.gen.json'),
    'build the client first (npm run build)',
  );
  const size = new Map<string, number>();
  const gz = (file: string) => {
    let n = size.get(file);
    if (n === undefined) {
      n = gzipSize(join(dist, file));
      size.set(file, n);
    }
    return n;
  };
  /** The file of `key` and every chunk it imports statically, minus `exclude`. */
  const closure = (key: string, exclude: ReadonlySet<string> = new Set()): string[] => {
    const out = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || out.has(chunk.file) || exclude.has(chunk.file)) return;
      out.add(chunk.file);
      for (const i of chunk.imports ?? []) visit(i);
    };
    visit(key);
    return [...out];
  };

  // The first load is what the SSR shell references: entry + modulepreloads.
  const firstFiles = [assets.entry, ...assets.preloads].map((f) => f.replace(/^\//, ''));
  const first = new Set(firstFiles);
  const fromManifest = new Set(closure(ENTRY));
  const mismatch = [
    ...[...fromManifest].filter((f) => !first.has(f)).map((f) => `${f} is imported by the entry but not preloaded by the SSR`),
    ...[...first].filter((f) => !fromManifest.has(f)).map((f) => `${f} is preloaded by the SSR but not in the current build's entry`),
  ];
  const parts = firstFiles.map((file) => ({ file, gzip: gz(file) }));
  const firstLoad = { name: ENTRY, files: firstFiles, parts, gzip: parts.reduce((s, p) => s + p.gzip, 0) };

  // A further route is reached from a landing page: what every landing page's first visit has
  // loaded (the shared kit and zod chunks, the catalogue, the frame parts) is in the browser already.
  const visits = measureFirstVisits(root);
  const everyVisit = new Set(visits[0]?.files.filter((f) => visits.every((v) => v.files.includes(f))) ?? []);
  const loaded = new Set([...first, ...everyVisit]);
  const sized = (key: string, exclude: ReadonlySet<string> = loaded): Sized => {
    const files = closure(key, exclude);
    return { name: key, files, gzip: files.reduce((s, f) => s + gz(f), 0) };
  };
  const bySize = (a: Sized, b: Sized) => b.gzip - a.gzip;
  const lazy = Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry);
  const routePreloads = new Set(
    Object.values(assets.routes ?? {})
      .flat()
      .map((f) => f.replace(/^\//, '')),
  );
  const unpreloaded = lazy
    .filter((k) => /^src\/routes\/.+\?tsr-split=component---loader$/.test(k))
    .map((k) => manifest[k]!.file)
    .filter((f) => !routePreloads.has(f));
  const isRoute = (k: string) => /^src\/routes\/.+\?tsr-split=/.test(k);
  const isApi = (k: string) => /^src\/shared\/api\/[^/]+\.ts$/.test(k);
  const isCatalogue = (k: string) => /^locales\/[a-z]{2}-[A-Z]{2}\.json$/.test(k);
  return {
    firstLoad,
    routes: lazy
      .filter(isRoute)
      .map((k) => sized(k))
      .sort(bySize),
    apis: lazy
      .filter(isApi)
      .map((k) => sized(k))
      .sort(bySize),
    catalogues: lazy
      .filter(isCatalogue)
      .map((k) => sized(k, first))
      .sort(bySize),
    other: lazy
      .filter((k) => !isRoute(k) && !isApi(k) && !isCatalogue(k))
      .map((k) => sized(k))
      .sort(bySize),
    mismatch,
    unpreloaded,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The figures as a text table (printed by the size test and by `npm run bench`). */
export function formatReport(r: BundleReport, { otherRows = 8 } = {}): string {
  const lines: string[] = [];
  const row = (s: Sized, budget?: number) =>
    `  ${kb(s.gzip).padStart(9)}${budget !== undefined && s.gzip > budget ? '  OVER' : '      '}  ${s.name}${s.files.length > 1 ? `  (${s.files.length} files)` : ''}`;
  lines.push(`JavaScript sent to the browser, gzip (1 KB = 1024 B; DESIGN §5)`);
  lines.push(
    `first load (entry + ${r.firstLoad.files.length - 1} eager preloads): ${kb(r.firstLoad.gzip)} (${(r.firstLoad.gzip / 1000).toFixed(1)} kB) of ${kb(BUDGETS.firstLoad)}`,
  );
  for (const p of [...r.firstLoad.parts].sort((a, b) => b.gzip - a.gzip).slice(0, 6))
    lines.push(`  ${kb(p.gzip).padStart(9)}        ${p.file}`);
  const cat = r.catalogues[0];
  if (cat) {
    lines.push(`  + the brand's message catalogue, loaded before hydration: ${kb(r.catalogues.at(-1)!.gzip)}–${kb(cat.gzip)}`);
  }
  lines.push(`route chunks (loader + component and their imports beyond the first load), budget ${kb(BUDGETS.routeChunk)} each:`);
  for (const s of r.routes) lines.push(row(s, BUDGETS.routeChunk));
  lines.push(`API chunks (each upstream API's schemas, on its first call):`);
  for (const s of r.apis.slice(0, otherRows)) lines.push(row(s));
  if (r.apis.length > otherRows) lines.push(`  … ${r.apis.length - otherRows} more, up to ${kb(r.apis[otherRows]!.gzip)}`);
  lines.push(`other lazy chunks (on demand):`);
  for (const s of r.other.slice(0, otherRows)) lines.push(row(s));
  if (r.other.length > otherRows) lines.push(`  … ${r.other.length - otherRows} more, up to ${kb(r.other[otherRows]!.gzip)}`);
  for (const m of r.mismatch) lines.push(`MISMATCH: ${m}`);
  return lines.join('\n');
}

/**
 * A signed-in first visit of each main page (issue 18 §3), as the browser fetches it before the
 * page is interactive and settled: the entry and its static imports, the matched route's loader +
 * component chunk and their imports (modulepreloaded by the SSR), the brand's catalogue and date
 * locale (loaded by the entry before hydrating), the frame's parts loaded at hydration (help chat,
 * shop menu and its menu-config call) and the API modules the page calls from the browser once
 * hydrated. `apis` is what Chromium was seen to fetch (bench/first-visit.bench-test.ts compares
 * this count with Chromium's on every `npm run bench`). The default brand (en-GB) is measured.
 */
export interface LandingPage {
  /** A path of the page (the bench opens it; `:album` / `:order` are the demo account's first). */
  path: string;
  /** The route id of src/routeTree.gen.ts. */
  routeId: string;
  /** API modules (src/shared/api/<name>.ts) the hydrated page calls at once. */
  apis: readonly string[];
  /** Who to sign in as. */
  account?: 'business';
}

export const LANDING_PAGES: readonly LandingPage[] = [
  { path: '/', routeId: '/', apis: ['cutoff'] },
  { path: '/my-photos/photos', routeId: '/my-photos/photos/', apis: ['photo-management', 'shared-albums'] },
  { path: '/my-photos/albums', routeId: '/my-photos/albums/', apis: ['photo-management', 'shared-albums'] },
  { path: '/my-photos/albums/:album', routeId: '/my-photos/albums/$id/', apis: ['photo-management', 'shared-albums'] },
  { path: '/orders', routeId: '/orders/', apis: ['cutoff'] },
  { path: '/orders/:order', routeId: '/orders/$orderCode', apis: [] },
  { path: '/invoices', routeId: '/invoices/', apis: [], account: 'business' },
  { path: '/settings', routeId: '/settings/', apis: [] },
  { path: '/saved-projects', routeId: '/saved-projects/', apis: [] },
  { path: '/downloads', routeId: '/downloads/', apis: [] },
];

/**
 * Lazy chunks every signed-in page loads while it hydrates: the frame's parts (help chat, shop menu
 * and the menu configuration it reads, grouped as one `frame` chunk in vite.config.ts) and the API
 * transport with the schemas the API modules share (the `http` chunk).
 */
export const FRAME_LAZY: readonly { what: string; test: (manifestKey: string) => boolean }[] = [
  { what: 'the frame chunk (help chat, shop menu, menu configuration)', test: (k) => /^_frame-[\w-]+\.js$/.test(k) },
  { what: 'the kit chunk (with the API transport and shared schemas)', test: (k) => /^_kit-[\w-]+\.js$/.test(k) },
];

export interface FirstVisit extends Sized {
  path: string;
  /** Script requests: one per file. */
  requests: number;
}

/** Every landing page's first-visit JavaScript (gzip bytes and script requests) in the current build. */
export function measureFirstVisits(root = process.cwd(), locale = 'en-GB'): FirstVisit[] {
  const dist = join(root, 'dist/client');
  const manifest = readJson<Manifest>(join(dist, '.vite/manifest.json'), 'build the client first (npm run build)');
  const assets = readJson<{ entry: string; preloads: string[]; routes?: Record<string, string[]> }>(
    join(root, 'src/worker/ssr/client-assets.gen.json'),
    'build the client first (npm run build)',
  );
  const keyOf = (test: (k: string) => boolean, what: string) => {
    const key = Object.keys(manifest).find(test);
    if (!key) throw new Error(`${what} is not in the Vite manifest`);
    return key;
  };
  const dateLocale = locale === 'en-GB' ? 'en-GB' : locale.slice(0, 2);
  const lazyRoots = [
    keyOf((k) => k === `locales/${locale}.json`, `the ${locale} catalogue`),
    keyOf((k) => k.endsWith(`date-fns/locale/${dateLocale}.js`), `the ${locale} date locale`),
    ...FRAME_LAZY.map((f) => keyOf(f.test, f.what)),
  ];
  const closure = (keys: string[]): string[] => {
    const out = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || out.has(chunk.file)) return;
      out.add(chunk.file);
      for (const i of chunk.imports ?? []) visit(i);
    };
    for (const k of keys) visit(k);
    return [...out];
  };
  const sizes = new Map<string, number>();
  const gz = (file: string) => sizes.get(file) ?? sizes.set(file, gzipSize(join(dist, file))).get(file)!;
  return LANDING_PAGES.map((page) => {
    const routeFiles = assets.routes?.[page.routeId];
    if (!routeFiles) throw new Error(`${page.routeId}: no route preloads in client-assets.gen.json`);
    // An API module bundled into a chunk the page loads anyway is no chunk of its own: nothing more to count.
    const apis = page.apis.map((a) => `src/shared/api/${a}.ts`).filter((k) => manifest[k]);
    const files = [
      ...new Set(
        [assets.entry, ...assets.preloads, ...routeFiles].map((f) => f.replace(/^\//, '')).concat(closure([...lazyRoots, ...apis])),
      ),
    ];
    return { name: page.routeId, path: page.path, files, requests: files.length, gzip: files.reduce((s, f) => s + gz(f), 0) };
  });
}

/** The first visits as a text table (printed by the size test and by `npm run bench`). */
export function formatFirstVisits(visits: FirstVisit[]): string {
  const lines = [
    `signed-in first visit per landing page (entry, route chunks, catalogue, date locale, frame parts, API modules), budget ${kb(BUDGETS.landing)} in ${BUDGETS.landingRequests} script requests:`,
  ];
  for (const v of visits)
    lines.push(
      `  ${kb(v.gzip).padStart(9)} in ${String(v.requests).padStart(2)} requests${v.gzip > BUDGETS.landing || v.requests > BUDGETS.landingRequests ? '  OVER' : '      '}  ${v.path}`,
    );
  return lines.join('\n');
}

/**
 * The source modules of the current client build (from the chunks' source maps): what the browser
 * can be sent. Old assets kept beside the build (keepOldAssets) are not counted.
 */
export function bundledSources(root = process.cwd()): string[] {
  const dist = join(root, 'dist/client');
  const manifest = readJson<Manifest>(join(dist, '.vite/manifest.json'), 'build the client first (npm run build)');
  const files = new Set(Object.values(manifest).map((c) => c.file));
  const sources = new Set<string>();
  for (const file of files) {
    const map = join(dist, `${file}.map`);
    if (!existsSync(map)) continue;
    for (const s of readJson<{ sources: string[] }>(map, 'client source map').sources) sources.add(s.replace(/^(\.\.\/)+/, ''));
  }
  return [...sources].sort();
}
