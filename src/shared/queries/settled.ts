import { type QueryFunction, type QueryKey, queryOptions, skipToken } from '@tanstack/react-query';
import { correlationIdOf } from '../api/errors';

/** Reports a failed settled part in the browser (the client entry plugs in its error reporter). */
export type SettledFailureReporter = (error: unknown, action: string) => void;
let reporter: SettledFailureReporter | undefined;

/** Sets who hears about settled failures (the browser entry: `reportClientError`); shared code never imports the client. */
export function reportSettledFailuresTo(next: SettledFailureReporter | undefined): void {
  reporter = next;
}

/**
 * A request's outcome as data: a failure is a value the page renders, never a thrown error. A
 * failure stores the public message (the spec's boundary text) and the correlation id only: this
 * value is dehydrated into the page, so the upstream's URL and body must not be in it (issue 15 §9).
 */
export type Settled<T> = { ok: true; data: T } | { ok: false; message: string; correlationId?: string };

/**
 * The settled variant of a resource's factory: same fetch, its key + 'settled', a failure cached as
 * `{ ok: false }`. Why: a part of a server-rendered page (delivery dates, a voucher, a list) must
 * show its own error text in the first HTML; an error thrown inside Suspense only makes React retry
 * it in the browser. Built from the factory itself so key and fetch can't drift from it. In the
 * browser a failure is also reported (spec §8: every failed `*_FAILED` action is reported), as
 * `action` or by default as LOAD_<resource>_<part>_FAILED from the key; the full error goes to the
 * report, the cached value keeps only its public shape.
 *
 * Its sibling for queries observed as they are (`suspendUntilSettled` + `STREAMED`, below) is for
 * a part whose failure state is the query's own (infinite lists, the album pages).
 */
export function settled<T, K extends QueryKey>(
  base: { queryKey: K; queryFn?: QueryFunction<T, K> | typeof skipToken },
  action = loadAction(base.queryKey),
) {
  const fetch = base.queryFn;
  if (!fetch || fetch === skipToken) throw new Error(`settled(${JSON.stringify(base.queryKey)}): the factory has no queryFn`);
  return queryOptions({
    queryKey: [...base.queryKey, 'settled'] as const,
    queryFn: async (ctx): Promise<Settled<T>> => {
      try {
        return { ok: true, data: await fetch({ ...ctx, queryKey: base.queryKey } as Parameters<typeof fetch>[0]) };
      } catch (error) {
        // Cancelled on purpose (a month scrolled past, a page left): not a failure to report or
        // to show; the query keeps what it had and loads again when asked (issue 34).
        if (ctx.signal?.aborted) throw error;
        // In the worker an upstream failure arrives already public: it was logged and reported in
        // full where it happened (src/worker/ssr/public-failures.ts).
        if (typeof window !== 'undefined') reporter?.(error, action);
        // The message: the spec's text of an already public error, else the action's code; never the
        // error's own message (the upstream's URL and body).
        const message = error instanceof Error && error.name === 'PublicError' ? error.message : action;
        const correlationId = correlationIdOf(error);
        return { ok: false, message, ...(correlationId ? { correlationId } : {}) };
      }
    },
  });
}

/** ['orders', 'delivery', '123'] → 'LOAD_ORDERS_DELIVERY_FAILED' (ids and numbers stay out of it). */
export function loadAction(queryKey: QueryKey): string {
  const words = queryKey.slice(0, 2).filter((k): k is string => typeof k === 'string');
  return `LOAD_${words
    .map((w) => w.replace(/([a-z])([A-Z])/g, '$1_$2'))
    .join('_')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase()}_FAILED`;
}

/**
 * Query observer options of a streamed part read with `suspendUntilSettled`: a suspended component
 * mounts anew on every retry, so retrying a settled failure on mount would suspend forever.
 */
export const STREAMED = { retryOnMount: false } as const;

type Status = 'pending' | 'error' | 'success';

/**
 * Streamed data (DESIGN §2, §5) without the settled wrapper: the route's loader only starts the
 * query, so the shell is flushed at once; the component suspends until the query has *settled*, and
 * the server streams that part with the dehydrated cache. Unlike `useSuspenseQuery`, a failure is
 * rendered, not thrown: the page's own error text (photo spec §8) is in the streamed HTML rather
 * than left to a client retry. Use it with a query observed with `STREAMED`. `prefetch` never
 * rejects and joins the fetch already in flight (the loader's, or the one hydrated from the stream).
 */
export function suspendUntilSettled<R extends { status: Status }>(
  result: R,
  prefetch: () => Promise<void>,
): Exclude<R, { status: 'pending' }> {
  if (result.status === 'pending') throw prefetch();
  // Narrowing only: the pending variant was excluded just above.
  return result as Exclude<R, { status: 'pending' }>;
}
