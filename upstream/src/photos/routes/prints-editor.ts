/**
 * Prints editor stand-in: `/prints-editor?tempSelectionId=&productCode=` lists the selection's
 * thumbnails and the product code, so the hand-off can be followed end to end. No token: the
 * selection id is an unguessable uuid (as in the retailer's editor).
 */
import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { validate } from '../../http/validate';
import { PHOTO_COLUMNS, type PhotoRow } from '../domain/photo-view';
import { Id, mediaUrls } from '../http';

export const printsEditor = new Hono<UpstreamEnv>();

const query = z.object({
  tempSelectionId: Id,
  productCode: z
    .string()
    .regex(/^[A-Z0-9_]{1,32}$/)
    .default('PAP_910'),
});

printsEditor.get('/prints-editor', validate('query', query), async (c) => {
  const { tempSelectionId, productCode } = c.req.valid('query');
  const sel = await c.env.DB.prepare('SELECT user_id, photo_ids FROM temp_selections WHERE id = ?')
    .bind(tempSelectionId)
    .first<{ user_id: string; photo_ids: string }>();
  const ids = sel ? z.array(z.string()).parse(JSON.parse(sel.photo_ids)) : [];
  const { results } = sel
    ? await c.env.DB.prepare(
        `SELECT ${PHOTO_COLUMNS} FROM photos WHERE user_id = ? AND deleted = 0 AND id IN (SELECT value FROM json_each(?))`,
      )
        .bind(sel.user_id, JSON.stringify(ids))
        .all<PhotoRow>()
    : { results: [] as PhotoRow[] };
  const photos = await mediaUrls(c).photos(results);
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  const items = photos.map((p) => html`<li><img src="${p.thumbnails[0]!.url}" alt="${p.localFileName}" width="150" loading="lazy" /></li>`);
  return c.html(
    html`<!doctype html>
      <html lang="en">
        <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width" /><title>Prints editor</title>
          <style>${raw('body{font-family:system-ui,sans-serif;margin:2rem}ul{display:flex;flex-wrap:wrap;gap:8px;list-style:none;padding:0}img{object-fit:cover;height:150px}')}</style>
        </head>
        <body>
          <h1>Prints editor</h1>
          <p>Product code: <strong data-testid="product-code">${productCode}</strong></p>
          ${
            sel
              ? html`<p data-testid="photo-count">${photos.length} photos</p><ul>${items}</ul>`
              : html`<p data-testid="not-found">Selection not found</p>`
          }
        </body>
      </html>`,
    sel ? 200 : 404,
  );
});
