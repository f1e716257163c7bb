import { Hono } from 'hono';
import type { AppEnv } from './env';
import { streamApp } from './ssr/render-app';

/** The app worker: middleware in the order of DESIGN.md §1, then the routes. */
export function createApp(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    // Placeholder until the middleware lands: brand + nonce.
    const { brandForHost } = await import('../shared/brands/brands');
    const brand = brandForHost(new URL(c.req.url).host);
    if (!brand) return c.text('Not found', 404);
    c.set('brand', brand);
    c.set('nonce', crypto.randomUUID().replaceAll('-', ''));
    await next();
  });
  app.get('*', (c) => streamApp(c));
  return app;
}
