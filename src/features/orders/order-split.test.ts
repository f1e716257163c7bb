import { describe, expect, it } from 'vitest';
import { isInProgress, type SplittableOrder, splitOrders } from './order-split';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const order = (created: number, products: SplittableOrder['products'] = [{ status: 'Confirmed' }]) => ({
  createdAt: daysAgo(created),
  products,
});
const dispatched = (paidDaysAgo: number | null) => ({
  status: 'Dispatched',
  paymentChangedDate: paidDaysAgo === null ? null : daysAgo(paidDaysAgo),
});

describe('in progress / history split', () => {
  it.each<[string, SplittableOrder, boolean]>([
    ['created 29 days ago', order(29), true],
    ['created exactly 30 days ago', order(30), true],
    ['created 30 days and a minute ago', order(30 + 1 / 1440), false],
    ['created 31 days ago', order(31), false],
    ['created today', order(0), true],
    ['dispatched, payment changed 13 days ago', order(20, [dispatched(13)]), true],
    ['dispatched, payment changed exactly 14 days ago', order(20, [dispatched(14)]), true],
    ['dispatched, payment changed 15 days ago', order(20, [dispatched(15)]), false],
    ['not dispatched, payment changed 15 days ago', order(20, [{ status: 'ProductionCompleted', paymentChangedDate: daysAgo(15) }]), true],
    ['dispatched without payment date', order(20, [dispatched(null)]), true],
    ['one of two products dispatched 15 days ago', order(20, [{ status: 'Confirmed' }, dispatched(15)]), false],
    ['dispatched 13 days ago but created 31 days ago', order(31, [dispatched(13)]), false],
    ['unparseable date goes to history', { createdAt: 'garbage', products: [] }, false],
  ])('%s → in progress %s', (_, o, expected) => {
    expect(isInProgress(o, NOW)).toBe(expected);
  });

  it('both lists newest first', () => {
    const orders = [order(40), order(2), order(31), order(10), order(16, [dispatched(20)])].map((o, i) => ({ ...o, id: i }));
    const { inProgress, history } = splitOrders(orders, NOW);
    expect(inProgress.map((o) => o.id)).toEqual([1, 3]);
    expect(history.map((o) => o.id)).toEqual([4, 2, 0]);
  });
});
