// The worker's per-user values in the Cache API (issue 18 §6: the known orders, the newest months),
// in workerd's own `caches.default`: a value is read back by its user only, a miss or a value that
// no longer parses is undefined (the page then asks the upstream as without it).
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { SuperOrder } from '../../src/shared/api/orders';
import type { AppEnv } from '../../src/worker/env';
import { perUserCache } from '../../src/worker/per-user-cache';
import { keepKnownOrders, knownDeliveryDatesOn } from '../../src/worker/per-user-cache/known-orders';

const Kept = z.object({ n: z.int() });

/** A request as `userId` on `brandKey`: writes `write` if given (and waits for it), then reads. */
async function as(userId: string | null, brandKey: string, write?: unknown): Promise<unknown> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.set('brand', { key: brandKey } as AppEnv['Variables']['brand']);
    c.set('session', userId ? ({ userId } as AppEnv['Variables']['session']) : null);
    const pending: Promise<unknown>[] = [];
    const cache = perUserCache(c, { name: 'test-value', schema: Kept, ttlSeconds: 60 }, (p: Promise<unknown>) => pending.push(p));
    if (!cache) return c.json({ none: true });
    if (write !== undefined) cache.write(write as z.infer<typeof Kept>);
    await Promise.all(pending);
    return c.json({ value: (await cache.read()) ?? null });
  });
  return (await app.request('/')).json();
}

/** A request as `userId` that reads, then writes `value`: how many cache writes it started, and what a later read sees. */
async function readThenWrite(userId: string, brandKey: string, value: unknown): Promise<{ writes: number; after: unknown }> {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    c.set('brand', { key: brandKey } as AppEnv['Variables']['brand']);
    c.set('session', { userId } as AppEnv['Variables']['session']);
    const pending: Promise<unknown>[] = [];
    const cache = perUserCache(c, { name: 'test-value', schema: Kept, ttlSeconds: 60 }, (p: Promise<unknown>) => pending.push(p))!;
    await cache.read();
    cache.write(value as z.infer<typeof Kept>);
    const writes = pending.length;
    await Promise.all(pending);
    return c.json({ writes });
  });
  const { writes } = (await (await app.request('/')).json()) as { writes: number };
  return { writes, after: await as(userId, brandKey) };
}

describe('per-user cache', () => {
  it('a page that learnt nothing new writes nothing; a changed value is written', async () => {
    await as('user-d', 'brand-1', { n: 1 });
    expect(await readThenWrite('user-d', 'brand-1', { n: 1 })).toEqual({ writes: 0, after: { value: { n: 1 } } });
    expect(await readThenWrite('user-d', 'brand-1', { n: 2 })).toEqual({ writes: 1, after: { value: { n: 2 } } });
    expect(await readThenWrite('user-e', 'brand-1', { n: 1 })).toEqual({ writes: 1, after: { value: { n: 1 } } });
  });

  it('reads back what was written for the same user and brand only', async () => {
    expect(await as('user-a', 'brand-1', { n: 7 })).toEqual({ value: { n: 7 } });
    expect(await as('user-a', 'brand-1')).toEqual({ value: { n: 7 } });
    expect(await as('user-b', 'brand-1')).toEqual({ value: null });
    expect(await as('user-a', 'brand-2')).toEqual({ value: null });
  });

  it('a value that no longer parses is a miss, not an error', async () => {
    expect(await as('user-c', 'brand-1', { n: 'seven' })).toEqual({ value: null });
  });

  it('signed out: no cache at all', async () => {
    expect(await as(null, 'brand-1')).toEqual({ none: true });
  });

  it("the orders a list page kept give the overview's delivery dates in the list's order, even for orders made at the same moment", async () => {
    const createdAt = new Date(Date.now() - 86_400_000).toISOString();
    // The service's list order (newest first); the codes ascend the other way, as a record's keys would.
    const codes = ['4004', '3003', '2002', '1001'];
    const orders = codes.map((superOrderCode) => ({
      superOrderCode,
      createdAt,
      orders: [{ code: `${superOrderCode}-1`, status: 'Confirmed' }],
    })) as unknown as SuperOrder[];
    const app = new Hono<AppEnv>();
    app.get('/orders', async (c) => {
      c.set('brand', { key: 'brand-3' } as AppEnv['Variables']['brand']);
      c.set('session', { userId: 'u5' } as AppEnv['Variables']['session']);
      const pending: Promise<unknown>[] = [];
      keepKnownOrders(c, orders, (p) => pending.push(p));
      await Promise.all(pending);
      return c.text('done');
    });
    app.get('/', async (c) => {
      c.set('brand', { key: 'brand-3' } as AppEnv['Variables']['brand']);
      c.set('session', { userId: 'u5' } as AppEnv['Variables']['session']);
      return c.json({ overview: await knownDeliveryDatesOn(c, 'overview'), orders: await knownDeliveryDatesOn(c, 'orders') });
    });
    expect(await (await app.request('/orders')).text()).toBe('done');
    expect(await (await app.request('/')).json()).toEqual({ overview: ['4004', '3003', '2002'], orders: codes });
  });
});
