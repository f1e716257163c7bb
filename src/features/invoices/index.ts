/**
 * The invoices feature's public surface: the invoice-PDF download that order details reuse.
 * Everything else in this folder is internal (tests/unit/feature-boundaries.test.ts).
 */
export { DownloadButton } from './components/DownloadButton';
export { downloadKey, pdfFileName } from './download-state';
export { hasInvoicePdf } from './invoice-pdf';
export { useDownloads } from './use-downloads';
