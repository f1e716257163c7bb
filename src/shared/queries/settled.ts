import { queryOptions, skipToken, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { reportClientError } from '../../client/report-error';
import { correlationIdOf } from '../api/errors';

/** A request's outcome as data: a failure is a value the page renders, never a thrown error. */
export type Settled<T> = { ok: true; data: T } | { ok: false; message: string; correlationId?: string };

/**
 * The settled variant of a resource's factory: same fetch, its key + 'settled', a failure cached as
 * `{ ok: false }`. Why: a part of a server-rendered page (delivery dates, a voucher, a list) must
 * show its own error text in the first HTML; an error thrown inside Suspense only makes React retry
 * it in the browser. Built from the factory itself so key and fetch can't drift from it. In the
 * browser a failure is also reported (spec §8: every failed `*_FAILED` action is reported), as
 * `action` or by default as LOAD_<resource>_<part>_FAILED from the key.
 */
export function settled<T, K extends QueryKey>(base: { queryKey: K; queryFn?: QueryFunction<T, K> | typeof skipToken }, action = loadAction(base.queryKey)) {
  const fetch = base.queryFn;
  if (!fetch || fetch === skipToken) throw new Error(`settled(${JSON.stringify(base.queryKey)}): the factory has no queryFn`);
  return queryOptions({
    queryKey: [...base.queryKey, 'settled'] as const,
    queryFn: async (ctx): Promise<Settled<T>> => {
      try {
        return { ok: true, data: await fetch({ ...ctx, queryKey: base.queryKey } as Parameters<typeof fetch>[0]) };
      } catch (error) {
        if (typeof window !== 'undefined') void reportClientError(error, action);
        const correlationId = correlationIdOf(error);
        return { ok: false, message: error instanceof Error ? error.message : String(error), ...(correlationId ? { correlationId } : {}) };
      }
    },
  });
}

/** ['orders', 'delivery', '123'] → 'LOAD_ORDERS_DELIVERY_FAILED' (ids and numbers stay out of it). */
export function loadAction(queryKey: QueryKey): string {
  const words = queryKey.slice(0, 2).filter((k): k is string => typeof k === 'string');
  return `LOAD_${words.map((w) => w.replace(/([a-z])([A-Z])/g, '$1_$2')).join('_').replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}_FAILED`;
}
