// Worker-level tests of the push sockets, run inside workerd by @cloudflare/vitest-plugin
// (vitest plugin API). Bindings (USER_PUSH_HUB with its SQLite migration, secrets) come from the
// app's wrangler.toml; `main` is a small test worker that mounts the push routes exactly as the app
// does, with the user id taken from a test header instead of the session cookie.
// Run: npx vitest run -c vitest.workers.config.mts
import { cloudflareTest } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The error-reporting service as the hub's reporter sees it: envelopes POSTed to the DSN's host are
 * kept here (in the pool's Node process), and `GET http://reports.test/captured` lists them for the
 * tests running inside workerd (their fetches go through this outbound service too).
 */
const REPORTS_HOST = 'reports.test';
const captured: string[] = [];
async function outboundService(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname !== REPORTS_HOST) return new Response('no network in the workers layer', { status: 502 });
  if (request.method === 'GET' && url.pathname === '/captured') return Response.json(captured);
  captured.push(await request.text());
  return new Response('{}', { status: 200 });
}

export default defineConfig({
  plugins: [
    cloudflareTest({
      main: './tests/workers/worker.ts',
      wrangler: { configPath: './wrangler.toml', environment: 'test' },
      miniflare: {
        // A hub that fails on purpose (tests/workers/worker.ts), wrapped like the real one, to prove
        // that an error inside a Durable Object reaches the reporter with its correlation id.
        durableObjects: {
          USER_PUSH_HUB: { className: 'UserPushHub', useSQLite: true },
          FAULTY_PUSH_HUB: { className: 'FaultyPushHub', useSQLite: true },
        },
        bindings: { ERROR_REPORTING_DSN: `http://public@${REPORTS_HOST}/error-reports/1` },
        outboundService,
      },
    }),
  ],
  test: {
    name: 'workers',
    include: ['tests/workers/**/*.test.ts'],
    // One runtime and one module graph for every test file (issue 31 §4): a runtime per file spent
    // the layer's 76 s mostly transforming the same modules again; 16 s like this on two cores. The
    // files share the Durable Objects' storage, so each test uses its own user ids.
    isolate: false,
    testTimeout: 20_000,
  },
});
