import { describe, expect, it } from 'vitest';
import { emptySuperOrder } from '../../../tests/fixtures/orders';
import type { Api } from '../api/index';
import { loadAllSuperOrders } from './orders';

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
          return { items: Array.from({ length: n }, (_, i) => emptySuperOrder((p.offset ?? 0) + i)), total };
        },
      },
    } as unknown as Pick<Api, 'orders'>;
    const all = await loadAllSuperOrders(api);
    expect(calls).toEqual(expected);
    expect(all.map((s) => s.superOrderCode)).toEqual(Array.from({ length: total }, (_, i) => `S${i}`));
  });
});
