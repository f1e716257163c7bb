import { queryOptions } from '@tanstack/react-query';
import { reportClientError } from '../../client/report-error';
import { correlationIdOf } from '../../shared/api/errors';

/** A request's outcome as data: a failure is a value the page renders, never a thrown error. */
export type Settled<T> = { ok: true; data: T } | { ok: false; message: string; correlationId?: string };

/**
 * A query whose failure is cached as `{ ok: false }` under the shared factory's key + 'settled'.
 * Why: a part of a server-rendered page (delivery dates, a voucher, a list) must show its own error
 * text in the first HTML; a thrown error inside Suspense only makes React retry it in the browser.
 * In the browser the failure is also reported (spec §8: every failed action is reported).
 */
export function settledQuery<T>(queryKey: readonly unknown[], fetch: (signal: AbortSignal) => Promise<T>, action: string) {
  return queryOptions({
    queryKey: [...queryKey, 'settled'] as const,
    queryFn: async ({ signal }): Promise<Settled<T>> => {
      try {
        return { ok: true, data: await fetch(signal) };
      } catch (error) {
        if (typeof window !== 'undefined') void reportClientError(error, action);
        const correlationId = correlationIdOf(error);
        return { ok: false, message: error instanceof Error ? error.message : String(error), ...(correlationId ? { correlationId } : {}) };
      }
    },
  });
}
