#!/usr/bin/env node
// `npm run deploy -- --env <env> [--dry-run] [other wrangler deploy flags]`: deploys one environment
// of wrangler.toml (a region, e.g. eu, or its staging, eu-staging). wrangler runs the environment's
// `[build] command` (the client bundle) before bundling the worker, so a clean clone deploys.
// Then, on a real deploy with SENTRY_AUTH_TOKEN set, the client source maps go to the
// error-reporting service (they are never served: public/.assetsignore). docs/operations.md.
// One release for all three (scripts/release.mjs): the client bundle, the worker and the upload.
import './node-version.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { builtRelease, currentRelease, sourceMapUploadArgs } from './release.mjs';

const args = process.argv.slice(2);
const envIndex = args.findIndex((a) => a === '--env' || a === '-e' || a.startsWith('--env='));
const env = envIndex < 0 ? undefined : args[envIndex].includes('=') ? args[envIndex].split('=')[1] : args[envIndex + 1];
const dryRun = args.includes('--dry-run');
/** The deployed commit (or SENTRY_RELEASE): what the bundle, the worker and the uploaded maps are keyed by. */
const release = currentRelease();

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
    // The worker's own reports carry the same release (src/worker/reporting/release.ts).
    // __DEPLOYED_WORKER__: browser-only modules the server never renders stay out of the bundle
    // (src/features/upload/index.ts).
    const define = ['--define', `__RELEASE__:${JSON.stringify(release)}`, '--define', '__DEPLOYED_WORKER__:true'];
    const child = spawn(process.execPath, ['node_modules/wrangler/bin/wrangler.js', 'deploy', ...args, ...define, ...extra], {
      stdio: ['inherit', 'pipe', 'pipe'],
      // `[secrets] required` is marked experimental by wrangler 4; its warning is expected here.
      // NODE_ENV=production whatever the caller's shell says: wrangler passes NODE_ENV to the bundle,
      // and React's server renderer picks its development build (several times the CPU) for any
      // other value (a CI job or a test runner sets NODE_ENV=test).
      // SENTRY_RELEASE: the client build ([build] command → vite.config.ts) compiles in this release.
      env: { WRANGLER_DISABLE_EXPERIMENTAL_WARNING: '1', ...process.env, NODE_ENV: 'production', SENTRY_RELEASE: release },
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
 * Client source maps to the error-reporting service (Sentry-compatible), keyed by the release the
 * client's reports carry. Only with SENTRY_AUTH_TOKEN (and SENTRY_ORG, SENTRY_PROJECT). The build's
 * record must name the same release: maps of another build would symbolicate nothing, silently.
 */
function uploadClientSourceMaps() {
  const built = builtRelease('dist/client');
  if (built !== release)
    throw new Error(`dist/client was built for release ${built ?? '(none recorded)'}, not ${release}: maps not uploaded`);
  if (dryRun) return console.log(`client source maps of release ${release}: not uploaded (--dry-run)`);
  if (!process.env.SENTRY_AUTH_TOKEN)
    return console.log(`client source maps of release ${release}: not uploaded (SENTRY_AUTH_TOKEN is not set)`);
  const r = spawnSync('npx', ['--yes', '@sentry/cli@2', ...sourceMapUploadArgs(release, 'dist/client/assets')], { stdio: 'inherit' });
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
