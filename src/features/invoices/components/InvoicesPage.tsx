import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, Suspense } from 'react';
import { Loading, PartError, Section, sectionHeading, useFormat } from '../../../components/ui';
import type { MessageId } from '../../../shared/i18n/intl';
import { useT } from '../../../shared/i18n/react';
import type { DocumentLink } from '../../../shared/links/document-link';
import { historicalInvoicesQuery, invoiceGroupsQuery, mapPdfsQuery } from '../../../shared/queries/invoices';
import { settled } from '../../../shared/queries/settled';
import { type Downloads, downloadKey, type InvoiceKind, pdfFileName } from '../download-state';
import { shopName } from '../shop-name';
import { useDownloads } from '../use-downloads';
import { DownloadButton } from './DownloadButton';

interface Row {
  id: string;
  ref: string;
  date?: string;
  amount?: { value: number; currency: string };
  extra?: string;
  fileRef: string;
  /** Where its plain link points (the page adds itself as the way back). */
  document: Pick<DocumentLink, 'id' | 'channel'>;
  fetch: () => Promise<Blob>;
}

/** Current invoices, historical invoices and map PDFs, each row with its own download state. */
export function InvoicesPage() {
  const { state, download } = useDownloads();
  const props = { state, download };
  // The three tables appear together (one Suspense): loading one by one, each pushed the next
  // ones down as it arrived (layout shift 0.13 at 390 px). Each still fails on its own.
  return (
    <Suspense fallback={<Loading />}>
      <div className="flex flex-col gap-8">
        <Part id="current" titleId="invoices.current" errorId="invoices.error.current">
          <CurrentInvoices {...props} />
        </Part>
        <Part id="historical" titleId="invoices.historical" errorId="invoices.error.historical">
          <HistoricalInvoices {...props} />
        </Part>
        <Part id="maps" titleId="invoices.maps" errorId="invoices.error.maps">
          <MapPdfs {...props} />
        </Part>
      </div>
    </Suspense>
  );
}

type DownloadProps = ReturnType<typeof useDownloads>;

function Part({ id, titleId, errorId, children }: { id: string; titleId: MessageId; errorId: MessageId; children: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby={`invoices-${id}`}>
      <h2 id={`invoices-${id}`} className={sectionHeading}>
        {t(titleId)}
      </h2>
      <Section errorId={errorId} ownLoading={false}>
        {children}
      </Section>
    </section>
  );
}

function CurrentInvoices(p: DownloadProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(invoiceGroupsQuery(api)));
  if (!r.ok) return <PartError errorId="invoices.error.current" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const rows = r.data.invoiceGroups.map<Row>((g) => ({
    id: g.id,
    ref: g.orderRef,
    date: g.createdAt,
    amount: { value: g.amount, currency: g.currency },
    fileRef: g.orderRef,
    document: { id: g.id },
    fetch: () => api.invoices.invoiceGroupPdf(g.id),
  }));
  return <InvoiceTable kind="current" rows={rows} emptyId="invoices.current.empty" {...p} />;
}

function HistoricalInvoices(p: DownloadProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(historicalInvoicesQuery(api)));
  if (!r.ok) return <PartError errorId="invoices.error.historical" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const rows = r.data.historicalInvoices.map<Row>((h) => ({
    id: `${h.id}/${h.channel}`,
    ref: h.orderRef,
    date: h.invoiceDate,
    // The shop's name, never the vendor id ('albelli-nl'): the upstream's, else ours.
    extra: h.channelName ?? shopName(h.channel),
    fileRef: h.orderRef,
    amount: h.amount !== undefined && h.currency ? { value: h.amount, currency: h.currency } : undefined,
    document: { id: h.id, channel: h.channel },
    fetch: () => api.invoices.historicalPdf(h.id, h.channel),
  }));
  return <InvoiceTable kind="historical" rows={rows} emptyId="invoices.historical.empty" {...p} />;
}

function MapPdfs(p: DownloadProps) {
  const { api } = useRouteContext({ from: '__root__' });
  const { data: r, refetch } = useSuspenseQuery(settled(mapPdfsQuery(api)));
  if (!r.ok) return <PartError errorId="invoices.error.maps" correlationId={r.correlationId} onRetry={() => void refetch()} />;
  const rows = r.data.pdfs.map<Row>((m) => ({
    id: m.id,
    ref: m.name,
    date: m.createdAt,
    extra: m.orderRef,
    fileRef: m.name,
    document: { id: m.id },
    fetch: () => api.invoices.mapPdf(m.id),
  }));
  return <InvoiceTable kind="map" rows={rows} emptyId="invoices.maps.empty" {...p} />;
}

function InvoiceTable({
  kind,
  rows,
  emptyId,
  state,
  download,
}: { kind: InvoiceKind; rows: Row[]; emptyId: MessageId; state: Downloads } & Pick<DownloadProps, 'download'>) {
  const t = useT();
  const f = useFormat();
  if (rows.length === 0) return <p className="text-ink-muted">{t(emptyId)}</p>;
  const th = 'text-left font-semibold text-ink py-3 pr-4 border-0 border-b border-solid border-line';
  const td = 'py-3 pr-4 border-0 border-b border-solid border-line align-middle';
  // A card around the table from 575 px; below, each row is its own card (data-stack).
  const box = 'overflow-x-auto sm:rounded-lg sm:border sm:border-solid sm:border-line sm:bg-surface sm:shadow-sm sm:px-4';
  return (
    // Scrolls sideways on small screens; focusable so keyboard users can scroll it too. A group, not
    // a second region: its section is already the landmark of that name (axe landmark-unique).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable).
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this is a table's scroll box that needs a name.
    <div role="group" className={box} tabIndex={0} aria-labelledby={`invoices-${kind === 'map' ? 'maps' : kind}`}>
      {/* data-stack: one card per row on phones (uno.config.ts), the download button full width. */}
      <table className="w-full border-collapse" data-invoices={kind} data-stack="">
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t(kind === 'map' ? 'invoices.col.name' : 'invoices.col.order')}
            </th>
            <th scope="col" className={th}>
              {t('invoices.col.date')}
            </th>
            <th scope="col" className={th}>
              {t(kind === 'map' ? 'invoices.col.order' : kind === 'historical' ? 'invoices.col.channel' : 'invoices.col.amount')}
            </th>
            {kind === 'historical' ? (
              <th scope="col" className={th}>
                {t('invoices.col.amount')}
              </th>
            ) : null}
            <th scope="col" className={th}>
              <span className="sr-only">{t('invoices.col.download')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const thirdLabel = t(
              kind === 'map' ? 'invoices.col.order' : kind === 'historical' ? 'invoices.col.channel' : 'invoices.col.amount',
            );
            const key = downloadKey(kind, r.id);
            const fileName = pdfFileName(kind, r.fileRef);
            const amount = r.amount ? f.money(r.amount.value, r.amount.currency) : '';
            return (
              <tr key={key} data-row={r.id}>
                <th scope="row" className={`${td} font-normal text-left`}>
                  {r.ref}
                </th>
                <td className={`${td} whitespace-nowrap`} data-label={t('invoices.col.date')}>
                  {r.date ? f.dayShort(r.date) : ''}
                </td>
                <td className={`${td} whitespace-nowrap`} data-label={thirdLabel}>
                  {kind === 'current' ? amount : r.extra}
                </td>
                {kind === 'historical' ? (
                  <td className={`${td} whitespace-nowrap`} data-label={t('invoices.col.amount')}>
                    {amount}
                  </td>
                ) : null}
                <td className={td} data-action="">
                  <DownloadButton
                    state={state[key]}
                    fileName={fileName}
                    label={t(kind === 'map' ? 'invoices.download.map' : 'invoices.download.invoice', { ref: r.ref })}
                    link={{ kind, ...r.document, name: r.fileRef, back: '/invoices' }}
                    onDownload={() => void download(key, fileName, r.fetch)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
