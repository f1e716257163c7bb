/**
 * Whether a consumer's product has its own invoice PDF (account-area §5: the invoice lookup checks
 * a product's files for purpose 'product.pdf'). Pure; kept out of the API module so the order
 * page's chunk does not carry the products schemas.
 */
export const INVOICE_PDF_PURPOSE = 'product.pdf';

export function hasInvoicePdf(product: { files: readonly { purpose: string }[] }): boolean {
  return product.files.some((f) => f.purpose === INVOICE_PDF_PURPOSE);
}
