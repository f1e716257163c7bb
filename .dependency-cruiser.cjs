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

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included: a circle has no bottom to read it from.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'shared-is-the-base',
      comment: 'src/shared is below everything: it imports nothing from the layers above it.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: TEST },
      to: { path: LAYERS_ABOVE_SHARED },
    },
    {
      name: 'components-below-features',
      comment: 'The shared UI kit knows no feature, route, worker or Durable Object.',
      severity: 'error',
      from: { path: '^src/components/', pathNot: TEST },
      to: { path: '^src/(client|worker|features|routes|durable-objects)/|^src/router\\.tsx$' },
    },
    {
      name: 'feature-to-feature-through-index',
      comment: "A feature reaches another feature only through that feature's index.ts (the photo library kernel below them all aside).",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: TEST },
      to: {
        path: '^src/features/([^/]+)/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/index\\.tsx?$', '^src/features/library/'],
      },
    },
    {
      name: 'library-kernel-below-features',
      comment: 'The photo library kernel (features/library: what the timeline and the albums share) imports no other feature.',
      severity: 'error',
      from: { path: '^src/features/library/', pathNot: TEST },
      to: { path: '^src/features/', pathNot: '^src/features/library/' },
    },
    {
      name: 'features-below-routes',
      comment:
        "A feature is used by routes, the browser entry and the worker, never the other way round; it may use the browser's services (src/client but its entry).",
      severity: 'error',
      from: { path: '^src/features/', pathNot: TEST },
      to: { path: '^src/(worker|routes|durable-objects)/|^src/client/entry\\.tsx$|^src/router\\.tsx$' },
    },
    {
      name: 'routes-not-into-the-worker',
      comment: 'Routes run in the browser too: no worker, client entry or Durable Object code.',
      severity: 'error',
      from: { path: '^src/routes/', pathNot: TEST },
      to: { path: '^src/(client|worker|durable-objects)/' },
    },
    {
      name: 'worker-to-features-through-index',
      comment: 'The worker reaches a feature only through its index.ts, never its internals.',
      severity: 'error',
      from: { path: '^src/worker/', pathNot: TEST },
      to: { path: '^src/features/[^/]+/', pathNot: '^src/features/[^/]+/index\\.tsx?$' },
    },
    {
      name: 'worker-not-into-the-client',
      comment: 'The worker never imports browser-only code.',
      severity: 'error',
      from: { path: '^src/worker/', pathNot: TEST },
      to: { path: '^src/client/' },
    },
    {
      name: 'durable-object-on-shared-alone',
      comment: 'The Durable Object imports only src/shared (its protocol and helpers), never the worker.',
      severity: 'error',
      from: { path: '^src/durable-objects/', pathNot: TEST },
      to: { path: '^src/(client|worker|features|routes|components)/|^src/router\\.tsx$' },
    },
    {
      name: 'worker-calls-the-durable-object-by-rpc',
      comment: "Only the worker's entry exports the Durable Object class; other worker code calls it through its stub.",
      severity: 'error',
      from: { path: '^src/worker/', pathNot: ['^src/worker/index\\.ts$', TEST] },
      to: { path: '^src/durable-objects/' },
    },
    {
      name: 'client-not-into-the-worker',
      comment: 'The browser bundle never imports worker or Durable Object code.',
      severity: 'error',
      from: { path: '^src/client/', pathNot: TEST },
      to: { path: '^src/(worker|durable-objects)/' },
    },
    {
      name: 'client-services-below-features',
      comment: "The browser's services (error reports, the push socket, the action runner) know no feature or route; only the entry does.",
      severity: 'error',
      from: { path: '^src/client/', pathNot: ['^src/client/entry\\.tsx$', TEST] },
      to: { path: '^src/(features|routes)/|^src/router\\.tsx$' },
    },
    {
      name: 'production-code-not-into-tests',
      comment: 'Code under src/ never imports test code (tests/, *.test.*).',
      severity: 'error',
      from: { path: '^src/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^tests/|\\.test\\.tsx?$' },
    },
    {
      name: 'only-production-code-in-src',
      comment:
        'Every module under src/ (tests aside) is reached from an entry (the worker, the browser, the style build): no dead file, no helper only tests use (those live in tests/).',
      severity: 'error',
      from: { path: ENTRIES },
      to: { path: '^src/', pathNot: [TEST, ENTRIES, WRANGLER_ALIASES, '\\.d\\.ts$', '\\.(json|md|css)$'], reachable: false },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API yet; swc parses the sources (type-only imports included).
    parser: 'swc',
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.gen\\.json$' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
