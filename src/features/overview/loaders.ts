import { loadDateLocale } from '../../shared/i18n/date-locales';
import { customerQuery } from '../../shared/queries/customer';
import { allSuperOrdersQuery, prefetchDeliveryDatesAhead } from '../../shared/queries/orders';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

// Apart from OverviewPage so the route's eager part does not pull the page into the entry chunk.

/** Home: customer (the B2B banner), orders and the delivery dates known ahead stream in after the shell. */
export async function prefetchOverview({ context }: { context: Pick<RouterContext, 'api' | 'queryClient' | 'brand' | 'session'> }) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  void context.queryClient.prefetchQuery(settled(customerQuery(context.api, 'banner')));
  void context.queryClient.prefetchQuery(settled(allSuperOrdersQuery(context.api)));
  prefetchDeliveryDatesAhead(context.queryClient, context.api, context.session?.deliveryDatesAhead);
}
