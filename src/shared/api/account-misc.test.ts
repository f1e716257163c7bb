import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../tests/fixtures/test-transport';
import { ArticleGroups, Campaign } from './cutoff';
import { emailGatewayApi, SubscriptionConfirmed } from './email-gateway';
import { identityApi } from './identity';
import { HistoricalInvoiceList, invoicesApi, MapPdfList } from './invoices';
import { hasInvoicePdf, Product, productsApi } from './products';
import { ProjectPage, projectsApi } from './projects';
import { unzipPdfApi } from './unzip-pdf';

describe('invoices, products, projects', () => {
  it('parse the upstream shapes', () => {
    const h = { id: 'H1', orderRef: 'SO-1', channel: 'albelli-nl', invoiceDate: '2021-03-01T00:00:00.000Z', amount: 10, currency: 'EUR' };
    expect(HistoricalInvoiceList.parse({ historicalInvoices: [h] }).historicalInvoices[0]!.channel).toBe('albelli-nl');
    expect(
      MapPdfList.parse({
        pdfs: [
          {
            id: 'm1',
            name: 'Map',
            orderRef: 'SO-1',
            createdAt: '2024-01-01T00:00:00.000Z',
            url: 'http://127.0.0.1:8788/invoice-api/v1/Pdfs/me/m1',
          },
        ],
      }).pdfs,
    ).toHaveLength(1);
    const project = {
      id: 'pr1',
      title: 'Book',
      productType: 'PhotoBook',
      thumbnailUrl: 'http://127.0.0.1:8788/shop/images/PhotoBook.svg',
      updated: '2024-01-01T00:00:00.000Z',
    };
    expect(ProjectPage.parse({ projects: [project], totalProjectCount: 11 }).totalProjectCount).toBe(11);
    expect(() => ProjectPage.parse({ projects: [], totalProjectCount: -1 })).toThrow();
  });

  it('product files decide whether an invoice PDF exists', async () => {
    const { http, calls } = fakeHttp({ 'GET /v1/Products/P1': { body: { code: 'P1', files: [{ purpose: 'product.pdf' }] } } });
    const product = await productsApi(http).product('P1');
    expect(hasInvoicePdf(product)).toBe(true);
    expect(hasInvoicePdf(Product.parse({ code: 'P2', files: [{ purpose: 'cover.jpg' }] }))).toBe(false);
    expect(calls[0]!.url).toBe('http://up.test/base/v1/Products/P1?extendResponseCommand=none&extendResponseWithUrls=false');
  });

  it('blob downloads reject with status and statusText outside 200-299', async () => {
    const { http } = fakeHttp({ 'GET /v1/pdf/me/P1': { text: '%PDF-1.7' } });
    expect(await (await unzipPdfApi(http).pdf('P1')).text()).toBe('%PDF-1.7');
    await expect(unzipPdfApi(http).pdf('P2')).rejects.toMatchObject({ name: 'UpstreamBlobError', status: 404 });
    await expect(invoicesApi({ invoice: http, mapPdf: http }).historicalPdf('H1', 'albelli-nl')).rejects.toMatchObject({ status: 404 });
  });

  it('projects page: skip = (page - 1) × size', async () => {
    const { http, calls } = fakeHttp({ 'GET /api/v2/projects/1001': { body: { projects: [], totalProjectCount: 0 } } });
    await projectsApi(http, async () => 1001).page(3, 10);
    expect(calls[0]!.url).toBe('http://up.test/base/api/v2/projects/1001?skip=20&limit=10');
  });
});

describe('identity and e-mail gateway', () => {
  it('uses the identity paths with the caller idp type and sub', async () => {
    const { http, calls } = fakeHttp({
      'POST /v2/identities/local/sub-1/emailchanges': { status: 202, body: { status: 'Requested' } },
      'POST /v2/identities/local/sub-1/emailchanges/tok/actions/confirm': { body: { status: 'Changed', email: 'new@example.com' } },
    });
    const api = identityApi(http);
    const id = { idpType: 'local', idpSub: 'sub-1' };
    await expect(api.requestEmailChange(id, 'new@example.com', 'albelli-nl')).resolves.toEqual({ status: 'Requested' });
    await expect(api.confirmEmailChange(id, 'tok')).resolves.toEqual({ status: 'Changed', email: 'new@example.com' });
    expect(calls[0]!.body).toEqual({ email: 'new@example.com', channel: 'albelli-nl' });
  });

  it('a 409 on e-mail change keeps its status for the page to map', async () => {
    const { http } = fakeHttp({ 'POST /v2/identities/local/s/emailchanges': { status: 409, body: { error: 'conflict' } } });
    await expect(identityApi(http).requestEmailChange({ idpType: 'local', idpSub: 's' }, 'a@example.com', 'c')).rejects.toMatchObject({
      status: 409,
    });
  });

  it('confirms a subscription with email and token in path and body', async () => {
    const { http, calls } = fakeHttp({
      'POST /api/v1/Profiles/demo%40example.com/subscription/confirm/tok': { body: { email: 'demo@example.com', subscribed: true } },
    });
    await expect(emailGatewayApi(http).confirmSubscription('demo@example.com', 'tok')).resolves.toEqual({
      email: 'demo@example.com',
      subscribed: true,
    });
    expect(calls[0]!.body).toEqual({ email: 'demo@example.com', confirmationToken: 'tok' });
    expect(() => SubscriptionConfirmed.parse({ email: 'x', subscribed: true })).toThrow();
  });
});

describe('cutoff', () => {
  it('parses article groups and campaigns as the upstream sends them', () => {
    const groups = {
      articleGroups: [{ id: 'photobooks', name: 'Photo books', articleIds: ['PAP_001'], cutoffTime: '14:00', productionDays: 3 }],
    };
    expect(ArticleGroups.parse(groups).articleGroups[0]!.cutoffTime).toBe('14:00');
    const campaign = {
      name: 'christmas',
      title: 'Order before',
      cutoffDate: '2026-12-12T10:00:00.000Z',
      deliveryBefore: '2026-12-20T10:00:00.000Z',
      articleGroupIds: ['prints'],
      active: true,
    };
    expect(Campaign.parse(campaign).active).toBe(true);
    expect(() => ArticleGroups.parse({ articleGroups: [{ ...groups.articleGroups[0], cutoffTime: '25:00' }] })).toThrow();
    expect(() => Campaign.parse({ ...campaign, cutoffDate: 'soon' })).toThrow();
  });
});
