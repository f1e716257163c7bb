import type { Api } from '../../shared/api/index';
import { addressesQuery, customerQuery } from '../../shared/queries/customer';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

/**
 * The customer record and the address book as settled queries: a failed load is a value the page
 * renders ('An error occurred loading your settings') in the server HTML itself, which matters for
 * pages whose forms must work without JavaScript (a thrown error would only be retried in the
 * browser).
 */
export const settledCustomer = (api: Api) => settled(customerQuery(api));
export const settledAddresses = (api: Api) => settled(addressesQuery(api));

// Loaders live apart from the page components: a route file imports its loader eagerly, so a
// loader in the component's module would pull the whole page into the entry chunk (DESIGN §5).

/**
 * Loader of the pages with customer forms: the record is awaited (critical data), so the forms are
 * in the server-rendered HTML itself — a streamed Suspense boundary needs JavaScript to be
 * revealed, and these forms must work before (or without) it. A failure is left to the page's
 * own error state.
 */
export async function loadCustomer({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  await context.queryClient.ensureQueryData(settledCustomer(context.api));
}

/** Awaited like the customer record: the address forms must be in the HTML before any script runs. */
export async function loadAddresses({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  await context.queryClient.ensureQueryData(settledAddresses(context.api));
}
