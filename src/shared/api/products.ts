import * as z from 'zod/mini';
import type { Http } from './http';
import { OrderFile } from './orders';
import { Id, seg } from './schemas';

export const Product = z.object({
  code: Id,
  orderCode: z.optional(z.string()),
  articleName: z.optional(z.string()),
  productType: z.optional(z.string()),
  // The purposes only (OrderFile): a file's internal address never reaches a page.
  files: z.array(OrderFile),
});
export type Product = z.infer<typeof Product>;

/** The file purpose that means "this product has an invoice PDF" (account spec §5). */
export const INVOICE_FILE_PURPOSE = 'product.pdf';

export function hasInvoicePdf(product: Product): boolean {
  return product.files.some((f) => f.purpose === INVOICE_FILE_PURPOSE);
}

/** Product API: only the file purposes are read. */
export function productsApi(http: Http) {
  return {
    product: (code: string, signal?: AbortSignal) =>
      http.getJson(`/v1/Products/${seg(code)}`, Product, {
        query: { extendResponseCommand: 'none', extendResponseWithUrls: false },
        signal,
      }),
  };
}
export type ProductsApi = ReturnType<typeof productsApi>;
