import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { auth } from '../auth';
import { CATEGORY_IDS, toEntry } from './repo';

const BASE = '/widget-api/v1/galleryentries';
const channel = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9_.-]+$/, 'channel must be a vendor id');
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^<>\u0000-\u0008\u000b-\u001f]*$/u, 'must not contain markup');
const entryFields = z.object({ title: text(100).min(1), description: text(1000).default(''), categoryId: z.enum(CATEGORY_IDS) }).strict();
const createSchema = entryFields.extend({ widgetId: z.string().min(1).max(64), channel }).strict();
const idParam = z.object({ id: z.string().min(1).max(64) });

/** Gallery entries of widgets; every call is scoped to the owner and, where given, the channel. */
export function registerGallery(app: Hono<UpstreamEnv>): void {
  app.get(
    BASE,
    ...auth,
    validate('query', z.object({ channel: channel.optional(), widgetId: z.string().max(64).optional() })),
    async (c) => {
      const q = c.req.valid('query');
      const { results } = await c.env.DB.prepare(
        'SELECT * FROM gallery_entries WHERE user_id = ? AND (? IS NULL OR channel = ?) AND (? IS NULL OR widget_id = ?) ORDER BY created_at DESC, id',
      )
        .bind(c.var.userId, q.channel ?? null, q.channel ?? null, q.widgetId ?? null, q.widgetId ?? null)
        .all();
      return c.json({ items: results.map((r) => toEntry(c.env, r)) });
    },
  );

  for (const path of [BASE, `${BASE}/`]) {
    app.post(path, ...auth, validate('json', createSchema), async (c) => {
      const body = c.req.valid('json');
      const widget = await c.env.DB.prepare('SELECT product_code FROM widgets WHERE id = ? AND user_id = ?')
        .bind(body.widgetId, c.var.userId)
        .first<{ product_code: string }>();
      if (!widget) return jsonError(c, 404, 'not_found', 'widget not found');
      const order = await c.env.DB.prepare('SELECT thumbnail_url FROM orders WHERE code = ?')
        .bind(widget.product_code)
        .first<{ thumbnail_url: string }>();
      const id = crypto.randomUUID();
      const now = new Date().toISOString();
      await c.env.DB.prepare(
        `INSERT INTO gallery_entries (id, user_id, widget_id, channel, title, description, category_id, image_url, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
        .bind(
          id,
          c.var.userId,
          body.widgetId,
          body.channel,
          body.title,
          body.description,
          body.categoryId,
          order?.thumbnail_url ?? '/shop/images/PhotoBook.svg',
          now,
          now,
        )
        .run();
      return c.json(toEntry(c.env, await c.env.DB.prepare('SELECT * FROM gallery_entries WHERE id = ?').bind(id).first()), 201);
    });
  }

  const channelQuery = z.object({ channel });
  const find = (c: { env: UpstreamEnv['Bindings'] }, userId: string, id: string, ch: string) =>
    c.env.DB.prepare('SELECT * FROM gallery_entries WHERE id = ? AND user_id = ? AND channel = ?').bind(id, userId, ch).first();

  app.get(`${BASE}/:id`, ...auth, validate('param', idParam), validate('query', channelQuery), async (c) => {
    const row = await find(c, c.var.userId, c.req.valid('param').id, c.req.valid('query').channel);
    return row ? c.json(toEntry(c.env, row)) : jsonError(c, 404, 'not_found', 'gallery entry not found');
  });

  app.put(`${BASE}/:id`, ...auth, validate('param', idParam), validate('query', channelQuery), validate('json', entryFields), async (c) => {
    const { id } = c.req.valid('param');
    const ch = c.req.valid('query').channel;
    const body = c.req.valid('json');
    const result = await c.env.DB.prepare(
      'UPDATE gallery_entries SET title = ?, description = ?, category_id = ?, updated_at = ? WHERE id = ? AND user_id = ? AND channel = ?',
    )
      .bind(body.title, body.description, body.categoryId, new Date().toISOString(), id, c.var.userId, ch)
      .run();
    if (!result.meta.changes) return jsonError(c, 404, 'not_found', 'gallery entry not found');
    return c.json(toEntry(c.env, await find(c, c.var.userId, id, ch)));
  });

  app.delete(`${BASE}/:id`, ...auth, validate('param', idParam), validate('query', channelQuery), async (c) => {
    const result = await c.env.DB.prepare('DELETE FROM gallery_entries WHERE id = ? AND user_id = ? AND channel = ?')
      .bind(c.req.valid('param').id, c.var.userId, c.req.valid('query').channel)
      .run();
    if (!result.meta.changes) return jsonError(c, 404, 'not_found', 'gallery entry not found');
    return c.body(null, 204);
  });
}
