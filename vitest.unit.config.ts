import { defineConfig } from 'vitest/config';

const INCLUDE = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
/**
 * Files that need a fresh module graph of their own: the error reporter's tests build Sentry
 * clients, whose scope is global to the module graph.
 */
const ISOLATED = ['src/worker/reporting/**/*.test.ts'];

// Unit tests: pure modules and Hono middleware through app.request(), in Node. Most files share
// their worker's module graph (`isolate: false`): importing React, zod, the router and the
// catalogue again for each of ~170 files was most of the layer's time (about half of it here).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: INCLUDE, exclude: ISOLATED, environment: 'node', isolate: false } },
      { test: { name: 'unit-isolated', include: ISOLATED, environment: 'node' } },
    ],
  },
});
