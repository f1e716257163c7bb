import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../env';
import { validate } from '../http/validate';
import { escapeHtml } from '../mail/send';
import { publicUrl } from './common';
import { registerCoverImages } from './covers/routes';
import { toOrder } from './orders/repo';
import { CACHE_CONTROL, PRODUCT_TYPES, productImageKey, productImageSvg } from './product-images';

function page(title: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>body{font:16px system-ui;margin:2rem;max-width:44rem}img{border-radius:6px}.muted{color:#555}</style></head>` +
    `<body><p class="muted">Shop (stand-in of the embedded upstream)</p>${body}</body></html>`
  );
}

/**
 * Stand-ins for the retailer's shop: the cart a reorder lands in (ShopUrl), the viewer of an
 * online photo book, product-type thumbnails and the covers of products and projects (from R2).
 * No token: ShopUrl is opened by the browser; the reorder id is an unguessable uuid.
 */
export function registerShop(app: Hono<UpstreamEnv>): void {
  registerCoverImages(app);
  // Product thumbnails from R2 (written by the seed, product-images.ts), with the object's own
  // content type and an ETag so browsers revalidate cheaply. An unseeded bucket (upstream tests that
  // skip the seed) gets the image written on first use.
  app.get('/shop/images/:file{[A-Za-z]+\\.svg}', async (c) => {
    const type = c.req.param('file').replace(/\.svg$/, '');
    const key = productImageKey(type);
    let object = await c.env.BUCKET.get(key);
    if (!object) {
      // Only known types: a request must not create arbitrary keys.
      if (!(PRODUCT_TYPES as readonly string[]).includes(type)) return c.notFound();
      await c.env.BUCKET.put(key, productImageSvg(type), { httpMetadata: { contentType: 'image/svg+xml', cacheControl: CACHE_CONTROL } });
      object = await c.env.BUCKET.get(key);
      if (!object) return c.notFound();
    }
    const etag = object.httpEtag;
    const headers = { 'Content-Type': object.httpMetadata?.contentType ?? 'image/svg+xml', 'Cache-Control': CACHE_CONTROL, ETag: etag };
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304, headers);
    return c.body(object.body, 200, { ...headers, 'Content-Length': String(object.size) });
  });

  // A widget's preview image (issue 17 §3): the ordered product's own thumbnail, for codes that
  // have a widget only (widgets are public: their embed code goes on other sites).
  app.get('/shop/widgets/:code/preview', validate('param', z.object({ code: z.string().trim().min(1).max(64) })), async (c) => {
    const row = await c.env.DB.prepare(
      'SELECT o.thumbnail_url AS url FROM widgets w JOIN orders o ON o.code = w.product_code WHERE w.product_code = ?',
    )
      .bind(c.req.valid('param').code)
      .first<{ url: string }>();
    if (!row) return c.text('Not Found', 404);
    c.header('Cache-Control', 'public, max-age=300');
    return c.redirect(row.url.startsWith('/') ? publicUrl(c.env, row.url) : row.url, 302);
  });

  // The project editor's stand-in (issue 17 §3): 'Continue editing' lands here with the project id.
  // No token, like the prints editor; project ids can be guessed, so it shows no personal data
  // (not the title, nor the cover, which shows it), only what the editor opens: the id and the
  // product type, with the type's picture.
  app.get('/editor', validate('query', z.object({ projectId: z.string().trim().min(1).max(64) })), async (c) => {
    const id = c.req.valid('query').projectId;
    const p = await c.env.DB.prepare('SELECT product_type FROM projects WHERE id = ?').bind(id).first<{ product_type: string }>();
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (!p) return c.html(page('Editor', `<h1>Editor</h1><p data-testid="not-found">Project not found</p>`), 404);
    const cover = publicUrl(c.env, `/shop/images/${encodeURIComponent(p.product_type)}.svg`);
    return c.html(
      page(
        'Editor',
        `<h1>Editor</h1><p>Editing project <strong data-testid="project-id">${escapeHtml(id)}</strong></p>` +
          `<p>Product: <span data-testid="product-type">${escapeHtml(p.product_type)}</span></p>` +
          `<img src="${escapeHtml(cover)}" width="200" height="200" alt="">`,
      ),
    );
  });

  app.get('/shop/cart', validate('query', z.object({ reorder: z.uuid().optional() })), async (c) => {
    const id = c.req.valid('query').reorder;
    const row = id
      ? await c.env.DB.prepare(
          `SELECT o.*, s.created_at AS created_at, s.currency AS currency FROM reorders r
           JOIN orders o ON o.code = r.order_code AND o.user_id = r.user_id JOIN super_orders s ON s.code = o.super_order_code WHERE r.id = ?`,
        )
          .bind(id)
          .first()
      : null;
    if (!row) return c.html(page('Shopping cart', '<h1>Shopping cart</h1><p>Your cart is empty.</p>'), id ? 404 : 200);
    const o = toOrder(c.env, row);
    return c.html(
      page(
        'Shopping cart',
        `<h1>Shopping cart</h1><p>Reorder of order <strong data-testid="reorder-code">${escapeHtml(o.code)}</strong></p>` +
          `<img src="${escapeHtml(o.thumbnailUrl)}" width="150" height="150" alt="">` +
          `<p><span data-testid="reorder-article">${escapeHtml(o.articleName)}</span> × ${o.quantity}</p>` +
          `<p>${o.price.toFixed(2)} ${escapeHtml(o.currency)}</p>`,
      ),
    );
  });

  app.get('/shop/online/:code', async (c) => {
    const row = await c.env.DB.prepare(
      `SELECT o.*, s.created_at AS created_at, s.currency AS currency FROM orders o JOIN super_orders s ON s.code = o.super_order_code WHERE o.code = ?`,
    )
      .bind(c.req.param('code'))
      .first();
    const o = row ? toOrder(c.env, row) : null;
    if (o?.onlineVersion.state !== 'Available') return c.html(page('Not found', '<h1>Online version not found</h1>'), 404);
    return c.html(
      page(
        o.articleName,
        `<h1>${escapeHtml(o.articleName)}</h1><p>Online version of ${escapeHtml(o.code)}</p><img src="${escapeHtml(o.thumbnailUrl)}" width="300" height="300" alt="">`,
      ),
    );
  });
}
