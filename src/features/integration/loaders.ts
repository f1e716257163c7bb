import { customerQuery } from '../../shared/queries/customer';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

// Apart from FtpPage so the route's eager part does not pull the page into the entry chunk.

/** /integration (business only): the customer record (the saved callback) streams in. */
export function prefetchFtp({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  void context.queryClient.prefetchQuery(settled(customerQuery(context.api)));
}
