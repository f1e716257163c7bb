import * as z from 'zod/mini';
import type { Http } from './http';
import { Id, IsoDateOrDateTime, seg } from './schemas';

export const HistoricalInvoice = z.object({
  id: Id,
  orderRef: z.string(),
  channel: z.string(),
  /** The shop's name as the customer knows it (its web address); `channel` is the vendor id for the PDF call. */
  channelName: z.optional(z.string()),
  invoiceDate: z.optional(IsoDateOrDateTime),
  amount: z.optional(z.number()),
  currency: z.optional(z.string()),
});
export type HistoricalInvoice = z.infer<typeof HistoricalInvoice>;
export const HistoricalInvoiceList = z.object({ historicalInvoices: z.array(HistoricalInvoice) });
export const InvoiceGroup = z.object({
  id: Id,
  orderRef: z.string(),
  createdAt: IsoDateOrDateTime,
  amount: z.number(),
  currency: z.string(),
});
export const InvoiceGroupList = z.object({ invoiceGroups: z.array(InvoiceGroup) });
// The upstream also sends each PDF's internal address; parsing drops it, so no page state carries it
// (issue 32 §5): the worker's /documents route fetches the file by id.
export const MapPdf = z.object({ id: Id, name: z.string(), orderRef: z.string(), createdAt: IsoDateOrDateTime });
export type MapPdf = z.infer<typeof MapPdf>;
export const MapPdfList = z.object({ pdfs: z.array(MapPdf) });

/** Invoices (invoice host) and map PDFs (mapPdf host), account spec §7. PDFs are blobs. */
export function invoicesApi(t: { invoice: Http; mapPdf: Http }) {
  return {
    invoiceGroups: (signal?: AbortSignal) => t.invoice.getJson('/api/v1/InvoiceGroupFiles/me', InvoiceGroupList, { signal }),
    invoiceGroupPdf: (id: string) => t.invoice.getBlob(`/api/v1/InvoiceGroupFiles/me/${seg(id)}`),
    historical: (signal?: AbortSignal) => t.invoice.getJson('/api/v1/HistoricalInvoice/me', HistoricalInvoiceList, { signal }),
    historicalPdf: (id: string, channel: string) => t.invoice.getBlob(`/api/v1/HistoricalInvoice/me/pdf/${seg(id)}/${seg(channel)}`),
    mapPdfs: (signal?: AbortSignal) => t.mapPdf.getJson('/v1/Pdfs/me', MapPdfList, { signal }),
    mapPdf: (id: string) => t.mapPdf.getBlob(`/v1/Pdfs/me/${seg(id)}`),
  };
}
export type InvoicesApi = ReturnType<typeof invoicesApi>;
