import { renderDocument } from '../pdf/document';

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
const day = (iso: string) => iso.slice(0, 10);

export interface InvoiceData {
  number: string;
  orderRef: string;
  date: string;
  customer: string;
  email: string;
  company?: string | null;
  channel?: string;
  lines: { name: string; quantity: number; price: number }[];
  currency: string;
}

/** An invoice PDF (current group invoices, historical invoices and per-product invoices). */
export function invoicePdf(d: InvoiceData): Promise<Uint8Array<ArrayBuffer>> {
  const total = d.lines.reduce((s, l) => s + l.price, 0);
  const vat = Math.round((total - total / 1.21) * 100) / 100;
  return renderDocument({
    title: `Invoice ${d.number}`,
    subtitle: d.company ? `${d.company} · ${d.customer}` : d.customer,
    fields: [
      ['Invoice number', d.number],
      ['Order', d.orderRef],
      ['Date', day(d.date)],
      ['Customer', d.email],
      ...(d.channel ? ([['Channel', d.channel]] as [string, string][]) : []),
      ['Total (incl. VAT)', money(total, d.currency)],
      ['of which VAT 21%', money(vat, d.currency)],
    ],
    table: { head: ['Article', 'Quantity', 'Amount'], rows: d.lines.map((l) => [l.name, String(l.quantity), money(l.price, d.currency)]) },
    footer: 'Embedded upstream · generated document for development and tests',
  });
}

/** A map PDF (business accounts' order maps: which files belong to which order). */
export function mapPdf(d: { name: string; orderRef: string; date: string; email: string }): Promise<Uint8Array<ArrayBuffer>> {
  return renderDocument({
    title: d.name,
    subtitle: `Order map for ${d.orderRef}`,
    fields: [
      ['Order', d.orderRef],
      ['Created', day(d.date)],
      ['Account', d.email],
    ],
    table: {
      head: ['File', 'Pages', 'Status'],
      rows: Array.from({ length: 6 }, (_, i) => [`${d.orderRef}-page-${String(i + 1).padStart(2, '0')}.pdf`, String(2 + i), 'Accepted']),
    },
    footer: 'Embedded upstream · generated document for development and tests',
  });
}
