import { loadDateLocale } from '../../shared/i18n/date-locales';
import { historicalInvoicesQuery, invoiceGroupsQuery, mapPdfsQuery } from '../../shared/queries/invoices';
import { settled } from '../../shared/queries/settled';
import type { RouterContext } from '../../shared/router-context';

// Apart from InvoicesPage so the route's eager part does not pull the page into the entry chunk.

/** /invoices (business only): the three lists stream in after the shell, each with its own error. */
export async function prefetchInvoices({ context }: { context: Pick<RouterContext, 'api' | 'queryClient' | 'brand'> }) {
  // Dates render with the brand's date-fns locale, on the server as in the browser.
  await loadDateLocale(context.brand.locale);
  const { queryClient: qc, api } = context;
  void qc.prefetchQuery(settled(invoiceGroupsQuery(api)));
  void qc.prefetchQuery(settled(historicalInvoicesQuery(api)));
  void qc.prefetchQuery(settled(mapPdfsQuery(api)));
}
