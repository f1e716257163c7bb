/**
 * The release of the deployed worker: `scripts/deploy.mjs` bundles it in (`wrangler deploy --define
 * __RELEASE__:"<commit>"`), the same value it builds the client with and uploads the client's
 * source maps under (scripts/release.mjs). Without the define (`wrangler dev`, tests) there is none.
 */
declare const __RELEASE__: string | undefined;

export const WORKER_RELEASE: string | undefined = typeof __RELEASE__ === 'string' && __RELEASE__ ? __RELEASE__ : undefined;

/** What a release may look like: the same pattern as scripts/release.mjs (release.test.ts keeps them equal). */
export const RELEASE_PATTERN = /^[A-Za-z0-9._@+-]{1,100}$/;
