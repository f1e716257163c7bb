#!/usr/bin/env node
// `npm run deploy -- --env <env> [--dry-run] [other wrangler deploy flags]`: deploys one environment
// of wrangler.toml (a region, e.g. eu, or its staging, eu-staging). wrangler runs the environment's
// `[build] command` (the client bundle) before bundling the worker, so a clean clone deploys.
// Then, on a real deploy with SENTRY_AUTH_TOKEN set, the client source maps go to the
// error-reporting service (they are never served: public/.assetsignore). docs/operations.md.
import { spawn, spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const envIndex = args.findIndex((a) => a === '--env' || a === '-e' || a.startsWith('--env='));
const env = envIndex < 0 ? undefined : args[envIndex].includes('=') ? args[envIndex].split('=')[1] : args[envIndex + 1];
const dryRun = args.includes('--dry-run');

if (!env || env === 'test') {
  console.error(
    'Name the environment to deploy: npm run deploy -- --env <env> [--dry-run] (eu, eu-staging; see wrangler.toml).\n' +
      'The top level and env.test are local development and tests only.',
  );
  process.exit(2);
}

/** Runs wrangler deploy, echoing its output, and returns the output (for the size line). */
function wranglerDeploy(extra) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', ...args, ...extra], {
      stdio: ['inherit', 'pipe', 'pipe'],
      // `[secrets] required` is marked experimental by wrangler 4; its warning is expected here.
      // NODE_ENV=production whatever the caller's shell says: wrangler passes NODE_ENV to the bundle,
      // and React's server renderer picks its development build (several times the CPU) for any
      // other value (a CI job or a test runner sets NODE_ENV=test).
      env: { WRANGLER_DISABLE_EXPERIMENTAL_WARNING: '1', ...process.env, NODE_ENV: 'production' },
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stdout.write(d);
    });
    child.stderr.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`wrangler deploy --env ${env} failed (exit ${code})`))));
  });
}

/**
 * Client source maps to the error-reporting service (Sentry-compatible), keyed by release. Only
 * with SENTRY_AUTH_TOKEN (and SENTRY_ORG, SENTRY_PROJECT); the reporter must send the same release
 * (SENTRY_RELEASE, default the commit).
 */
function uploadClientSourceMaps() {
  if (dryRun) return console.log('client source maps: not uploaded (--dry-run)');
  if (!process.env.SENTRY_AUTH_TOKEN) return console.log('client source maps: not uploaded (SENTRY_AUTH_TOKEN is not set)');
  const release =
    process.env.SENTRY_RELEASE || spawnSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || `${env}-${Date.now()}`;
  const r = spawnSync(
    'npx',
    [
      '--yes',
      '@sentry/cli@2',
      'sourcemaps',
      'upload',
      '--release',
      release,
      '--dist',
      env,
      '--url-prefix',
      '~/assets',
      'dist/client/assets',
    ],
    { stdio: 'inherit' },
  );
  if (r.status !== 0) throw new Error('client source map upload failed (the worker is deployed; rerun the upload)');
  console.log(`client source maps: uploaded for release ${release}`);
}

try {
  const out = await wranglerDeploy(dryRun && !args.some((a) => a.startsWith('--outdir')) ? ['--outdir', `dist/deploy-${env}`] : []);
  const size = /Total Upload: ([\d.]+ KiB) \/ gzip: ([\d.]+ KiB)/.exec(out);
  if (size) console.log(`worker bundle of ${env}: ${size[1]} (gzip ${size[2]})`);
  uploadClientSourceMaps();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
