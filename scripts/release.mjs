// The release every error report carries and the client source maps are uploaded under: one value,
// the deployed commit (or SENTRY_RELEASE when the operator names one). vite.config.ts compiles it
// into the client bundle and records it beside the build (dist/client/.vite/release.json, never
// served: public/.assetsignore); scripts/deploy.mjs gives the same value to the build, to the
// worker (`wrangler deploy --define __RELEASE__:…`) and to the source-map upload, which refuses a
// build recorded under another release.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What a release may look like (Sentry's rules, narrowed): the worker checks the browser's value against the same pattern. */
export const RELEASE_PATTERN = /^[A-Za-z0-9._@+-]{1,100}$/;

/** Where the build records the release it was built with, relative to the client's output folder. */
export const RELEASE_RECORD = '.vite/release.json';

/**
 * The release of a build made now: `SENTRY_RELEASE` when set, else the checked-out commit, else
 * 'dev' (no git: a tarball, a container without the history).
 */
export function currentRelease(env = process.env, cwd = process.cwd()) {
  const named = env.SENTRY_RELEASE?.trim();
  if (named) {
    if (!RELEASE_PATTERN.test(named)) throw new Error(`SENTRY_RELEASE ${JSON.stringify(named)} is not a release name (${RELEASE_PATTERN})`);
    return named;
  }
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return RELEASE_PATTERN.test(commit) ? commit : 'dev';
  } catch {
    return 'dev';
  }
}

/** The release the client build in `outDir` was made with (its record), or undefined when there is none. */
export function builtRelease(outDir = 'dist/client') {
  const file = join(outDir, RELEASE_RECORD);
  if (!existsSync(file)) return undefined;
  const { release } = JSON.parse(readFileSync(file, 'utf8'));
  return typeof release === 'string' && RELEASE_PATTERN.test(release) ? release : undefined;
}

/**
 * The `sentry-cli` arguments that upload the client's maps of `release`: the hashed bundles of
 * dist/client/assets with their `.map` beside them (hidden maps: no sourceMappingURL comment; the
 * CLI pairs `x.js` with `x.js.map` by name), under `~/assets/…`, the path the browser's stack frames name on any
 * brand host. No `--dist`: the events carry none, and every environment deploys the same bundle.
 */
export function sourceMapUploadArgs(release, assetsDir = 'dist/client/assets') {
  return ['sourcemaps', 'upload', '--release', release, '--url-prefix', '~/assets', assetsDir];
}
