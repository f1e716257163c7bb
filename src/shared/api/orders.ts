import * as z from 'zod/mini';
import type { Address, AddressInput } from './customer';
import type { Http } from './http';
import { Count, HttpUrl, Id, IsoDateOrDateTime, type OwnAccount, ownerOf, seg } from './schemas';

/**
 * A product's file, as far as the app reads it: its purpose ('product.pdf' = the invoice). The
 * upstream also sends the file's internal address; parsing drops it, so no page state carries it
 * (issue 32 §5): the PDF is fetched by the worker's /documents route.
 */
export const OrderFile = z.object({ purpose: z.string() });
export const Order = z.object({
  code: Id,
  superOrderCode: Id,
  createdAt: IsoDateOrDateTime,
  status: z.string(),
  paymentStatus: z.optional(z.string()),
  paymentChangedDate: z.optional(z.nullable(IsoDateOrDateTime)),
  /** File check / review before production (Processing, VerificationFailed, Rejected…); null = none reported. */
  productionStatus: z.optional(z.nullable(z.string())),
  articleName: z.string(),
  productType: z.optional(z.string()),
  /** The type's name in the requested language (the enum above is for logic, never shown). */
  productTypeName: z.optional(z.string()),
  quantity: Count,
  thumbnailUrl: z.optional(HttpUrl),
  price: z.number(),
  currency: z.string(),
  voucher: z.optional(z.nullable(z.string())),
  delayed: z.optional(z.boolean()),
  canReorder: z.optional(z.boolean()),
  files: z.array(OrderFile),
  onlineVersion: z.optional(z.object({ state: z.string(), url: z.nullable(HttpUrl) })),
});
export type Order = z.infer<typeof Order>;

/** A text of the delivery address; anything else the upstream sends there reads as missing. */
const AddressText = z.catch(z.optional(z.string()), undefined);
/**
 * The delivery address as the order pages show and edit it (features/orders/address-fields.ts):
 * whatever else the upstream sends with it stays out of the page state (issue 32 §5).
 */
const DeliveryAddressFields = z.object({
  firstName: AddressText,
  lastName: AddressText,
  street: AddressText,
  houseNumber: AddressText,
  postalCode: AddressText,
  city: AddressText,
  countryCode: AddressText,
  phone: AddressText,
});

export const SuperOrder = z.object({
  superOrderCode: Id,
  channel: z.string(),
  createdAt: IsoDateOrDateTime,
  orders: z.array(Order),
  orderCount: Count,
  total: z.number(),
  currency: z.string(),
  deliveryAddress: z.object({
    type: z.string(),
    address: DeliveryAddressFields,
    changeInProgress: z.boolean(),
  }),
});
export type SuperOrder = z.infer<typeof SuperOrder>;
export const SuperOrderList = z.object({ items: z.array(SuperOrder), total: Count });
export const OrderList = z.object({ items: z.array(Order), total: Count });
export const Voucher = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  discountType: z.string(),
  value: z.number(),
  currency: z.string(),
  validUntil: IsoDateOrDateTime,
  expired: z.boolean(),
});
export const DeliveryDates = z.object({
  orderCode: z.string(),
  earliestDeliveryDate: IsoDateOrDateTime,
  latestDeliveryDate: IsoDateOrDateTime,
});
export type DeliveryDates = z.infer<typeof DeliveryDates>;
export const OnlineVersion = z.object({ state: z.enum(['NotRequested', 'Requested', 'Available']), url: z.nullable(HttpUrl) });
export const OnlineProduct = z.object({
  productCode: Id,
  orderCode: z.string(),
  title: z.string(),
  thumbnailUrl: z.optional(HttpUrl),
  url: z.nullable(HttpUrl),
  state: z.string(),
  createdAt: IsoDateOrDateTime,
});
export type OnlineProduct = z.infer<typeof OnlineProduct>;
export const OnlineProductList = z.object({ items: z.array(OnlineProduct), total: Count });
export const ReorderStatus = z.object({ orderCode: z.string(), canReorder: z.boolean() });
export const ReorderDirect = z.object({ ShopUrl: HttpUrl });

/** Which upstream key each part uses (they may live on different hosts in production). */
export type OrdersTransports = Record<'orders' | 'voucher' | 'delivery' | 'reorder' | 'reorderDirect', Http>;

/** Orders (account spec §7): super orders, products, delivery address, vouchers, dates, reorder. */
export function ordersApi(t: OrdersTransports, ownAccount?: OwnAccount) {
  return {
    superOrders: (p: { offset?: number; limit?: number; signal?: AbortSignal } = {}) =>
      t.orders.getJson('/v2/superorders/me', SuperOrderList, {
        query: { Offset: p.offset ?? 0, Limit: p.limit ?? 100, OrderState: 'notExpired' },
        signal: p.signal,
      }),
    superOrder: (code: string, signal?: AbortSignal) => t.orders.getJson(`/v1/superorders/${seg(code)}`, SuperOrder, { signal }),
    /** The customer's own products; the owner is `me` in the browser (the /api proxy puts the id in), the gate's id in the worker. */
    byAccount: async (p: { articleNames?: string[]; offset?: number; limit?: number } = {}) =>
      t.orders.getJson(`/orders/byAccount/${seg(await ownerOf(ownAccount))}`, OrderList, {
        query: { articleNames: p.articleNames?.join(',') || undefined, offset: p.offset ?? 0, limit: p.limit ?? 10 },
      }),
    order: (code: string, signal?: AbortSignal) => t.orders.getJson(`/v1/Orders/${seg(code)}`, Order, { signal }),
    updateDeliveryAddress: (superOrderCode: string, deliveryAddress: AddressInput | Address, orderCode?: string) =>
      t.orders.sendJson('PUT', `/v1/superorders/${seg(superOrderCode)}/deliveryAddress`, { orderCode, deliveryAddress }, SuperOrder),
    /** 404 = voucher not found → `null`; other failures throw (spec §8). */
    voucher: (code: string, signal?: AbortSignal) =>
      t.voucher.getJson(`/api/v1/campaigns/offers/${seg(code)}`, Voucher, { emptyOn: [404], signal }),
    /** Voucher refresh by product code (path not in the spec; the embedded upstream's). 404 → `null`. */
    voucherByProduct: (productCode: string, signal?: AbortSignal) =>
      t.voucher.getJson(`/api/v1/campaigns/offers/byProduct/${seg(productCode)}`, Voucher, { emptyOn: [404], signal }),
    requestOnlineVersion: (productCode: string) =>
      t.orders.sendJson('POST', `/v1/Orders/${seg(productCode)}/onlineVersion`, undefined, OnlineVersion),
    onlineProducts: (signal?: AbortSignal) => t.orders.getJson('/v1/OnlineProducts/me', OnlineProductList, { signal }),
    onlineProduct: (productCode: string, signal?: AbortSignal) =>
      t.orders.getJson(`/v1/OnlineProducts/me/${seg(productCode)}`, OnlineProduct, { signal }),
    /** 404 = no dates known → `null` (spec §8). */
    deliveryDates: (id: string, signal?: AbortSignal) =>
      t.delivery.getJson(`/OrderDeliveryDates/${seg(id)}`, DeliveryDates, { emptyOn: [404], signal }),
    reorderStatus: (id: string, signal?: AbortSignal) => t.reorder.getJson(`/reorder/status/${seg(id)}`, ReorderStatus, { signal }),
    reorderDirect: (orderCode: string) =>
      t.reorderDirect.sendJson('POST', '', undefined, ReorderDirect, { query: { OrderCode: orderCode } }),
  };
}
