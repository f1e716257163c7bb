import type { Hono } from 'hono';
import { validator } from 'hono/validator';
import { z } from 'zod';
import type { UpstreamEnv } from '../../env';
import { jsonError, validate, validationBody } from '../../http/validate';
import { viewOf } from '../../locale/negotiate';
import { auth } from '../auth';
import { loadUser, publicUrl } from '../common';
import { deliveryAddressSchema, plainAddress } from '../customer/address-rules';
import { registerOnlineVersions } from './online';
import { canReorder, listOrdersByAccount, listSuperOrders, loadOrder, loadSuperOrder } from './repo';
import { orderView, superOrderView, voucherView } from './view';

const BASE = '/order-api';
const code = z.string().trim().min(1).max(64);
const codeParam = z.object({ code });
const idParam = z.object({ id: code });

/** Statuses before production starts: only then may the delivery address change. */
const EDITABLE = new Set(['Received', 'Confirmed', 'Cancelled']);

/**
 * Body of PUT /v1/superorders/{code}/deliveryAddress: either `{ orderCode?, deliveryAddress }`
 * (what the app's request carries) or the bare address.
 */
const deliveryBody = validator('json', (value, c) => {
  const wrapped = z.object({ orderCode: code.optional(), deliveryAddress: deliveryAddressSchema }).strict();
  const isWrapped = typeof value === 'object' && value !== null && 'deliveryAddress' in value;
  // A bare address is read as { deliveryAddress: address } so errors name `deliveryAddress.<field>`.
  const result = wrapped.safeParse(isWrapped ? value : { deliveryAddress: value });
  if (!result.success) return c.json(validationBody(result.error), 400);
  return result.data;
});

const voucherRow = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discount_type: z.string(),
  value: z.number(),
  currency: z.string(),
  valid_until: z.string(),
});

function toVoucher(raw: unknown) {
  const v = voucherRow.parse(raw);
  return {
    code: v.code,
    title: v.title,
    description: v.description,
    discountType: v.discount_type,
    value: v.value,
    currency: v.currency,
    validUntil: v.valid_until,
    expired: Date.parse(v.valid_until) < Date.now(),
  };
}

/** Orders, vouchers, delivery dates and reorder (account-area §7 Orders). */
export function registerOrderApi(app: Hono<UpstreamEnv>): void {
  app.get(
    `${BASE}/v2/superorders/me`,
    ...auth,
    validate(
      'query',
      z.object({
        Offset: z.coerce.number().int().min(0).default(0),
        Limit: z.coerce.number().int().min(1).max(100).default(100),
        OrderState: z.enum(['notExpired', 'all']).optional(),
      }),
    ),
    async (c) => {
      const q = c.req.valid('query');
      const page = await listSuperOrders(c.env, c.var.userId, q.Offset, q.Limit, q.OrderState === 'notExpired');
      const view = viewOf(c);
      return c.json({ ...page, items: page.items.map((so) => superOrderView(so, view)) });
    },
  );

  app.get(`${BASE}/v1/superorders/:code`, ...auth, validate('param', codeParam), async (c) => {
    const so = await loadSuperOrder(c.env, c.var.userId, c.req.valid('param').code);
    return so ? c.json(superOrderView(so, viewOf(c))) : jsonError(c, 404, 'not_found', 'super order not found');
  });

  app.put(`${BASE}/v1/superorders/:code/deliveryAddress`, ...auth, validate('param', codeParam), deliveryBody, async (c) => {
    const superCode = c.req.valid('param').code;
    const body = c.req.valid('json');
    const so = await loadSuperOrder(c.env, c.var.userId, superCode);
    if (!so) return jsonError(c, 404, 'not_found', 'super order not found');
    if (body.orderCode !== undefined && body.orderCode !== superCode && !so.orders.some((o) => o.code === body.orderCode)) {
      return c.json({ error: 'validation', field: 'orderCode', message: 'orderCode: does not belong to this super order' }, 400);
    }
    if (so.orders.some((o) => !EDITABLE.has(o.status)) || so.orders.every((o) => o.status === 'Cancelled')) {
      return jsonError(c, 409, 'conflict', 'the delivery address can only change before production starts');
    }
    await c.env.DB.prepare(
      "UPDATE super_orders SET delivery_type = 'Home', delivery_address = ?, change_in_progress = 0 WHERE code = ? AND user_id = ?",
    )
      .bind(JSON.stringify(plainAddress(body.deliveryAddress)), superCode, c.var.userId)
      .run();
    const updated = await loadSuperOrder(c.env, c.var.userId, superCode);
    return c.json(updated ? superOrderView(updated, viewOf(c)) : null);
  });

  app.get(
    `${BASE}/orders/byAccount/:accountId`,
    ...auth,
    validate('param', z.object({ accountId: z.coerce.number().int().positive() })),
    validate(
      'query',
      z.object({
        articleNames: z
          .string()
          .max(1000)
          .optional()
          .transform((s) =>
            s
              ? s
                  .split(',')
                  .map((n) => n.trim())
                  .filter(Boolean)
              : [],
          ),
        offset: z.coerce.number().int().min(0).default(0),
        limit: z.coerce.number().int().min(1).max(100).default(10),
      }),
    ),
    async (c) => {
      const user = await loadUser(c.env, c.var.userId);
      if (!user || user.account_id !== c.req.valid('param').accountId) return jsonError(c, 404, 'not_found', 'account not found');
      const q = c.req.valid('query');
      const page = await listOrdersByAccount(c.env, c.var.userId, q.articleNames, q.offset, q.limit);
      const view = viewOf(c);
      return c.json({ ...page, items: page.items.map((o) => orderView(o, view)) });
    },
  );

  app.get(`${BASE}/v1/Orders/:code`, ...auth, validate('param', codeParam), async (c) => {
    const order = await loadOrder(c.env, c.var.userId, c.req.valid('param').code);
    return order ? c.json(orderView(order, viewOf(c))) : jsonError(c, 404, 'not_found', 'order not found');
  });

  // Voucher refresh by product code (path not shown in the spec; ours): the voucher of an owned product.
  // Registered before /offers/:code so 'byProduct' is not read as a voucher code.
  app.get(`${BASE}/api/v1/campaigns/offers/byProduct/:code`, ...auth, validate('param', codeParam), async (c) => {
    const row = await c.env.DB.prepare('SELECT v.* FROM orders o JOIN vouchers v ON v.code = o.voucher WHERE o.code = ? AND o.user_id = ?')
      .bind(c.req.valid('param').code, c.var.userId)
      .first();
    return row ? c.json(voucherView(toVoucher(row), viewOf(c))) : jsonError(c, 404, 'not_found', 'voucher not found');
  });

  // Vouchers are campaign offers: shared, not owned, so only the code is checked.
  app.get(`${BASE}/api/v1/campaigns/offers/:code`, ...auth, validate('param', codeParam), async (c) => {
    const row = await c.env.DB.prepare('SELECT * FROM vouchers WHERE code = ? COLLATE NOCASE').bind(c.req.valid('param').code).first();
    if (!row) return jsonError(c, 404, 'not_found', 'voucher not found');
    return c.json(voucherView(toVoucher(row), viewOf(c)));
  });

  // Delivery dates by product code or super order code; none known → 404 (the app shows nothing).
  app.get(`${BASE}/OrderDeliveryDates/:id`, ...auth, validate('param', idParam), async (c) => {
    const id = c.req.valid('param').id;
    const row = await c.env.DB.prepare(
      `SELECT code, super_order_code, MIN(delivery_earliest) AS earliest, MAX(delivery_latest) AS latest FROM orders
       WHERE user_id = ? AND (code = ? OR super_order_code = ?) AND status != 'Cancelled' AND delivery_earliest IS NOT NULL`,
    )
      .bind(c.var.userId, id, id)
      .first<{ earliest: string | null; latest: string | null }>();
    if (!row?.earliest || !row.latest) return jsonError(c, 404, 'not_found', 'no delivery dates');
    return c.json({ orderCode: id, earliestDeliveryDate: row.earliest, latestDeliveryDate: row.latest });
  });

  app.get(`${BASE}/reorder/status/:id`, ...auth, validate('param', idParam), async (c) => {
    const order = await loadOrder(c.env, c.var.userId, c.req.valid('param').id);
    if (!order) return jsonError(c, 404, 'not_found', 'order not found');
    return c.json({ orderCode: order.code, canReorder: order.canReorder });
  });

  app.post(`${BASE}/reorder-direct`, ...auth, validate('query', z.object({ OrderCode: code })), async (c) => {
    const orderCode = c.req.valid('query').OrderCode;
    const row = await c.env.DB.prepare('SELECT status, reorderable FROM orders WHERE code = ? AND user_id = ?')
      .bind(orderCode, c.var.userId)
      .first<{ status: 'Dispatched'; reorderable: number }>();
    if (!row) return jsonError(c, 404, 'not_found', 'order not found');
    if (!canReorder(row.status, row.reorderable === 1)) return jsonError(c, 409, 'conflict', 'this order cannot be reordered');
    const id = crypto.randomUUID();
    await c.env.DB.prepare('INSERT INTO reorders (id, user_id, order_code, created_at) VALUES (?, ?, ?, ?)')
      .bind(id, c.var.userId, orderCode, new Date().toISOString())
      .run();
    return c.json({ ShopUrl: publicUrl(c.env, `/shop/cart?reorder=${encodeURIComponent(id)}`) });
  });

  registerOnlineVersions(app);
}
