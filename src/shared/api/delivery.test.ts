import { describe, expect, it, vi } from 'vitest';
import { canStillBeDelivered, type DeliveryDatesCache, readThrough } from './delivery';

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

describe('readThrough', () => {
  const dates = { orderCode: 'A1', earliestDeliveryDate: '2026-07-01', latestDeliveryDate: '2026-07-03' };
  function memory(): DeliveryDatesCache & { kept: Map<string, unknown> } {
    const kept = new Map<string, typeof dates | null>();
    return { kept, get: async (id) => kept.get(id), put: (id, value) => void kept.set(id, value) };
  }

  it('calls once, keeps the answer (dates or none known), then answers from the cache', async () => {
    const cache = memory();
    const call = vi.fn(async () => dates);
    expect(await readThrough(cache, 'A1', call)).toEqual(dates);
    expect(await readThrough(cache, 'A1', call)).toEqual(dates);
    expect(call).toHaveBeenCalledTimes(1);
    const none = vi.fn(async () => null);
    expect(await readThrough(cache, 'B2', none)).toBeNull();
    expect(await readThrough(cache, 'B2', none)).toBeNull();
    expect(none).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure, and a cache that fails to read only means a call', async () => {
    const cache = memory();
    await expect(readThrough(cache, 'A1', () => Promise.reject(new Error('503')))).rejects.toThrow('503');
    expect(cache.kept.size).toBe(0);
    const broken: DeliveryDatesCache = { get: () => Promise.reject(new Error('cache down')), put: () => undefined };
    expect(await readThrough(broken, 'A1', async () => dates)).toEqual(dates);
  });

  it('without a cache (the browser) every read is a call', async () => {
    const call = vi.fn(async () => dates);
    await readThrough(undefined, 'A1', call);
    await readThrough(undefined, 'A1', call);
    expect(call).toHaveBeenCalledTimes(2);
  });
});
