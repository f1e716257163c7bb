import { type Context, Hono } from 'hono';
import { pdfFileName } from '../../features/invoices';
import { type DocumentLink, documentKey, parseDocumentRequest } from '../../shared/links/document-link';
import { apiForRequest } from '../api';
import { requireSession } from '../auth';
import type { AppEnv } from '../env';
import { reportError } from '../reporting';

/** The first bytes of every PDF: anything else (an HTML error page with 200) is not handed over. */
const PDF_MAGIC = '%PDF-';

function fetchDocument(c: Context<AppEnv>, l: DocumentLink): Promise<Blob> {
  const api = apiForRequest(c);
  switch (l.kind) {
    case 'current':
      return api.invoices.invoiceGroupPdf(l.id);
    case 'historical':
      return api.invoices.historicalPdf(l.id, l.channel ?? '');
    case 'map':
      return api.invoices.mapPdf(l.id);
    case 'product':
      return api.unzipPdf.pdf(l.id);
  }
}

/**
 * `GET /documents/{kind}/{id}`: a PDF of the signed-in customer as an attachment (the page stays
 * where it is), through the typed server client, so 'Download PDF' works before hydration and
 * without JavaScript (issue 35 §2; the button is a GET form, src/shared/links/document-link.ts).
 * The upstream's `/me/` paths decide whose documents are reachable. A failed or refused download
 * goes back to the page with that row's error (`?failed=`), the message the hydrated page shows.
 */
export function documentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/documents/:kind/:id', requireSession(), async (c) => {
    c.header('Cache-Control', 'no-store');
    const link = parseDocumentRequest(c.req.param('kind'), c.req.param('id'), (name) => c.req.query(name));
    if (!link) return c.text('Not Found', 404);
    try {
      const blob = await fetchDocument(c, link);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      if (new TextDecoder().decode(bytes.subarray(0, PDF_MAGIC.length)) !== PDF_MAGIC) throw new Error('the document is not a PDF');
      return c.body(bytes, 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${pdfFileName(link.kind, link.name)}"`,
        'Cache-Control': 'private, no-store',
      });
    } catch (error) {
      void reportError(c, error, { source: 'worker', action: 'INVOICE_DOWNLOAD_FAILED' });
      return c.redirect(`${link.back}?failed=${encodeURIComponent(documentKey(link))}`, 303);
    }
  });
  return app;
}
