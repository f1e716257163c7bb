import { createApp } from '../../src/worker/app';
import { withErrorReporting } from '../../src/worker/reporting';
import { streamApp } from '../../src/worker/ssr/render-app';
import { floorResponse } from '../floor/worker';
import { SIGNED_IN_FLOOR_PATH } from './path';

/**
 * The signed-in floor (issue 32 §1–2): the floor's own page (../floor/worker.tsx) served by this
 * app's worker behind all of its middleware and signed-in checks: the request log, correlation id,
 * cookies, security headers, brand, request guard, session (the access token verified), the
 * customer gate (its signed cookie and the session check in the user's hub) and the form token.
 * What it costs above the floor is what a signed-in page costs before it renders anything of its
 * own. A separate build entry of the same app (`createApp`'s `renderPage`), so the deployed code has
 * no bench branch; every other path is the app itself.
 */
export { UserPushHub } from '../../src/worker/index';

export default withErrorReporting(
  createApp({
    renderPage: (c) => {
      if (c.req.path !== SIGNED_IN_FLOOR_PATH) return streamApp(c);
      const n = Math.max(0, Math.min(10_000, Number(c.req.query('n') ?? 0) || 0));
      // The floor's router answers its one route at '/'.
      const request = new Request(new URL('/', c.req.url), { headers: c.req.raw.headers, signal: c.req.raw.signal });
      return floorResponse(request, (c.env as unknown as { FLOOR_DATA_URL: string }).FLOOR_DATA_URL, n);
    },
  }),
);
