// The house's import rules (issue 33 §3; DESIGN.md §4), checked by dependency-cruiser on the
// resolved import graph of src/ (type-only imports included) in `npm test`'s lint layer:
// `npx depcruise src uno.config.ts`. tests/unit/house-rules.test.ts shows each rule catching a violation.
//
// The layers, from the bottom: shared → components → the browser's services (src/client but its
// entry) → the photo library kernel (features/library) → features → routes → the browser entry
// and the worker. The Durable Object stands beside the worker on shared alone. Tests beside the
// code (*.test.*) may import what they test from any layer; circles count for them too.
const TEST = '\\.test\\.tsx?$';
// Where the program starts: the worker, the browser bundle, and the style build (uno.config.ts
// reads the design tokens). `npx depcruise src uno.config.ts` cruises them all.
const ENTRIES = '^(src/worker/index\\.ts|src/client/entry\\.tsx|uno\\.config\\.ts)$';
// Reached through wrangler.toml's [alias] table, not an import: React's server build for the
// edge, and the browser-only modules the worker bundle replaces with empty ones.
const WRANGLER_ALIASES = '^src/worker/(ssr/react-dom-server\\.cjs|browser-only/)';
const LAYERS_ABOVE_SHARED = '^src/(client|worker|features|routes|components|durable-objects)/|^src/router\\.tsx$';

/** One forbidden import: from the modules `from` matches to the modules `to` matches. */
const rule = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    rule(
      'no-circular',
      'No import circle, type-only imports included: a circle has no bottom to read it from.',
      { path: '^src/' },
      { circular: true },
    ),
    rule(
      'shared-is-the-base',
      'src/shared is below everything: it imports nothing from the layers above it.',
      { path: '^src/shared/', pathNot: TEST },
      { path: LAYERS_ABOVE_SHARED },
    ),
    rule(
      'components-below-features',
      'The shared UI kit knows no feature, route, worker or Durable Object.',
      { path: '^src/components/', pathNot: TEST },
      { path: '^src/(client|worker|features|routes|durable-objects)/|^src/router\\.tsx$' },
    ),
    rule(
      'feature-to-feature-through-index',
      "A feature reaches another feature only through that feature's index.ts (the photo library kernel below them all aside).",
      { path: '^src/features/([^/]+)/', pathNot: TEST },
      {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$', '^src/features/library/'],
      },
    ),
    rule(
      'library-kernel-below-features',
      'The photo library kernel (features/library: what the timeline and the albums share) imports no other feature.',
      { path: '^src/features/library/', pathNot: TEST },
      { path: '^src/features/', pathNot: '^src/features/library/' },
    ),
    rule(
      'features-below-routes',
      "A feature is used by routes, the browser entry and the worker, never the other way round; it may use the browser's services (src/client but its entry).",
      { path: '^src/features/', pathNot: TEST },
      { path: '^src/(worker|routes|durable-objects)/|^src/client/entry\\.tsx$|^src/router\\.tsx$' },
    ),
    rule(
      'routes-not-into-the-worker',
      'Routes run in the browser too: no worker, client entry or Durable Object code.',
      { path: '^src/routes/', pathNot: TEST },
      { path: '^src/(client|worker|durable-objects)/' },
    ),
    rule(
      'worker-to-features-through-index',
      "The worker reaches a feature only through its index.ts (and the form runner through the pages' actions.ts), never its internals.",
      { path: '^src/worker/', pathNot: TEST },
      { path: '^src/features/[^/]+/', pathNot: ['^src/features/[^/]+/index\\.tsx?$', '^src/features/[^/]+/actions\\.ts$'] },
    ),
    rule(
      'form-actions-run-in-the-worker',
      "A page's form actions (features/*/actions.ts) are run by the worker's one form runner alone: no page, feature or browser code imports them.",
      { path: '^src/', pathNot: ['^src/worker/forms/index\\.ts$', TEST] },
      { path: '^src/features/[^/]+/actions\\.ts$' },
    ),
    rule(
      'security-core-through-its-index',
      'Sign-in, sign-out, sessions, token cookies, the customer gate and the confirmation flows live in src/worker/auth; the rest of the worker uses its index.ts alone.',
      { path: '^src/worker/', pathNot: ['^src/worker/auth/', TEST] },
      { path: '^src/worker/auth/', pathNot: '^src/worker/auth/index\\.ts$' },
    ),
    rule(
      'worker-not-into-the-client',
      'The worker never imports browser-only code.',
      { path: '^src/worker/', pathNot: TEST },
      { path: '^src/client/' },
    ),
    rule(
      'durable-object-on-shared-alone',
      'The Durable Object imports only src/shared (its protocol and helpers), never the worker.',
      { path: '^src/durable-objects/', pathNot: TEST },
      { path: '^src/(client|worker|features|routes|components)/|^src/router\\.tsx$' },
    ),
    rule(
      'worker-calls-the-durable-object-by-rpc',
      "Only the worker's entry exports the Durable Object class; other worker code calls it through its stub.",
      { path: '^src/worker/', pathNot: ['^src/worker/index\\.ts$', TEST] },
      { path: '^src/durable-objects/' },
    ),
    rule(
      'client-not-into-the-worker',
      'The browser bundle never imports worker or Durable Object code.',
      { path: '^src/client/', pathNot: TEST },
      { path: '^src/(worker|durable-objects)/' },
    ),
    rule(
      'client-services-below-features',
      "The browser's services (error reports, the push socket, the action runner) know no feature or route; only the entry does.",
      { path: '^src/client/', pathNot: ['^src/client/entry\\.tsx$', TEST] },
      { path: '^src/(features|routes)/|^src/router\\.tsx$' },
    ),
    rule(
      'production-code-not-into-tests',
      'Code under src/ never imports test code (tests/, *.test.*).',
      { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      { path: '^tests/|\\.test\\.tsx?$' },
    ),
    rule(
      'only-production-code-in-src',
      'Every module under src/ (tests aside) is reached from an entry (the worker, the browser, the style build): no dead file, no helper only tests use (those live in tests/).',
      { path: ENTRIES },
      { path: '^src/', pathNot: [TEST, ENTRIES, WRANGLER_ALIASES, '\\.d\\.ts$', '\\.(json|md|css)$'], reachable: false },
    ),
  ],
  options: {
    // TypeScript 7 has no compiler API yet; swc parses the sources (type-only imports included).
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.gen\\.json$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
