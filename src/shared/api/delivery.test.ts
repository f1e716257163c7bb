import { describe, expect, it } from 'vitest';
import { canStillBeDelivered } from './delivery';

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

describe('canStillBeDelivered (issue 18 §5)', () => {
  it.each([
    ['received, awaiting payment', [{ status: 'Received' }], true],
    ['confirmed', [{ status: 'Confirmed' }], true],
    ['in production', [{ status: 'ProductionStarted' }, { status: 'ProductionCompleted' }], true],
    ['dispatched 10 days after payment', [{ status: 'Dispatched', paymentChangedDate: daysAgo(10) }], true],
    ['dispatched, payment changed 20 days ago: delivered', [{ status: 'Dispatched', paymentChangedDate: daysAgo(20) }], false],
    ['cancelled', [{ status: 'Cancelled' }], false],
    ['cancelled and delivered', [{ status: 'Cancelled' }, { status: 'Dispatched', paymentChangedDate: daysAgo(400) }], false],
    ['one product still on its way', [{ status: 'Cancelled' }, { status: 'Confirmed' }], true],
    ['a status the spec does not name', [{ status: 'Mystery' }], true],
    ['no products', [], false],
  ])('%s → %s', (_name, products, expected) => {
    expect(canStillBeDelivered(products, NOW)).toBe(expected);
  });
});
