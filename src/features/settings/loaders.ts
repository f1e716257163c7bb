import type { Api } from '../../shared/api/index';
import { addressesQuery, customerQuery } from '../../shared/queries/customer';
import type { CustomerViewName } from '../../shared/queries/customer-views';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

/**
 * The customer record and the address book as settled queries: a failed load is a value the page
 * renders ('An error occurred loading your settings') in the server HTML itself, which matters for
 * pages whose forms must work without JavaScript (a thrown error would only be retried in the
 * browser).
 */
export const settledCustomer = <V extends CustomerViewName>(api: Api, view: V) => settled(customerQuery(api, view));
export const settledAddresses = (api: Api) => settled(addressesQuery(api));

// Loaders live apart from the page components: a route file imports its loader eagerly, so a
// loader in the component's module would pull the whole page into the entry chunk (DESIGN §5).

/**
 * Loader of the pages with customer forms: the page's view of the record is started, not awaited, so the shell
 * streams first (issue 18 §7: awaiting it held every first byte for the customer API). The forms
 * stream in with it; a browser without JavaScript gets the complete variant (src/worker/ssr/
 * no-script.ts), rendered once the record is in, so the forms still work without scripts. A
 * failure is the page's own error state (the settled value).
 */
const loadCustomer =
  (view: CustomerViewName) =>
  ({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) => {
    void context.queryClient.prefetchQuery(settledCustomer(context.api, view));
  };
export const loadSettings = loadCustomer('settings');
export const loadBusinessSettings = loadCustomer('businessSettings');
export const loadPersonalDetails = loadCustomer('personalDetails');
export const loadEmail = loadCustomer('email');
export const loadPaymentMethod = loadCustomer('paymentMethod');

/** Started like the customer record: the address forms stream in after the shell. */
export function loadAddresses({ context }: { context: Pick<RouterContext, 'api' | 'queryClient'> }) {
  void context.queryClient.prefetchQuery(settledAddresses(context.api));
}
