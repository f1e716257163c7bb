import { describe, expect, it } from 'vitest';
import type { SuperOrder } from '../../shared/api/orders';
import { toOrderView } from './model';

const so = (n: number): SuperOrder => ({
  superOrderCode: `S${n}`,
  channel: 'Albelli',
  createdAt: '2026-01-01T00:00:00Z',
  orders: [],
  orderCount: 2,
  total: 10,
  currency: 'EUR',
  deliveryAddress: { type: 'Home', address: {}, changeInProgress: false },
});

describe('orders model', () => {
  it('exposes superOrderCode as orderCode, orders as products, orderCount as productCount', () => {
    const v = toOrderView(so(1));
    expect(v).toMatchObject({ orderCode: 'S1', products: [], productCount: 2 });
  });
});
