import { describe, expect, it } from 'vitest';
import { BUDGETS, bundledSources, formatFirstVisits, formatReport, KB, measureBundle, measureFirstVisits } from '../support/bundle-size';

/**
 * DESIGN §5 JavaScript budgets, measured on the client build that `npm test` makes before this
 * layer (dist/client and the SSR asset list src/worker/ssr/client-assets.gen.json). The public
 * e-mail-link pages' 0 KB is proven on the served HTML: tests/integration/routes.test.ts (every
 * plain route on every brand has no <script>) and tests/integration/shell.test.ts.
 *
 * Route chunks over budget are listed here by name with the reason, never by raising the budget.
 */
/**
 * Route chunks over budget, each with why, listed by route file; the test below fails once one is
 * back under budget, so the entry is removed then and the budget applies again. None at present:
 * the photo library's routes came under 30 KB once the chunks every landing page loads (kit, zod)
 * were counted as already there (issue 18 §3: a further route is reached from a landing page).
 */
const OVER_BUDGET: Readonly<Record<string, string>> = {};

/**
 * Landing pages whose signed-in first visit is over its budget (issue 18 §3), by path, with why.
 * The floor every page pays: react-dom ~63 KB, the router ~20 KB, the query client ~12 KB, the
 * catalogue ~9 KB and zod ~10 KB (API responses are parsed in the browser too). The test below
 * fails once a page is within budget, so its entry is removed then and the budget applies again.
 */
const FLOOR =
  'react-dom + router + query client + catalogue + zod leave ~10 KB for the page itself (issue 18 §3, docs/javascript-budget.md)';
const LIBRARY = `${FLOOR}; the photo library's virtualizer, selection, preview gestures and downloads come on top`;
const LANDING_OVER_BUDGET: Readonly<Record<string, string>> = {
  '/': FLOOR,
  '/my-photos/photos': LIBRARY,
  '/my-photos/albums': LIBRARY,
  '/my-photos/albums/:album': LIBRARY,
  '/orders': FLOOR,
  '/orders/:order': FLOOR,
  '/invoices': FLOOR,
  '/settings': FLOOR,
  '/saved-projects': FLOOR,
  '/downloads': FLOOR,
};

const report = measureBundle();
const visits = measureFirstVisits();
// The figures, on every run (vitest prints this test file's console output).
console.log(formatReport(report));
console.log(formatFirstVisits(visits));

/**
 * Landing pages over the request budget, with why (docs/javascript-budget.md). My photos' pages
 * share many small modules in different sets (grid, selection, sort, upload, album parts). Grouped
 * into one chunk they came within 12 requests, but the albums list then downloaded 9–16 KB gzip of
 * grid code it never runs: more bytes for fewer requests over one HTTP/2 connection is the worse
 * trade for a phone.
 */
const SHARED_PARTS = 'the photo library pages share small modules in different sets: one chunk of them costs the albums list 9–16 KB';
const REQUESTS_OVER_BUDGET: Readonly<Record<string, string>> = {
  '/my-photos/photos': SHARED_PARTS,
  '/my-photos/albums': SHARED_PARTS,
  '/my-photos/albums/:album': SHARED_PARTS,
};

describe('JavaScript budgets (DESIGN §5)', () => {
  it("the SSR preloads exactly the current build's entry and its eager imports", () => {
    expect(report.mismatch).toEqual([]);
  });

  it("the SSR modulepreloads each route's loader + component chunk when the route matches", () => {
    expect(report.unpreloaded).toEqual([]);
  });

  it(`signed-in first load (entry + eager preloads) ≤ ${BUDGETS.firstLoad / KB} KB gzip`, () => {
    expect(report.firstLoad.gzip).toBeLessThanOrEqual(BUDGETS.firstLoad);
  });

  // What the browser fetches for a signed-in first visit (bench/first-visit.bench-test.ts checks the
  // count against Chromium's): entry, route chunks, catalogue, date locale, frame parts, API modules.
  const within = (v: (typeof visits)[number]) => v.gzip <= BUDGETS.landing && v.requests <= BUDGETS.landingRequests;
  it.each(visits.filter((v) => !LANDING_OVER_BUDGET[v.path]).map((v) => [v.path, v] as const))(
    `first visit of %s ≤ ${BUDGETS.landing / KB} KB gzip in ≤ ${BUDGETS.landingRequests} script requests`,
    (_path, visit) => {
      expect(visit.gzip, visit.files.join(', ')).toBeLessThanOrEqual(BUDGETS.landing);
      expect(visit.requests, visit.files.join(', ')).toBeLessThanOrEqual(BUDGETS.landingRequests);
    },
  );

  // Requests on their own: within budget on every landing page not listed, those over on bytes included.
  it.each(visits.filter((v) => !REQUESTS_OVER_BUDGET[v.path]).map((v) => [v.path, v] as const))(
    `first visit of %s in ≤ ${BUDGETS.landingRequests} script requests`,
    (_path, visit) => {
      expect(visit.requests, visit.files.join(', ')).toBeLessThanOrEqual(BUDGETS.landingRequests);
    },
  );

  it('every landing page listed over its request budget is still over (else remove it from REQUESTS_OVER_BUDGET)', () => {
    for (const path of Object.keys(REQUESTS_OVER_BUDGET)) {
      expect(visits.find((v) => v.path === path)?.requests, path).toBeGreaterThan(BUDGETS.landingRequests);
    }
  });

  it('every landing page listed over budget is still over (else remove it from LANDING_OVER_BUDGET)', () => {
    for (const path of Object.keys(LANDING_OVER_BUDGET)) {
      const visit = visits.find((v) => v.path === path);
      expect(visit, path).toBeDefined();
      expect(within(visit!), `${path} is within budget now: remove it from LANDING_OVER_BUDGET`).toBe(false);
    }
  });

  it('the browser gets zod/mini only: one classic `zod` import in shared code adds ~10 KB gzip to every page', () => {
    expect(bundledSources().filter((s) => /node_modules\/zod\/(v4\/)?classic\//.test(s))).toEqual([]);
  });

  it('finds the route chunks (loader + component split per route)', () => {
    // If route code stopped being split, everything would sit in the first load instead.
    expect(report.routes.length).toBeGreaterThan(20);
  });

  const routeFile = (name: string) => name.replace(/\?tsr-split=.*$/, '');
  const routesWithin = report.routes.filter((r) => !OVER_BUDGET[routeFile(r.name)]);
  it.each(routesWithin.map((r) => [r.name, r] as const))(`route chunk %s ≤ ${BUDGETS.routeChunk / KB} KB gzip`, (_name, route) => {
    expect(route.gzip, route.files.join(', ')).toBeLessThanOrEqual(BUDGETS.routeChunk);
  });

  it.each(report.apis.map((r) => [r.name, r] as const))(`API chunk %s ≤ ${BUDGETS.routeChunk / KB} KB gzip`, (_name, api) => {
    expect(api.gzip, api.files.join(', ')).toBeLessThanOrEqual(BUDGETS.routeChunk);
  });

  it('every listed exception is still a route chunk and still over budget', () => {
    for (const file of Object.keys(OVER_BUDGET)) {
      const chunks = report.routes.filter((r) => routeFile(r.name) === file);
      expect(chunks.length, file).toBeGreaterThan(0);
      expect(Math.max(...chunks.map((r) => r.gzip)), `${file} is within budget now: remove it from OVER_BUDGET`).toBeGreaterThan(
        BUDGETS.routeChunk,
      );
    }
  });
});
