import { Hono } from 'hono';
import type { AppEnv } from './env';
import { onError } from './errors/on-error';
import { brand } from './middleware/brand';
import { correlationId } from './middleware/correlation-id';
import { requestGuard } from './middleware/request-guard';
import { securityHeaders } from './middleware/security-headers';
import { stripped } from './middleware/stripped';
import { PLAIN_PAGE_PATHS } from './ssr/plain-pages';
import { renderPlainPage, streamApp } from './ssr/render-app';

const origin = (url: string | undefined): string[] => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** The app worker: middleware in the order of DESIGN.md §1, then the routes. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.onError(onError());

  // Headers first, so the unknown-host page and request-guard errors carry them too.
  app.use('*', correlationId());
  app.get('/healthz', (c) => c.text('ok'));
  app.use(
    '*',
    securityHeaders({
      mediaOrigins: (c) => origin(c.env.UPSTREAM.media),
      authOrigins: (c) => Object.values(c.env.AUTHORITIES).flatMap(origin),
    }),
  );
  app.use('*', brand());
  app.use('*', requestGuard());
  app.use('*', stripped());

  // Public e-mail-link result pages: plain HTML, no JavaScript.
  for (const path of PLAIN_PAGE_PATHS) app.get(path, (c) => renderPlainPage(c));
  app.get('*', (c) => streamApp(c));
  return app;
}
