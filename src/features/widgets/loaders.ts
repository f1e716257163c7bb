import { notFound } from '@tanstack/react-router';
import { superOrdersQuery } from '../../shared/queries/orders';
import { settled } from '../../shared/queries/settled';
import { categoriesQuery, galleryQuery, widgetQuery, widgetsQuery } from '../../shared/queries/widgets';
import type { RouterContext } from '../../shared/router-context';

// Apart from WidgetsPage so the route's eager part does not pull the page into the entry chunk.

/**
 * Loader of /widgets: orders (then their widgets), the gallery of this channel and the categories
 * are started together and not awaited, so the shell streams first (issue 18 §7); the widget forms
 * stream in, and without JavaScript the complete variant (src/worker/ssr/no-script.ts) has them in
 * place. The widgets need the orders' product codes: that one call waits on another.
 */
export function loadWidgets({ context }: { context: Pick<RouterContext, 'api' | 'queryClient' | 'brand'> }) {
  const { queryClient: qc, api, brand } = context;
  const quiet = () => undefined; // The page's own error state shows a failure.
  void qc
    .ensureQueryData(superOrdersQuery(api))
    .then((orders) => qc.prefetchQuery(widgetsQuery(api, productCodes(orders.items))))
    .catch(quiet);
  // Settled: a failing gallery or category call is the gallery part's error, the widgets still show (issue 35 §4).
  void qc.prefetchQuery(settled(galleryQuery(api, { channel: brand.vendorId })));
  void qc.prefetchQuery(settled(categoriesQuery(api)));
}

export function productCodes(items: { orders: { code: string; status: string }[] }[]): string[] {
  return items
    .flatMap((s) => s.orders)
    .filter((p) => p.status !== 'Cancelled')
    .map((p) => p.code);
}

/**
 * Loader of /widgets/{code}/share: the widget is awaited (one small call) so the page names the
 * product it shares, also without JavaScript (issue 17 §3). A failure only leaves the name out. No
 * widget (the service's answer for a product that has none, or is not the customer's) is 404:
 * there is nothing to share (issue 35 §5).
 */
export async function loadWidgetShare({
  context,
  params,
}: {
  context: Pick<RouterContext, 'api' | 'queryClient'>;
  params: { productCode: string };
}) {
  let widget: unknown;
  try {
    widget = await context.queryClient.ensureQueryData(widgetQuery(context.api, params.productCode));
  } catch {
    // The form still works; the heading falls back to the product code.
    return;
  }
  if (widget === null) throw notFound();
}
