/**
 * Streamed data of the album pages (DESIGN §2, §5): the route's loader only starts the queries, so
 * the shell is flushed at once; the page suspends inside its Suspense boundary until a query has
 * *settled*, and the server streams that part with the dehydrated query cache.
 *
 * Unlike `useSuspenseQuery`, a failure is rendered, not thrown: the page's own error text (photo
 * spec §8) is in the streamed HTML rather than left to a client retry. Use it with a query observed
 * with `retryOnMount: false` (`STREAMED`): a suspended component mounts anew on every retry, so
 * retrying a settled failure on mount would suspend forever.
 *
 * `prefetch` never rejects and joins the fetch already in flight (the loader's, or the one the
 * client hydrated from the stream).
 */
export const STREAMED = { retryOnMount: false } as const;

type Status = 'pending' | 'error' | 'success';

export function suspendUntilSettled<R extends { status: Status }>(result: R, prefetch: () => Promise<void>): Exclude<R, { status: 'pending' }> {
  if (result.status === 'pending') throw prefetch();
  // Narrowing only: the pending variant was excluded just above.
  return result as Exclude<R, { status: 'pending' }>;
}
