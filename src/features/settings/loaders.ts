import { addressesQuery, customerQuery } from '../../shared/queries/customer';
import type { RouterContext } from '../../shared/router-context';

// Loaders live apart from the page components: a route file imports its loader eagerly, so a
// loader in the component's module would pull the whole page into the entry chunk (DESIGN §5).

/**
 * Loader of the pages with customer forms: the record is awaited (critical data), so the forms are
 * in the server-rendered HTML itself — a streamed Suspense boundary needs JavaScript to be
 * revealed, and these forms must work before (or without) it. A failure is left to the page's
 * own error state.
 */
export async function loadCustomer({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  await context.queryClient.ensureQueryData(customerQuery(context.api)).catch(() => undefined);
}

/** Awaited like the customer record: the address forms must be in the HTML before any script runs. */
export async function loadAddresses({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  await context.queryClient.ensureQueryData(addressesQuery(context.api)).catch(() => undefined);
}
