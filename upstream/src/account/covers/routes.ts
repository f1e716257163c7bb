import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { type CoverKind, type CoverSpec, orderCoverSpec, projectCoverSpec } from './spec';
import { COVER_CACHE_CONTROL, ensureCover } from './store';

const orderRow = z.object({ code: z.string(), product_type: z.string(), article_name: z.string(), thumbnail_url: z.string() });
const projectRow = z.object({ id: z.string(), product_type: z.string(), title: z.string(), thumbnail_url: z.string() });

/** What the cover at `path` shows, if a product or project of that key really has that cover. */
async function specFor(c: Context<UpstreamEnv>, kind: CoverKind, key: string, path: string): Promise<CoverSpec | null> {
  if (kind === 'orders') {
    const raw = await c.env.DB.prepare('SELECT code, product_type, article_name, thumbnail_url FROM orders WHERE code = ?')
      .bind(key)
      .first();
    const row = raw ? orderRow.parse(raw) : null;
    return row?.thumbnail_url === path ? orderCoverSpec(row) : null;
  }
  const raw = await c.env.DB.prepare('SELECT id, product_type, title, thumbnail_url FROM projects WHERE id = ?').bind(key).first();
  const row = raw ? projectRow.parse(raw) : null;
  return row?.thumbnail_url === path ? projectCoverSpec(row) : null;
}

/**
 * The covers of ordered products and saved projects on the shop's image host (issue 35 §6):
 * JPEGs from R2, drawn on first request. Only a URL a product or project row carries is drawn,
 * so a request can never fill the bucket with made-up keys.
 */
export function registerCoverImages(app: Hono<UpstreamEnv>): void {
  app.get('/shop/images/covers/:kind{orders|projects}/:key/:file{[0-9a-f]{24}\\.jpg}', async (c) => {
    const kind = c.req.param('kind') as CoverKind;
    const key = c.req.param('key');
    const path = `/shop/images/covers/${kind}/${encodeURIComponent(key)}/${c.req.param('file')}`;
    const spec = await specFor(c, kind, key, path);
    if (!spec) return c.notFound();
    const drawn = await ensureCover(c.env, spec);
    // R2 answers the request's If-None-Match itself: a known ETag gets the object without its body.
    const object = await c.env.BUCKET.get(drawn, { onlyIf: c.req.raw.headers });
    if (!object) return c.notFound();
    const headers = { 'Content-Type': 'image/jpeg', 'Cache-Control': COVER_CACHE_CONTROL, ETag: object.httpEtag };
    if (!('body' in object)) return c.body(null, 304, headers);
    return c.body(object.body, 200, { ...headers, 'Content-Length': String(object.size) });
  });
}
