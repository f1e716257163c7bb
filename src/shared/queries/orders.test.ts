import { describe, expect, it } from 'vitest';
import type { Api } from '../api/index';
import type { SuperOrder } from '../api/orders';
import { loadAllSuperOrders } from './orders';

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

describe('all super orders (§9: 100 at a time)', () => {
  it.each([
    [0, [[0, 100]]],
    [99, [[0, 100]]],
    [100, [[0, 100]]],
    [
      101,
      [
        [0, 100],
        [100, 100],
      ],
    ],
    [
      250,
      [
        [0, 100],
        [100, 100],
        [200, 100],
      ],
    ],
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
    const all = await loadAllSuperOrders(api);
    expect(calls).toEqual(expected);
    expect(all.map((s) => s.superOrderCode)).toEqual(Array.from({ length: total }, (_, i) => `S${i}`));
  });
});
