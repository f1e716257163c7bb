import { describe, expect, it } from 'vitest';
import { call, json, newUser, pdf } from './helpers';

describe('invoices, map PDFs and products', () => {
  it('lists and downloads current invoices, historical invoices and map PDFs as real PDFs', async () => {
    const b = await newUser('business');
    const groups = await json(call(b, 'GET', '/invoice-api/api/v1/InvoiceGroupFiles/me'));
    expect(groups.invoiceGroups.length).toBe(4);
    const current = await pdf(call(b, 'GET', `/invoice-api/api/v1/InvoiceGroupFiles/me/${groups.invoiceGroups[0].id}`));
    expect(current.disposition).toBe(`attachment; filename="invoice-${groups.invoiceGroups[0].id}.pdf"`);
    const hist = await json(call(b, 'GET', '/invoice-api/api/v1/HistoricalInvoice/me'));
    expect(hist.historicalInvoices).toHaveLength(5);
    const h = hist.historicalInvoices[0];
    expect(h).toEqual({
      id: expect.any(String),
      orderRef: expect.any(String),
      channel: 'albelli-nl',
      channelName: 'albelli.nl',
      invoiceDate: expect.any(String),
      amount: 1450,
      currency: 'EUR',
    });
    await pdf(call(b, 'GET', `/invoice-api/api/v1/HistoricalInvoice/me/pdf/${h.id}/${h.channel}`));
    expect((await call(b, 'GET', `/invoice-api/api/v1/HistoricalInvoice/me/pdf/${h.id}/albelli-be`)).status).toBe(404);
    const maps = await json(call(b, 'GET', '/invoice-api/v1/Pdfs/me'));
    expect(maps.pdfs).toHaveLength(3);
    await pdf(call(b, 'GET', `/invoice-api/v1/Pdfs/me/${maps.pdfs[0].id}`));

    const other = await newUser();
    expect((await call(other, 'GET', `/invoice-api/api/v1/InvoiceGroupFiles/me/${groups.invoiceGroups[0].id}`)).status).toBe(404);
    expect((await call(other, 'GET', `/invoice-api/api/v1/HistoricalInvoice/me/pdf/${h.id}/${h.channel}`)).status).toBe(404);
    expect((await call(other, 'GET', `/invoice-api/v1/Pdfs/me/${maps.pdfs[0].id}`)).status).toBe(404);
    expect((await json(call(other, 'GET', '/invoice-api/api/v1/HistoricalInvoice/me'))).historicalInvoices).toEqual([]);
  });

  it('reads product files (product.pdf purpose) and downloads the product invoice through unzip-pdf', async () => {
    const u = await newUser('empty', 'demo');
    const done = `${u.accountId * 1000 + 6}-1`;
    const product = await json(call(u, 'GET', `/product-api/v1/Products/${done}?extendResponseCommand=none&extendResponseWithUrls=false`));
    expect(product.files).toEqual([{ purpose: 'thumbnail' }, { purpose: 'product.pdf' }]);
    const withUrls = await json(call(u, 'GET', `/product-api/v1/Products/${done}?extendResponseWithUrls=true`));
    expect(withUrls.files[1].url).toMatch(/\/unzip-pdf-api\/v1\/pdf\/me\//);
    const file = await pdf(call(u, 'GET', `/unzip-pdf-api/v1/pdf/me/${done}`));
    expect(file.bytes.length).toBeGreaterThan(500);
    const notYet = `${u.accountId * 1000 + 2}-1`;
    expect((await call(u, 'GET', `/unzip-pdf-api/v1/pdf/me/${notYet}`)).status).toBe(404);
    expect(await json(call(u, 'GET', `/product-api/v1/Products/${done}?extendResponseWithUrls=maybe`), 400)).toMatchObject({
      field: 'extendResponseWithUrls',
    });
    const other = await newUser();
    expect((await call(other, 'GET', `/product-api/v1/Products/${done}`)).status).toBe(404);
    expect((await call(other, 'GET', `/unzip-pdf-api/v1/pdf/me/${done}`)).status).toBe(404);
  });
});
