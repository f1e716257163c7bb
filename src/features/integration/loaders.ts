import { customerQuery } from '../../shared/queries/customer';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

// Apart from FtpPage so the route's eager part does not pull the page into the entry chunk.

/**
 * /integration (business only): the customer record (the saved callback) is awaited, like the
 * settings forms' record, so the callback form is in the server HTML itself — a streamed Suspense
 * boundary needs JavaScript to be revealed, and this form must work before (or without) it. The
 * settled query never throws: a failure is the form section's own error text.
 */
export async function loadFtp({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  await context.queryClient.ensureQueryData(settled(customerQuery(context.api)));
}
