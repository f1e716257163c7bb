import { createFileRoute } from '@tanstack/react-router';
import { PageTitle } from '../../components/page/page-title';
import { InvoicesPage } from '../../features/invoices/components/InvoicesPage';
import { prefetchInvoices } from '../../features/invoices/loaders';
import { validateFailedDownload } from '../../shared/links/document-link';
import { requireAccount } from '../-lib/guards';

/** /invoices (business only): current and historical invoices and map PDFs, streamed. */
export const Route = createFileRoute('/invoices/')({
  staticData: { titleId: 'page.invoices.title', frame: 'account' },
  // ?failed=: the row whose 'Download PDF' without JavaScript failed (src/worker/documents; read by useDownloads).
  validateSearch: (raw: Record<string, unknown>): { failed?: string } => ({ failed: validateFailedDownload(raw.failed) }),
  beforeLoad: requireAccount('business'),
  loader: prefetchInvoices,
  component: Invoices,
});

function Invoices() {
  return (
    <PageTitle>
      <InvoicesPage />
    </PageTitle>
  );
}
