import { type Context, Hono } from 'hono';
import { ANALYTICS_PATH } from '../shared/analytics/events';
import { analyticsRoutes } from './analytics';
import { apiProxy } from './api-proxy';
import type { AuthReporter } from './auth';
import { authRoutes, customerGate, requireSession, session } from './auth';
import { edgeCached } from './cache/edge-cache';
import { cacheFlushRoute } from './cache/generation';
import { documentRoutes } from './documents';
import { downloadRoutes } from './downloads';
import type { AppEnv } from './env';
import { onError } from './errors/on-error';
import { formActions } from './forms';
import { jsonErrorLog } from './logging';
import { brand } from './middleware/brand';
import { cookies } from './middleware/cookies';
import { correlationId } from './middleware/correlation-id';
import { formToken } from './middleware/csrf';
import { rateLimit } from './middleware/rate-limit';
import { requestGuard } from './middleware/request-guard';
import { recentCallsRoute, requestLog } from './middleware/request-log';
import { requiredSecrets } from './middleware/required-secrets';
import { markPrivate, securityHeaders, useNoReferrer } from './middleware/security-headers';
import { stripped } from './middleware/stripped';
import { internalPushRoutes, pushRoutes } from './push/routes';
import { reportError, reportToService } from './reporting';
import { EDGE_CACHED_PLAIN_PAGES, PLAIN_PAGE_PATHS } from './ssr/plain-pages';
import { renderPlainPage, streamApp } from './ssr/render-app';

const origin = (url: string | undefined): string[] => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** 'Auth Error: …' / 'AccessToken Error: …' (account-area §8) go to the error-reporting service. */
const reportAuthFailure: AuthReporter = (message, details, c) => {
  void reportError(c, new Error(message), { source: 'worker', correlationId: details.correlationId, action: 'AUTH_FAILED' });
};

export interface AppOptions {
  /**
   * What answers a signed-in page once every check has passed: the streamed React app. The bench's
   * signed-in floor (bench/signed-in-floor/worker.ts) passes its own, to serve the floor page
   * behind this app's real middleware without a branch in the deployed code.
   */
  renderPage?: (c: Context<AppEnv>) => Promise<Response>;
}

/** The app worker: middleware in the order of DESIGN.md §1, then the routes. */
export function createApp({ renderPage = streamApp }: AppOptions = {}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(
    onError({
      onReport: reportToService,
      log: jsonErrorLog,
      // The branded error page: the /error route in the brand's frame, plain (no script).
      renderPage: (c, status, page) => renderPlainPage(c, { status, path: '/error', page }),
    }),
  );

  // First: one JSON log line per request, with the upstream calls made for it.
  app.use('*', requestLog());
  app.use('*', correlationId());
  app.use('*', cookies());
  // A deployed worker missing a secret says so (503 + a log line), the health check included.
  app.use('*', requiredSecrets());
  app.get('/healthz', (c) => c.text('ok'));
  // Development only: the upstream calls of a finished request, by its correlation id (issue 18 §5).
  recentCallsRoute(app);
  // Development only: later requests miss what the worker's caches hold (tests that inject upstream faults).
  cacheFlushRoute(app);
  // Signed calls from the upstream reach the region host or loopback, which is no brand host.
  app.route('/', internalPushRoutes());
  // Headers before the brand, so the unknown-host page and request-guard errors carry them too.
  app.use(
    '*',
    securityHeaders({
      mediaOrigins: (c) => origin(c.env.UPSTREAM.media),
      // A single photo's attachment link is checked (HEAD) before the browser saves it.
      connectOrigins: (c) => origin(c.env.UPSTREAM.media),
      authOrigins: (c) => Object.values(c.env.AUTHORITIES).flatMap(origin),
    }),
  );
  app.use('*', brand());
  app.use('*', requestGuard());
  app.use('*', stripped());
  // Files a browser asks for on its own: never start a sign-in for them (it would overwrite the
  // sign-in state cookie of a sign-in in progress).
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  app.get('/robots.txt', (c) => c.text('User-agent: *\nDisallow: /\n'));
  // Build paths the static assets did not answer (an old deploy's chunk, a source map or Vite's
  // manifest, kept unserved by public/.assetsignore): a plain 404, never a sign-in page for a script.
  app.get('/assets/*', (c) => c.text('Not Found', 404));
  app.get('/.vite/*', (c) => c.text('Not Found', 404));
  app.use('*', session({ report: reportAuthFailure }));

  // Abuse limits (Workers rate-limiting bindings, wrangler.toml [[ratelimits]]), answered 429 with
  // the spec's 'too many requests' text. The settings forms spend the mail budget themselves
  // (src/worker/forms), only for a mail about to be sent. Sign-in has no limit here: the app never
  // sees a password; the identity provider limits failed sign-ins where it checks them, and the
  // callback shows its pause (src/worker/auth/sign-in/callback.ts).
  for (const path of ['/delete-account-confirmation', '/change-email-confirmation', '/subscription-confirmation']) {
    app.post(path, rateLimit({ binding: 'RL_LINKS', by: 'user' }));
  }
  app.post(ANALYTICS_PATH, rateLimit({ binding: 'RL_TELEMETRY', by: 'user' }));
  app.post('/api/client-errors', rateLimit({ binding: 'RL_TELEMETRY', by: 'user' }));

  // Reachable signed out: sign-in, sign-out, e-mail-link flows, and the plain result pages.
  app.route('/', authRoutes({ report: reportAuthFailure }));
  for (const path of PLAIN_PAGE_PATHS)
    app.get(path, (c) => {
      // The subscription error page's URL carries the link's token for 'Try again': no Referer with it.
      if (path === '/subscription-confirmation-error') useNoReferrer(c);
      if (!EDGE_CACHED_PLAIN_PAGES.has(path)) return renderPlainPage(c);
      // The same for every visitor of the brand: rendered once per edge location and hour (issue 18 §4).
      const url = new URL(c.req.url);
      const key = { name: 'page', brand: c.var.brand.key, locale: c.var.brand.locale, path: url.pathname + url.search };
      return edgeCached(c, { key, ttlSeconds: 3600 }, () => renderPlainPage(c));
    });

  // Settings forms posted before hydration (or without JavaScript): POST only; GETs stream the app.
  // A refused plain post is answered with its form's page, the typed values back in their fields.
  app.route('/', formActions({ renderPage: (c, url, status, values) => streamApp(c, { url, status, formReplay: { values } }) }));

  // Analytics events of the hydrated pages, forwarded only with consent.
  app.route('/', analyticsRoutes());
  // 'Download again' as a plain link (the zip's signed link, or back to the list with the error).
  app.route('/', downloadRoutes());
  // 'Download PDF' as a plain GET form: the invoice, map or product PDF as an attachment.
  app.route('/', documentRoutes());
  app.route('/api', apiProxy());
  app.route('/', pushRoutes());
  app.get('*', requireSession(), customerGate(), formToken(), (c) => {
    markPrivate(c);
    return renderPage(c);
  });
  return app;
}
