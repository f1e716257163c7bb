import type { Hono } from 'hono';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate } from '../../http/validate';
import { viewOf } from '../../locale/negotiate';
import { auth } from '../auth';
import { loadOrder, type Order } from './repo';
import { orderView } from './view';

const BASE = '/order-api';
const codeParam = z.object({ code: z.string().trim().min(1).max(64) });

/** Online versions exist for photo books that were produced. */
function canHaveOnlineVersion(o: Order): boolean {
  return o.productType === 'PhotoBook' && (o.status === 'ProductionCompleted' || o.status === 'Dispatched');
}

function toOnlineProduct(o: Order) {
  return {
    productCode: o.code,
    orderCode: o.superOrderCode,
    title: o.articleName,
    thumbnailUrl: o.thumbnailUrl,
    url: o.onlineVersion.url,
    state: o.onlineVersion.state,
    createdAt: o.createdAt,
  };
}

/**
 * Online versions of photo books (spec: 'Request online version' / 'View online version' and
 * /online-products). Paths are ours: the spec does not show them.
 */
export function registerOnlineVersions(app: Hono<UpstreamEnv>): void {
  app.post(`${BASE}/v1/Orders/:code/onlineVersion`, ...auth, validate('param', codeParam), async (c) => {
    const order = await loadOrder(c.env, c.var.userId, c.req.valid('param').code);
    if (!order) return jsonError(c, 404, 'not_found', 'order not found');
    if (!canHaveOnlineVersion(order)) return jsonError(c, 409, 'conflict', 'no online version for this product');
    if (order.onlineVersion.state !== 'NotRequested') return c.json(order.onlineVersion); // idempotent
    await c.env.DB.prepare("UPDATE orders SET online_version = 'Requested', online_version_requested_at = ? WHERE code = ? AND user_id = ?")
      .bind(new Date().toISOString(), order.code, c.var.userId)
      .run();
    return c.json({ state: 'Requested', url: null }, 202);
  });

  app.get(`${BASE}/v1/OnlineProducts/me`, ...auth, async (c) => {
    const { results } = await c.env.DB.prepare("SELECT code FROM orders WHERE user_id = ? AND online_version != 'NotRequested'")
      .bind(c.var.userId)
      .all<{ code: string }>();
    const orders = (await Promise.all(results.map((r) => loadOrder(c.env, c.var.userId, r.code)))).filter((o): o is Order => o !== null);
    const view = viewOf(c);
    const items = orders
      .filter((o) => o.onlineVersion.state === 'Available')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((o) => toOnlineProduct(orderView(o, view)));
    return c.json({ items, total: items.length });
  });

  app.get(`${BASE}/v1/OnlineProducts/me/:code`, ...auth, validate('param', codeParam), async (c) => {
    const order = await loadOrder(c.env, c.var.userId, c.req.valid('param').code);
    if (order?.onlineVersion.state !== 'Available') return jsonError(c, 404, 'not_found', 'online product not found');
    return c.json(toOnlineProduct(orderView(order, viewOf(c))));
  });
}
