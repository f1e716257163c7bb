/** Where the test stack runs (started by scripts/test.mjs); a missing stack is an error, not a skip. */
export function stackUrls(): { appUrl: string; upstreamUrl: string; appPort: number } {
  const appUrl = process.env.APP_URL;
  const upstreamUrl = process.env.UPSTREAM_URL;
  if (!appUrl || !upstreamUrl) {
    throw new Error('APP_URL / UPSTREAM_URL are not set: run the tests with `npm test`, which starts the test stack.');
  }
  return { appUrl, upstreamUrl, appPort: Number(new URL(appUrl).port) };
}

/** The same app under a brand host: http://<brand-key>.localhost:<port>. */
export function brandUrl(brandKey: string, path = '/'): string {
  const { appPort } = stackUrls();
  return `http://${brandKey}.localhost:${appPort}${path}`;
}
