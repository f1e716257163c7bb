import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../tests/fixtures/test-transport';
import { DeliveryDates, Order, ordersApi, SuperOrder, Voucher } from './orders';

/** One product as upstream/src/account/orders/repo.ts toOrder() builds it. */
const sampleOrder = {
  code: 'P-1001',
  superOrderCode: 'SO-1',
  createdAt: '2024-05-01T10:00:00.000Z',
  status: 'Dispatched',
  paymentStatus: 'Success',
  paymentChangedDate: '2024-05-01T10:05:00.000Z',
  productionStatus: null,
  articleName: 'PhotoBook XL',
  productType: 'PhotoBook',
  quantity: 1,
  thumbnailUrl: 'http://127.0.0.1:8788/shop/images/PhotoBook.svg',
  price: 39.99,
  currency: 'EUR',
  voucher: null,
  delayed: false,
  canReorder: true,
  files: [{ purpose: 'product.pdf', url: 'http://127.0.0.1:8788/files/x.pdf' }],
  onlineVersion: { state: 'NotRequested', url: null },
};
const sampleSuper = {
  superOrderCode: 'SO-1',
  accountId: 1001,
  channel: 'Albelli',
  createdAt: '2024-05-01T10:00:00.000Z',
  orders: [sampleOrder],
  orderCount: 1,
  total: 39.99,
  currency: 'EUR',
  deliveryAddress: { type: 'Home', address: { street: 'Damrak', city: 'Amsterdam' }, changeInProgress: false },
};

function transports(routes: Parameters<typeof fakeHttp>[0]) {
  const { http, calls } = fakeHttp(routes);
  return { api: ordersApi({ orders: http, voucher: http, delivery: http, reorder: http, reorderDirect: http }), calls };
}

describe('orders API', () => {
  it('parses super orders, products, vouchers and delivery dates', () => {
    expect(SuperOrder.parse(sampleSuper).orders[0]!.code).toBe('P-1001');
    expect(Order.parse(sampleOrder).files[0]!.purpose).toBe('product.pdf');
    expect(
      Voucher.parse({
        code: 'X',
        title: 't',
        description: 'd',
        discountType: 'percentage',
        value: 10,
        currency: 'EUR',
        validUntil: '2030-01-01T00:00:00.000Z',
        expired: false,
      }).value,
    ).toBe(10);
    expect(
      DeliveryDates.parse({ orderCode: 'P', earliestDeliveryDate: '2024-05-03', latestDeliveryDate: '2024-05-06' }).latestDeliveryDate,
    ).toBe('2024-05-06');
  });

  it('keeps of the delivery address only the fields the order page shows (no upstream extras in the page state)', () => {
    const address = { street: 'Damrak', city: 'Amsterdam', phone: 31201234567, internalRef: 'wh-77', geo: { lat: 52.37 } };
    const parsed = SuperOrder.parse({ ...sampleSuper, deliveryAddress: { ...sampleSuper.deliveryAddress, address } });
    expect(parsed.deliveryAddress.address).toEqual({ street: 'Damrak', city: 'Amsterdam' });
    expect(parsed).not.toHaveProperty('accountId');
  });

  it('reads the production sub-status: a value, null (none reported) or absent (older API)', () => {
    expect(Order.parse({ ...sampleOrder, status: 'Confirmed', productionStatus: 'VerificationFailed' }).productionStatus).toBe(
      'VerificationFailed',
    );
    expect(Order.parse(sampleOrder).productionStatus).toBeNull();
    const { productionStatus: _omit, ...older } = sampleOrder;
    expect(Order.parse(older).productionStatus).toBeUndefined();
    expect(() => Order.parse({ ...sampleOrder, productionStatus: 7 })).toThrow();
  });

  it('rejects a negative quantity and a non-ISO date', () => {
    expect(() => Order.parse({ ...sampleOrder, quantity: -1 })).toThrow();
    expect(() => Order.parse({ ...sampleOrder, createdAt: 'yesterday' })).toThrow();
  });

  it('lists super orders with the spec defaults', async () => {
    const { api, calls } = transports({ 'GET /v2/superorders/me': { body: { items: [sampleSuper], total: 1 } } });
    expect((await api.superOrders()).total).toBe(1);
    expect(calls[0]!.url).toBe('http://up.test/base/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired');
  });

  it('delivery 404 and voucher 404 give null; other voucher errors throw', async () => {
    const { api } = transports({ 'GET /api/v1/campaigns/offers/BAD': { status: 500, text: 'boom' } });
    await expect(api.deliveryDates('P-1')).resolves.toBeNull();
    await expect(api.voucher('NOPE')).resolves.toBeNull();
    await expect(api.voucher('BAD')).rejects.toThrow(
      'Error boom; Status Code: 500 Received from http://up.test/base/api/v1/campaigns/offers/BAD',
    );
  });

  it('reorder-direct posts to the configured URL itself with OrderCode', async () => {
    const { api, calls } = transports({ 'POST /': { body: { ShopUrl: 'http://127.0.0.1:8788/shop/cart?reorder=r1' } } });
    expect((await api.reorderDirect('P-1001')).ShopUrl).toContain('/shop/cart');
    expect(calls[0]!.url).toBe('http://up.test/base?OrderCode=P-1001');
  });
});
