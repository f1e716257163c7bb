import { isCancelledError, QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { UpstreamHttpError } from '../api/errors';
import { PUBLIC_ERROR_MESSAGE, toPublicError } from '../api/public-error';
import { loadAction, reportSettledFailuresTo, settled } from './settled';

describe('settled', () => {
  it("keeps the factory's key as prefix, runs the factory's fetch with its own key, caches success", async () => {
    const seen: unknown[] = [];
    const base = queryOptions({
      queryKey: ['orders', 'delivery', '1'] as const,
      queryFn: async ({ queryKey }) => {
        seen.push(queryKey);
        return 42;
      },
    });
    const q = settled(base, 'X_FAILED');
    expect(q.queryKey).toEqual(['orders', 'delivery', '1', 'settled']);
    await expect(new QueryClient().fetchQuery(q)).resolves.toEqual({ ok: true, data: 42 });
    expect(seen).toEqual([['orders', 'delivery', '1']]);
  });

  it("turns a failure into a value with the public message and the correlation id, never the upstream's URL or body", async () => {
    const base = queryOptions({
      queryKey: ['v'] as const,
      queryFn: async (): Promise<number> => {
        throw new UpstreamHttpError(503, '{"secret":"body"}', 'http://up.internal/api/v2/projects/1001', 'cid-00000001');
      },
    });
    const value = await new QueryClient().fetchQuery(settled(base));
    expect(value).toEqual({ ok: false, message: 'LOAD_V_FAILED', correlationId: 'cid-00000001' });
    // An error the worker's render already made public keeps the spec's text.
    const pub = queryOptions({
      queryKey: ['w'] as const,
      queryFn: async (): Promise<number> => {
        throw toPublicError(new UpstreamHttpError(503, '{}', 'http://up.internal/x', 'cid-00000002'));
      },
    });
    await expect(new QueryClient().fetchQuery(settled(pub))).resolves.toEqual({
      ok: false,
      message: PUBLIC_ERROR_MESSAGE,
      correlationId: 'cid-00000002',
    });
    expect(JSON.stringify(value)).not.toMatch(/up\.internal|secret|1001/);
  });

  it.each([
    [['orders', 'delivery', '123'], 'LOAD_ORDERS_DELIVERY_FAILED'],
    [['orders', 'all'], 'LOAD_ORDERS_ALL_FAILED'],
    [['projects', 42, 2, 10], 'LOAD_PROJECTS_FAILED'],
    [['orders', 'productFiles', 'P1'], 'LOAD_ORDERS_PRODUCT_FILES_FAILED'],
    [['customer', 'me'], 'LOAD_CUSTOMER_ME_FAILED'],
  ])('default action of %j is %s', (key, action) => expect(loadAction(key)).toBe(action));

  it('a fetch cancelled on purpose is neither reported nor turned into a failure (issue 34: months scrolled past)', async () => {
    const reported: string[] = [];
    reportSettledFailuresTo((_error, action) => reported.push(action));
    const g = globalThis as { window?: unknown };
    const hadWindow = 'window' in g;
    g.window ??= globalThis;
    try {
      const client = new QueryClient();
      const base = queryOptions({
        queryKey: ['month', 2024, 3] as const,
        queryFn: ({ signal }) =>
          new Promise<number>((_resolve, reject) => signal.addEventListener('abort', () => reject(new Error('aborted by the signal')))),
      });
      const q = settled(base, 'TIMELINE_MONTH_FAILED');
      const fetching = client.fetchQuery(q).catch((e: unknown) => e);
      await new Promise((r) => setTimeout(r, 0));
      await client.cancelQueries({ queryKey: q.queryKey });
      expect(isCancelledError(await fetching)).toBe(true);
      expect(reported).toEqual([]);
      expect(client.getQueryData(q.queryKey)).toBeUndefined();
    } finally {
      reportSettledFailuresTo(undefined);
      if (!hadWindow) delete g.window;
    }
  });
});
