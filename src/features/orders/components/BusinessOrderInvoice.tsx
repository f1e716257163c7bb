import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { PartError, Section, sectionHeading } from '../../../components/ui';
import { textLink } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { invoiceGroupsQuery } from '../../../shared/queries/invoices';
import { settled } from '../../../shared/queries/settled';
import { DownloadButton, downloadKey, pdfFileName, useDownloads } from '../../invoices';

/**
 * A business order's invoice (account-area §1/§6: business customers get their invoices from the
 * invoice service, not per product): the current invoice of this order when there is one, and the
 * way to all their invoices. A failing invoice list degrades this part only.
 */
export function BusinessOrderInvoice({ orderCode }: { orderCode: string }) {
  const t = useT();
  return (
    <section aria-labelledby="order-invoice" data-order-invoice>
      <h2 id="order-invoice" className={sectionHeading}>
        {t('orders.invoice.title')}
      </h2>
      <div className="flex flex-wrap items-center gap-4">
        <Section errorId="orders.invoice.error">
          <OrderInvoiceDownload orderCode={orderCode} />
        </Section>
        <Link to="/invoices" className={textLink}>
          {t('orders.invoice.all')}
        </Link>
      </div>
    </section>
  );
}

function OrderInvoiceDownload({ orderCode }: { orderCode: string }) {
  const t = useT();
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(invoiceGroupsQuery(api)));
  const { state, download } = useDownloads();
  if (!r.ok) return <PartError errorId="orders.invoice.error" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const group = r.data.invoiceGroups.find((g) => g.orderRef === orderCode);
  if (!group) return <p className="m-0 text-gray-700">{t('orders.invoice.none')}</p>;
  const key = downloadKey('current', group.id);
  const fileName = pdfFileName('current', group.orderRef);
  return (
    <DownloadButton
      state={state[key]}
      fileName={fileName}
      label={t('invoices.download.invoice', { ref: group.orderRef })}
      link={{ kind: 'current', id: group.id, name: group.orderRef, back: `/orders/${orderCode}` }}
      onDownload={() => void download(key, fileName, () => api.invoices.invoiceGroupPdf(group.id))}
    />
  );
}
