import type { Http } from './http';
import { seg } from './schemas';

/** Unzip-PDF API: the invoice PDF of one product, as a blob. */
export function unzipPdfApi(http: Http) {
  return {
    pdf: (code: string) => http.getBlob(`/v1/pdf/me/${seg(code)}`),
  };
}
export type UnzipPdfApi = ReturnType<typeof unzipPdfApi>;
