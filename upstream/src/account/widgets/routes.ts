import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { translate } from '../../locale/content';
import { viewOf } from '../../locale/negotiate';
import { linkMail, sendMail } from '../../mail/send';
import { auth } from '../auth';
import { takeRateLimit } from '../common';
import { registerGallery } from './gallery';
import { CATEGORIES, loadWidget, toWidget, widgetPageUrl } from './repo';

const BASE = '/widget-api';
const codeParam = z.object({ code: z.string().trim().min(1).max(64) });

/** Recipient e-mail arrives base64-encoded (spec §5); decode, then validate as an e-mail. */
const base64Email = z
  .string()
  .max(400)
  .transform((s, ctx) => {
    try {
      const bytes = Uint8Array.from(atob(s), (ch) => ch.charCodeAt(0));
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes).trim();
    } catch {
      ctx.addIssue({ code: 'custom', message: 'toEmailAddress must be base64' });
      return z.NEVER;
    }
  })
  .pipe(z.email('toEmailAddress must be a base64-encoded e-mail address'));

const shareSchema = z
  .object({
    vendorId: z.string().trim().min(1).max(50),
    fromName: z
      .string()
      .trim()
      .min(1)
      .max(80)
      .regex(/^[^<>\u0000-\u001f]+$/u, 'fromName must be valid'),
    personalMessage: z.string().max(1000).default(''),
    toEmailAddress: base64Email,
  })
  .strict();

/**
 * Widgets (account-area §7 Widgets and gallery). GET of a code with no widget (or someone
 * else's) answers 401, as the real service does; the app treats 401 as "no widget".
 */
export function registerWidgetApi(app: Hono<UpstreamEnv>): void {
  // Registered before /v1/widget/:code so 'all' is not taken for a code.
  app.get(`${BASE}/v1/widget/all`, ...auth, validate('query', z.object({ orderCodes: z.string().max(2000).default('') })), async (c) => {
    const codes = c.req
      .valid('query')
      .orderCodes.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, 100);
    if (codes.length === 0) return c.json({ widgets: [] });
    const { results } = await c.env.DB.prepare(
      `SELECT * FROM widgets WHERE user_id = ? AND product_code IN (${codes.map(() => '?').join(',')}) ORDER BY product_code`,
    )
      .bind(c.var.userId, ...codes)
      .all();
    const { locale } = viewOf(c);
    // The widget's product name in the customer's language (a seeded 'Photo book' → 'Fotobuch').
    return c.json({ widgets: results.map((r) => toWidget(c.env, r)).map((w) => ({ ...w, title: translate(w.title, locale) })) });
  });

  app.get(`${BASE}/v1/widget/:code`, ...auth, validate('param', codeParam), async (c) => {
    const widget = await loadWidget(c.env, c.var.userId, c.req.valid('param').code);
    if (!widget) return jsonError(c, 401, 'unauthorized', 'no widget for this product');
    return c.json({ ...widget, title: translate(widget.title, viewOf(c).locale) });
  });

  // POST = create or refresh the widget of an owned product.
  app.post(`${BASE}/v1/widget/:code`, ...auth, validate('param', codeParam), async (c) => {
    const code = c.req.valid('param').code;
    const order = await c.env.DB.prepare("SELECT article_name FROM orders WHERE code = ? AND user_id = ? AND status != 'Cancelled'")
      .bind(code, c.var.userId)
      .first<{ article_name: string }>();
    if (!order) return jsonError(c, 404, 'not_found', 'product not found');
    const now = new Date().toISOString();
    await c.env.DB.prepare(
      `INSERT INTO widgets (product_code, id, user_id, title, created_at, refreshed_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (product_code) DO UPDATE SET refreshed_at = excluded.refreshed_at WHERE widgets.user_id = excluded.user_id`,
    )
      .bind(code, crypto.randomUUID(), c.var.userId, order.article_name, now, now)
      .run();
    return c.json(await loadWidget(c.env, c.var.userId, code));
  });

  app.delete(`${BASE}/v1/widget/:code`, ...auth, validate('param', codeParam), async (c) => {
    const code = c.req.valid('param').code;
    const widget = await loadWidget(c.env, c.var.userId, code);
    if (!widget) return jsonError(c, 404, 'not_found', 'widget not found');
    await c.env.DB.batch([
      c.env.DB.prepare('DELETE FROM gallery_entries WHERE widget_id = ? AND user_id = ?').bind(widget.widgetId, c.var.userId),
      c.env.DB.prepare('DELETE FROM widgets WHERE product_code = ? AND user_id = ?').bind(code, c.var.userId),
    ]);
    return c.body(null, 204);
  });

  app.put(`${BASE}/v1/widget/:code/share`, ...auth, validate('param', codeParam), validate('json', shareSchema), async (c) => {
    const widget = await loadWidget(c.env, c.var.userId, c.req.valid('param').code);
    if (!widget) return jsonError(c, 404, 'not_found', 'widget not found');
    if (!(await takeRateLimit(c.env, `share:${c.var.userId}`, 20, 3_600_000)))
      return jsonError(c, 429, 'rate_limited', 'too many shares, try again later');
    const body = c.req.valid('json');
    const mail = linkMail(
      body.toEmailAddress,
      `${body.fromName} shared "${widget.title}" with you`,
      `${body.fromName} wants to show you a photo product.${body.personalMessage ? `\n\n"${body.personalMessage}"` : ''}`,
      'View it here',
      widgetPageUrl(c.env, widget.productCode),
    );
    await sendMail(c.env, mail);
    await c.env.DB.prepare('UPDATE widgets SET share_count = share_count + 1 WHERE id = ?').bind(widget.widgetId).run();
    return c.json({ shared: true, toEmailAddress: body.toEmailAddress });
  });

  app.get(`${BASE}/v1/categories`, ...auth, (c) => c.json({ categories: CATEGORIES }));

  // No token (spec): tells whether an order may not be shown in galleries.
  app.get(`${BASE}/v1/blockedorders/:code`, validate('param', codeParam), async (c) => {
    const code = c.req.valid('param').code;
    const row = await c.env.DB.prepare('SELECT blocked FROM orders WHERE code = ?').bind(code).first<{ blocked: number }>();
    return c.json({ orderCode: code, blocked: row?.blocked === 1 });
  });

  registerGallery(app);
}
