import { customerQuery } from '../../shared/queries/customer';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

// Apart from FtpPage so the route's eager part does not pull the page into the entry chunk.

/**
 * /integration (business only): the customer record (the saved callback) is started, not awaited:
 * the shell streams first (issue 18 §7) and the callback form streams in with the record; without
 * JavaScript the complete variant (src/worker/ssr/no-script.ts) has the form in place. The settled
 * query never throws: a failure is the form section's own error text.
 */
export function loadFtp({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  void context.queryClient.prefetchQuery(settled(customerQuery(context.api, 'ftp')));
}
