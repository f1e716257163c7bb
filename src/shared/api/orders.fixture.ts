/**
 * Tests only: a super order without products, numbered so a test can tell them apart (`S${n}`), for
 * the tests that page, list or map super orders and need no product detail.
 */
import type { SuperOrder } from './orders';

export const emptySuperOrder = (n: number): SuperOrder => ({
  superOrderCode: `S${n}`,
  channel: 'Albelli',
  createdAt: '2026-01-01T00:00:00Z',
  orders: [],
  orderCount: 2,
  total: 10,
  currency: 'EUR',
  deliveryAddress: { type: 'Home', address: {}, changeInProgress: false },
});
