#!/usr/bin/env node
// `npm start` (= `npm run dev`): builds the client, then serves the app (http://localhost:8787 and
// http://<brand>.localhost:8787) with the embedded upstream (http://127.0.0.1:8788), migrated and
// seeded with the demo accounts. State is kept in .wrangler/state between runs.
// The client build keeps watching: a change to its sources (src/**, locales/**, the Vite and UnoCSS
// configuration, public/) rebuilds it, and wrangler dev reloads the worker (which also watches its
// own sources). A failed build prints its error and the last good build stays served.
import './node-version.mjs';
import { mkdirSync, writeFileSync } from 'node:fs';
import { stripVTControlCharacters, styleText } from 'node:util';
import { watchClient } from './build.mjs';
import { startStack } from './stack.mjs';

/**
 * wrangler dev holds every request while its worker does not compile (a syntax error in a module the
 * worker bundles, a shared component included): it waits for a good bundle. A change in its assets
 * directory makes it serve the last good bundle again, so after a failed worker build this touches a
 * file there (dist/client/.vite, never served or uploaded): the app goes on answering with the last
 * good build until a save fixes the error.
 */
let serving = false;
let output = '';
let nudge;
const onAppOutput = (text) => {
  output = (output + stripVTControlCharacters(text)).slice(-400);
  if (!serving || !/Build failed with \d+ error/.test(output)) return;
  output = '';
  clearTimeout(nudge);
  nudge = setTimeout(() => {
    mkdirSync('dist/client/.vite', { recursive: true });
    writeFileSync('dist/client/.vite/dev-worker-build-failed', `${new Date().toISOString()}\n`);
    console.log(styleText('yellow', '[worker] did not compile (error above): serving its last good build until a save fixes it'));
  }, 500);
};

let client;
try {
  // The first build comes before the servers: the worker imports the route tree and asset list it writes.
  client = await watchClient();
} catch (err) {
  console.error(styleText('red', `npm start: ${err.message}. Fix it and run npm start again.`));
  process.exit(1);
}
let stack;
try {
  stack = await startStack({ appPort: 8787, upstreamPort: 8788, stateDir: '.wrangler/state', onAppOutput });
  serving = true;
} catch (err) {
  await client.close();
  throw err;
}
console.log(`
MyAccount is running:
  app (default brand)   ${stack.appUrl}
  a brand               http://photobloom-nl.localhost:8787  (every brand: http://<brand-key>.localhost:8787)
  embedded upstream     ${stack.upstreamUrl}
  mailbox               ${stack.upstreamUrl}/mailbox
  demo sign-in          demo@example.com / demo-password-1  (see README for the other accounts)
The client rebuilds when its sources change ([client] lines) and the worker reloads; reload the page.
Press Ctrl+C to stop.`);
const shutdown = async () => {
  await client.close();
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
