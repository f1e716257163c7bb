import { superOrdersQuery } from '../../shared/queries/orders';
import { categoriesQuery, galleryQuery, widgetQuery, widgetsQuery } from '../../shared/queries/widgets';
import type { RouterContext } from '../../shared/router-context';

// Apart from WidgetsPage so the route's eager part does not pull the page into the entry chunk.

/**
 * Loader of /widgets: orders, their widgets, the gallery of this channel and the categories are
 * awaited so every widget form is in the server-rendered HTML (works without JavaScript).
 */
export async function loadWidgets({ context }: { context: Pick<RouterContext, 'api' | 'queryClient' | 'brand'> }) {
  const { queryClient: qc, api, brand } = context;
  try {
    const orders = await qc.ensureQueryData(superOrdersQuery(api));
    await Promise.all([
      qc.ensureQueryData(widgetsQuery(api, productCodes(orders.items))),
      qc.ensureQueryData(galleryQuery(api, { channel: brand.vendorId })),
      qc.ensureQueryData(categoriesQuery(api)),
    ]);
  } catch {
    // The page's own error state shows it.
  }
}

export function productCodes(items: { orders: { code: string; status: string }[] }[]): string[] {
  return items
    .flatMap((s) => s.orders)
    .filter((p) => p.status !== 'Cancelled')
    .map((p) => p.code);
}

/**
 * Loader of /widgets/{code}/share: the widget is awaited (one small call) so the page names the
 * product it shares, also without JavaScript (issue 17 §3). A failure only leaves the name out.
 */
export async function loadWidgetShare({
  context,
  params,
}: {
  context: Pick<RouterContext, 'api' | 'queryClient'>;
  params: { productCode: string };
}) {
  try {
    await context.queryClient.ensureQueryData(widgetQuery(context.api, params.productCode));
  } catch {
    // The form still works; the heading falls back to the product code.
  }
}
