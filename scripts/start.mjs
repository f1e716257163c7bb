#!/usr/bin/env node
// `npm start`: builds the client, then serves the app (http://localhost:8787 and
// http://<brand>.localhost:8787) with the embedded upstream (http://127.0.0.1:8788), migrated and
// seeded with the demo accounts. State is kept in .wrangler/state between runs.
import { buildClient } from './build.mjs';
import { startStack } from './stack.mjs';

await buildClient({ quiet: true });
const stack = await startStack({ appPort: 8787, upstreamPort: 8788, stateDir: '.wrangler/state' });
console.log(`
MyAccount is running:
  app (default brand)   ${stack.appUrl}
  a brand               http://photobloom-nl.localhost:8787  (every brand: http://<brand-key>.localhost:8787)
  embedded upstream     ${stack.upstreamUrl}
  mailbox               ${stack.upstreamUrl}/mailbox
  demo sign-in          demo@example.com / demo-password-1  (see README for the other accounts)
Press Ctrl+C to stop.`);
const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
