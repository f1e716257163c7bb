import { onlineProductsQuery } from '../../shared/queries/orders';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';
import { merchandiseQuery } from './queries';

/** /online-products: the list and, beside it, the suggestions under it (a second service: in parallel, not after). */
export function prefetchOnlineProducts({ context }: { context: Pick<RouterContext, 'api' | 'queryClient' | 'brand'> }) {
  void context.queryClient.prefetchQuery(onlineProductsQuery(context.api));
  void context.queryClient.prefetchQuery(settled(merchandiseQuery(context.api, context.brand.vendorId, context.brand.locale)));
}
