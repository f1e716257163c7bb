import { describe, expect, it } from 'vitest';
import type { Api } from '../../shared/api/index';
import type { SuperOrder } from '../../shared/api/orders';
import { loadAllOrders, toOrderView } from './model';

const so = (n: number): SuperOrder => ({
  superOrderCode: `S${n}`, channel: 'Albelli', createdAt: '2026-01-01T00:00:00Z', orders: [], orderCount: 2, total: 10, currency: 'EUR',
  deliveryAddress: { type: 'Home', address: {}, changeInProgress: false },
});

describe('orders model', () => {
  it('exposes superOrderCode as orderCode, orders as products, orderCount as productCount', () => {
    const v = toOrderView(so(1));
    expect(v).toMatchObject({ orderCode: 'S1', products: [], productCount: 2 });
  });
  it.each([
    [0, [[0, 100]]],
    [99, [[0, 100]]],
    [100, [[0, 100]]],
    [101, [[0, 100], [100, 100]]],
    [250, [[0, 100], [100, 100], [200, 100]]],
  ])('total %i → batches %j', async (total, expected) => {
    const calls: [number, number][] = [];
    const api = {
      orders: {
        superOrders: async (p: { offset?: number; limit?: number }) => {
          calls.push([p.offset ?? 0, p.limit ?? 100]);
          const n = Math.max(0, Math.min(100, total - (p.offset ?? 0)));
          return { items: Array.from({ length: n }, (_, i) => so((p.offset ?? 0) + i)), total };
        },
      },
    } as unknown as Pick<Api, 'orders'>;
    const all = await loadAllOrders(api);
    expect(calls).toEqual(expected);
    expect(all).toHaveLength(total);
  });
});
