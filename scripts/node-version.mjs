// Every script of the project runs on the Node pinned as the `node` devDependency (README, "Which
// Node"): npm puts node_modules/.bin first on each npm script's PATH. Started another way (`node
// scripts/…` with the machine's own Node), a script stops here with one line that says what to do.
import { readFileSync } from 'node:fs';

const pinned = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).devDependencies.node;
if (process.versions.node.split('.')[0] !== pinned.split('.')[0]) {
  console.error(
    `This project runs on Node ${pinned} (its \`node\` devDependency), not ${process.version}: ` +
      'run it through npm (npm start, npm test, npm run <script>) after npm install.',
  );
  process.exit(1);
}
