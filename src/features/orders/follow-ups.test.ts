import { describe, expect, it } from 'vitest';
import type { Order } from '../../shared/api/orders';
import { deliveryDatesShownOn, followUpsOf } from './follow-ups';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const p = (code: string, status: string, extra: Partial<Order> = {}) => ({ code, status, ...extra }) as Order;

describe("an order page's calls after the order (the same conditions as its parts)", () => {
  it.each<[string, Order[], boolean, ReturnType<typeof followUpsOf>]>([
    [
      'confirmed: delivery dates and reorder status',
      [p('1-1', 'Confirmed')],
      false,
      { delivery: true, reorder: ['1-1'], files: [], vouchers: [] },
    ],
    ['cancelled: nothing after the order', [p('1-1', 'Cancelled')], false, { delivery: false, reorder: [], files: [], vouchers: [] }],
    [
      'dispatched long ago: no delivery dates; files for the invoice of a consumer',
      [p('1-1', 'Dispatched', { paymentChangedDate: daysAgo(20) })],
      false,
      { delivery: false, reorder: ['1-1'], files: ['1-1'], vouchers: [] },
    ],
    [
      'the same for a business customer: no files (their invoices come from the invoice service)',
      [p('1-1', 'Dispatched', { paymentChangedDate: daysAgo(20) })],
      true,
      { delivery: false, reorder: ['1-1'], files: [], vouchers: [] },
    ],
    [
      'produced, not yet dispatched: delivery dates, files',
      [p('1-1', 'ProductionCompleted')],
      false,
      { delivery: true, reorder: ['1-1'], files: ['1-1'], vouchers: [] },
    ],
    [
      'vouchers once each, a cancelled product keeps its voucher',
      [p('1-1', 'Confirmed', { voucher: 'A' }), p('1-2', 'Cancelled', { voucher: 'A' }), p('1-3', 'Received', { voucher: null })],
      false,
      { delivery: true, reorder: ['1-1', '1-3'], files: [], vouchers: ['A'] },
    ],
  ])('%s', (_, products, isBusiness, expected) => {
    expect(followUpsOf({ orders: products }, isBusiness, NOW)).toEqual(expected);
  });
});

describe('the delivery dates a list page shows (its orders in progress that can still be delivered)', () => {
  const o = (code: string, createdDaysAgo: number, ...products: Partial<Order>[]) => ({
    code,
    createdAt: daysAgo(createdDaysAgo),
    products: (products.length ? products : [{}]).map((x) => ({ status: 'Confirmed', ...x })),
  });
  const orders = [
    o('old', 40),
    o('cancelled', 1, { status: 'Cancelled' }),
    o('delivered', 25, { status: 'Dispatched', paymentChangedDate: daysAgo(20) }),
    o('a', 5),
    o('b', 2),
    o('c', 3, { status: 'Dispatched', paymentChangedDate: daysAgo(2) }),
    o('d', 4, { status: 'Cancelled' }, { status: 'Received' }),
  ];
  it.each<[string, 'orders' | 'overview', ReturnType<typeof o>[], string[]]>([
    ['the orders list: every order in progress, newest first', 'orders', orders, ['b', 'c', 'd', 'a']],
    ['the overview: its newest three in progress (a cancelled one among them shows none)', 'overview', orders, ['b', 'c']],
    ['no orders: none', 'overview', [], []],
    ['only history: none', 'orders', [o('old', 40), o('delivered', 25, { status: 'Dispatched', paymentChangedDate: daysAgo(20) })], []],
  ])('%s', (_, page, list, expected) => {
    expect(deliveryDatesShownOn(page, list, NOW)).toEqual(expected);
  });
});
