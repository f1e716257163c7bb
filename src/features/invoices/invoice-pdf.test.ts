import { describe, expect, it } from 'vitest';
import { hasInvoicePdf } from './invoice-pdf';

describe("a product's invoice PDF (purpose 'product.pdf')", () => {
  it.each<[string, { purpose: string }[], boolean]>([
    ['no files', [], false],
    ['only a thumbnail', [{ purpose: 'thumbnail' }], false],
    ['the invoice PDF', [{ purpose: 'product.pdf' }], true],
    ['among other files', [{ purpose: 'thumbnail' }, { purpose: 'cover.jpg' }, { purpose: 'product.pdf' }], true],
    ['another PDF', [{ purpose: 'map.pdf' }], false],
    ['case differs', [{ purpose: 'Product.PDF' }], false],
  ])('%s → %s', (_, files, out) => expect(hasInvoicePdf({ files })).toBe(out));
});
