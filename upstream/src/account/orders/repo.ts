import { z } from 'zod';
import type { UpstreamBindings } from '../../env';
import { publicUrl } from '../common';

type Env = Pick<UpstreamBindings, 'DB' | 'PUBLIC_BASE_URL'>;

export const ORDER_STATUSES = ['Received', 'Confirmed', 'ProductionStarted', 'ProductionCompleted', 'Dispatched', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['Pending', 'Success', 'Failed', 'Free'] as const;
/** Production sub-status of a product: file processing, verification and review (migration 0005). */
export const PRODUCTION_STATUSES = ['Processing', 'ProcessingFailed', 'VerificationFailed', 'Approved', 'Rejected', 'OnHold'] as const;
export type ProductionStatus = (typeof PRODUCTION_STATUSES)[number];

/** A requested online version becomes available this long after the request (stand-in for rendering). */
export const ONLINE_VERSION_DELAY_MS = 60_000;

const fileSchema = z.object({ purpose: z.string(), url: z.string() });

const orderRow = z.object({
  code: z.string(),
  super_order_code: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_changed_date: z.string(),
  production_status: z.enum(PRODUCTION_STATUSES).nullable(),
  article_name: z.string(),
  product_type: z.string(),
  quantity: z.number(),
  thumbnail_url: z.string(),
  price: z.number(),
  voucher: z.string().nullable(),
  files: z.string(),
  delayed: z.number(),
  reorderable: z.number(),
  online_version: z.enum(['NotRequested', 'Requested', 'Available']),
  online_version_requested_at: z.string().nullable(),
  created_at: z.string(),
  currency: z.string(),
});

const superRow = z.object({
  code: z.string(),
  account_id: z.number(),
  channel: z.enum(['Albelli', 'Resnap']),
  created_at: z.string(),
  currency: z.string(),
  delivery_type: z.enum(['Home', 'PickupPoint']),
  delivery_address: z.string(),
  change_in_progress: z.number(),
});

/** Reorder is offered for finished products the shop still sells (reorderable flag). */
export function canReorder(status: OrderStatus, reorderable: boolean): boolean {
  return reorderable && (status === 'Dispatched' || status === 'ProductionCompleted');
}

function onlineVersion(env: Env, r: z.infer<typeof orderRow>, now: number) {
  let state = r.online_version;
  if (
    state === 'Requested' &&
    r.online_version_requested_at &&
    now - Date.parse(r.online_version_requested_at) >= ONLINE_VERSION_DELAY_MS
  ) {
    state = 'Available';
  }
  return { state, url: state === 'Available' ? publicUrl(env, `/shop/online/${encodeURIComponent(r.code)}`) : null };
}

/** API shape of one product (order) of a super order. */
export function toOrder(env: Env, raw: unknown, now = Date.now()) {
  const r = orderRow.parse(raw);
  const files = z
    .array(fileSchema)
    .parse(JSON.parse(r.files))
    .map((f) => ({ purpose: f.purpose, url: f.url.startsWith('/') ? publicUrl(env, f.url) : f.url }));
  return {
    code: r.code,
    superOrderCode: r.super_order_code,
    createdAt: r.created_at,
    status: r.status,
    paymentStatus: r.payment_status,
    paymentChangedDate: r.payment_changed_date,
    productionStatus: r.production_status,
    articleName: r.article_name,
    productType: r.product_type,
    quantity: r.quantity,
    thumbnailUrl: publicUrl(env, r.thumbnail_url),
    price: r.price,
    currency: r.currency,
    voucher: r.voucher,
    delayed: r.delayed === 1,
    canReorder: canReorder(r.status, r.reorderable === 1),
    files,
    onlineVersion: onlineVersion(env, r, now),
  };
}
export type Order = ReturnType<typeof toOrder>;

const ORDER_SELECT = `SELECT o.*, s.created_at AS created_at, s.currency AS currency FROM orders o JOIN super_orders s ON s.code = o.super_order_code`;

export function toSuperOrder(_env: Env, raw: unknown, orders: Order[]) {
  const s = superRow.parse(raw);
  const total = Math.round(orders.filter((o) => o.status !== 'Cancelled').reduce((sum, o) => sum + o.price, 0) * 100) / 100;
  return {
    superOrderCode: s.code,
    accountId: s.account_id,
    channel: s.channel,
    createdAt: s.created_at,
    orders,
    orderCount: orders.length,
    total,
    currency: s.currency,
    deliveryAddress: {
      type: s.delivery_type,
      address: JSON.parse(s.delivery_address) as Record<string, string>,
      changeInProgress: s.change_in_progress === 1,
    },
  };
}
export type SuperOrder = ReturnType<typeof toSuperOrder>;

async function ordersOf(env: Env, superCodes: string[]): Promise<Map<string, Order[]>> {
  const map = new Map<string, Order[]>();
  if (superCodes.length === 0) return map;
  const marks = superCodes.map(() => '?').join(',');
  const { results } = await env.DB.prepare(`${ORDER_SELECT} WHERE o.super_order_code IN (${marks}) ORDER BY o.position, o.code`)
    .bind(...superCodes)
    .all();
  for (const raw of results) {
    const o = toOrder(env, raw);
    map.set(o.superOrderCode, [...(map.get(o.superOrderCode) ?? []), o]);
  }
  return map;
}

/** Super orders older than this are "expired" (OrderState=notExpired leaves them out). */
export const EXPIRY_DAYS = 3 * 365;

/** Newest first, paged; `notExpired` drops super orders older than EXPIRY_DAYS. */
export async function listSuperOrders(env: Env, userId: string, offset: number, limit: number, notExpired: boolean) {
  const since = notExpired ? new Date(Date.now() - EXPIRY_DAYS * 86_400_000).toISOString() : '';
  const [count, page] = await env.DB.batch([
    env.DB.prepare('SELECT COUNT(*) AS n FROM super_orders WHERE user_id = ? AND created_at >= ?').bind(userId, since),
    env.DB.prepare(
      'SELECT * FROM super_orders WHERE user_id = ? AND created_at >= ? ORDER BY created_at DESC, code DESC LIMIT ? OFFSET ?',
    ).bind(userId, since, limit, offset),
  ]);
  const total = z.object({ n: z.number() }).parse(count?.results[0]).n;
  const rows = page?.results ?? [];
  const codes = rows.map((r) => z.object({ code: z.string() }).parse(r).code);
  const orders = await ordersOf(env, codes);
  return { items: rows.map((r, i) => toSuperOrder(env, r, orders.get(codes[i] ?? '') ?? [])), total };
}

/** One owned super order, or null (unknown or another user's → 404). */
export async function loadSuperOrder(env: Env, userId: string, code: string): Promise<SuperOrder | null> {
  const row = await env.DB.prepare('SELECT * FROM super_orders WHERE code = ? AND user_id = ?').bind(code, userId).first();
  if (!row) return null;
  const orders = await ordersOf(env, [code]);
  return toSuperOrder(env, row, orders.get(code) ?? []);
}

/** One owned product (order), or null. */
export async function loadOrder(env: Env, userId: string, code: string): Promise<Order | null> {
  const row = await env.DB.prepare(`${ORDER_SELECT} WHERE o.code = ? AND o.user_id = ?`).bind(code, userId).first();
  return row ? toOrder(env, row) : null;
}

/** Products of the account, newest first, optionally filtered by article names. */
export async function listOrdersByAccount(env: Env, userId: string, articleNames: string[], offset: number, limit: number) {
  const filter = articleNames.length ? ` AND o.article_name IN (${articleNames.map(() => '?').join(',')})` : '';
  const [count, page] = await env.DB.batch([
    env.DB.prepare(`SELECT COUNT(*) AS n FROM orders o WHERE o.user_id = ?${filter}`).bind(userId, ...articleNames),
    env.DB.prepare(`${ORDER_SELECT} WHERE o.user_id = ?${filter} ORDER BY s.created_at DESC, o.code LIMIT ? OFFSET ?`).bind(
      userId,
      ...articleNames,
      limit,
      offset,
    ),
  ]);
  return {
    items: (page?.results ?? []).map((r) => toOrder(env, r)),
    total: z.object({ n: z.number() }).parse(count?.results[0]).n,
  };
}
