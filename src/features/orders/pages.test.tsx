// Server render of the issue-8 pages through the real router (memory history), with the upstream
// answered by a stub: every page waits for its streamed sections (prerender). Failing parts render
// their own error text in the server HTML; the rest of the page is complete.
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { sampleCustomer } from '../../../tests/fixtures/customer';
import { fakeHttp, type Route } from '../../../tests/fixtures/test-transport';
import { createAppRouter, createQueryClient } from '../../router';
import { createApi } from '../../shared/api';
import { brandForKey, DEFAULT_BRAND } from '../../shared/brands/brands';
import { DEFAULT_FLAGS } from '../../shared/flags/flags';
import { intlFor } from '../../shared/i18n/catalogue';
import { loadDateLocale } from '../../shared/i18n/date-locales';
import type { RouterSession } from '../../shared/router-context';

const DAY = 86_400_000;
const ago = (d: number) => new Date(Date.now() - d * DAY).toISOString();
const product = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  superOrderCode: code.split('-')[0],
  createdAt: ago(2),
  status: 'Confirmed',
  paymentStatus: 'Success',
  paymentChangedDate: ago(2),
  articleName: 'Photo book large landscape',
  productType: 'PhotoBook',
  quantity: 1,
  thumbnailUrl: 'https://up.test/shop/images/PhotoBook.svg',
  price: 49.99,
  currency: 'EUR',
  voucher: null,
  delayed: false,
  canReorder: false,
  files: [],
  onlineVersion: { state: 'NotRequested', url: null },
  ...extra,
});
const HOME_DELIVERY = {
  type: 'Home',
  address: {
    firstName: 'Sanne',
    lastName: 'de Vries',
    street: 'Keizersgracht',
    houseNumber: '1',
    postalCode: '1015 CJ',
    city: 'Amsterdam',
    countryCode: 'NL',
    phone: '0612345678',
  },
  changeInProgress: false,
};
const superOrder = (code: string, days: number, products: ReturnType<typeof product>[], extra: Record<string, unknown> = {}) => ({
  superOrderCode: code,
  accountId: 1,
  channel: 'Albelli',
  createdAt: ago(days),
  orders: products,
  orderCount: products.length,
  total: products.reduce((s, p) => s + p.price, 0),
  currency: 'EUR',
  deliveryAddress: HOME_DELIVERY,
  ...extra,
});

// An address change under way: the card says so instead of offering another.
const O1 = superOrder('1001', 2, [product('1001-1', { status: 'Received', paymentStatus: 'Pending', createdAt: ago(2) })], {
  deliveryAddress: { ...HOME_DELIVERY, changeInProgress: true },
});
const O2 = superOrder('1002', 5, [product('1002-1', { voucher: 'WELCOME10', delayed: true, status: 'ProductionStarted' })]);
const O3 = superOrder('1003', 60, [product('1003-1', { status: 'Cancelled', paymentStatus: 'Failed' })]);
const O4 = superOrder('1004', 20, [
  product('1004-1', { status: 'Dispatched', paymentChangedDate: ago(16), files: [{ purpose: 'product.pdf' }] }),
]);

const ROUTES: Record<string, Route> = {
  'GET /v2/superorders/me': { body: { items: [O3, O1, O4, O2], total: 4 } },
  'GET /v1/superorders/1001': { body: O1 },
  'GET /v1/superorders/1002': { body: O2 },
  'GET /OrderDeliveryDates/1001': { body: { orderCode: '1001', earliestDeliveryDate: '2026-01-05', latestDeliveryDate: '2026-01-08' } },
  'GET /OrderDeliveryDates/1002': { status: 500, body: { error: 'boom' } },
  'GET /api/v1/campaigns/offers/WELCOME10': { status: 503, body: { error: 'down' } },
  'GET /reorder/status/1001-1': { body: { orderCode: '1001-1', canReorder: false } },
  'GET /reorder/status/1002-1': { body: { orderCode: '1002-1', canReorder: true } },
  'GET /customers/me': {
    // A blocked business account (7: the projects below are its).
    body: {
      ...sampleCustomer,
      accountId: 7,
      companyName: 'Pixel',
      isB2b: true,
      b2bStatus: 'Blocked',
      paymentMethod: { type: 'Invoice', label: 'Invoice' },
      availablePaymentMethods: [],
      addresses: [],
    },
  },
  'GET /api/v2/projects/7': {
    body: { projects: [{ id: 'p11', title: 'Summer 2025', productType: 'PhotoBook', updated: ago(3) }], totalProjectCount: 23 },
  },
};

async function render(path: string, opts: { brandKey?: string; session?: RouterSession; routes?: Record<string, Route> } = {}) {
  const brand = (opts.brandKey && brandForKey(opts.brandKey)) || DEFAULT_BRAND;
  await loadDateLocale(brand.locale);
  const stub = fakeHttp({ ...ROUTES, ...opts.routes });
  const router = createAppRouter({
    context: {
      queryClient: createQueryClient(),
      // As the worker builds it: calls by account id name the account (the customer gate's, here 7).
      api: createApi(() => stub.http, { ownAccount: async () => 7 }),
      brand,
      intl: intlFor(brand.locale),
      flags: DEFAULT_FLAGS,
      session: opts.session ?? { isBusiness: false, email: 'demo@example.com' },
    },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const { prelude } = await prerender(<RouterProvider router={router} />);
  const html = await new Response(prelude).text();
  return { html: html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&'), calls: stub.calls };
}

const between = (html: string, from: string, to: string) => html.slice(html.indexOf(from), html.indexOf(to, html.indexOf(from)));
/** The order's invoice part and whatever streams after it (a boundary resolved later). */
const fromPart = (html: string) => html.slice(html.indexOf('data-order-invoice'));
/** The FTP form (the frame's sign-out form comes first in the page). */
const ftpForm = (html: string) => {
  const start = html.lastIndexOf('<form', html.indexOf('action="/integration"'));
  return html.slice(start, html.indexOf('</form>', start));
};

describe('/orders (server render)', () => {
  it('splits in progress and history, newest first, with statuses, colours and delivery dates (en-GB)', async () => {
    const { html, calls } = await render('/orders');
    const inProgress = between(html, 'id="orders-in-progress"', 'id="orders-history"');
    const history = html.slice(html.indexOf('id="orders-history"'));
    expect(inProgress.indexOf('Order 1001')).toBeLessThan(inProgress.indexOf('Order 1002'));
    expect(inProgress).not.toContain('Order 1004');
    expect(history.indexOf('Order 1004')).toBeLessThan(history.indexOf('Order 1003'));
    expect(inProgress).toContain('data-status="AwaitingPayment" data-colour="cyan"');
    expect(history).toContain('data-status="Cancelled" data-colour="red"');
    expect(inProgress).toContain('Expected delivery: 5 January 2026 – 8 January 2026');
    // Not yet delivered and its window over (the fixture's January 2026): it says it is late (issue 35 §4).
    expect(inProgress).toMatch(
      /<span data-late="">Expected delivery: 5 January 2026 – 8 January 2026<strong[^>]*>Running late, sorry for the wait</,
    );
    // A failing delivery-date call (1002) degrades that part only: the card around it is complete
    // (the failed part is left to the client, which shows its error text).
    const card1002 = between(inProgress, 'data-order="1002"', '</article>');
    expect(card1002).toContain('Total');
    expect(card1002).toContain('href="/orders/1002"');
    expect(card1002).not.toContain('Expected delivery');
    expect(card1002).toContain('The delivery date could not be loaded');
    expect(html).toContain('€49.99');
    expect(calls.filter((c) => c.url.includes('/v2/superorders/me'))).toEqual([
      expect.objectContaining({ url: 'http://up.test/base/v2/superorders/me?Offset=0&Limit=100&OrderState=notExpired' }),
    ]);
  });

  it('empty states of both lists', async () => {
    const { html } = await render('/orders', { routes: { 'GET /v2/superorders/me': { body: { items: [], total: 0 } } } });
    expect(html).toContain('You have no orders in progress.');
    expect(html).toContain('You have no earlier orders.');
    expect(html).not.toContain('data-order=');
  });

  it('renders in the brand locale (nl-NL): texts, dates and money', async () => {
    const nlBrand = ['photobloom-nl', 'albelli-nl'].find((k) => brandForKey(k)?.locale === 'nl-NL');
    const { html } = await render('/orders', { brandKey: nlBrand });
    expect(html).toContain('<html lang="nl-NL"');
    expect(html).toContain('In behandeling');
    expect(html).toContain('Bestelgeschiedenis');
    expect(html).toContain('Wacht op betaling');
    expect(html).toContain('5 januari 2026');
    expect(html).toMatch(/€\s?49,99/);
  });
});

describe('/orders/{orderCode} (server render)', () => {
  it('awaiting payment, address change in progress, delivery dates', async () => {
    const { html } = await render('/orders/1001');
    expect(html).toContain('We will start printing your order once we have received your payment.');
    expect(html).toContain('Address change in progress');
    expect(html).toMatch(/Keizersgracht(<!-- -->)? (<!-- -->)?1/);
    // A change already on its way: no second one is offered (issue 17 §3).
    expect(html).not.toContain('Change delivery address');
    expect(html).toContain('Expected delivery: 5 January 2026 – 8 January 2026');
    expect(html).not.toContain('data-reorder=');
  });

  it('delayed, voucher failure in its part only, reorder offered, no address change once in production', async () => {
    const { html } = await render('/orders/1002');
    expect(html).toContain('Order delayed');
    // The voucher service fails: only the voucher part is left to the client; the product renders.
    expect(between(html, 'data-product="1002-1"', '</article>')).toContain('Photo book large landscape');
    expect(html).not.toContain('data-voucher=');
    expect(html).toContain('The voucher could not be loaded');
    expect(html).toContain('data-reorder="1002-1"');
    expect(html).not.toContain('Change delivery address');
    expect(html).toContain('Photo book large landscape');
  });

  it("business: the order's current invoice to download and the way to all invoices; consumers get none of it", async () => {
    const routes = {
      'GET /api/v1/InvoiceGroupFiles/me': {
        body: { invoiceGroups: [{ id: 'g1', orderRef: '1002', createdAt: ago(4), amount: 49.99, currency: 'EUR' }] },
      },
    };
    const business = { isBusiness: true, email: 'b@example.com' };
    const withInvoice = await render('/orders/1002', { session: business, routes });
    const part = between(withInvoice.html, 'data-order-invoice', '</section>');
    expect(part).toContain('>Invoice</h2>');
    // The invoice link may stream after the shell (its Suspense boundary resolves later in the page).
    expect(fromPart(withInvoice.html)).toContain('aria-label="Download PDF of invoice 1002"');
    expect(part).toContain('href="/invoices"');
    expect(part).toContain('View all my invoices');
    const without = await render('/orders/1001', { session: business, routes });
    expect(fromPart(without.html)).toContain('There is no invoice for this order yet.');
    const failing = await render('/orders/1002', {
      session: business,
      routes: { 'GET /api/v1/InvoiceGroupFiles/me': { status: 500, body: {} } },
    });
    expect(fromPart(failing.html)).toContain('The invoice is not available right now');
    expect(failing.html).toContain('Photo book large landscape');
    const consumer = await render('/orders/1002', { routes });
    expect(consumer.html).not.toContain('data-order-invoice');
    expect(consumer.calls.some((c) => c.url.includes('InvoiceGroupFiles'))).toBe(false);
  });

  it('an unknown voucher (404) says so in its part', async () => {
    const { html } = await render('/orders/1002', {
      routes: { 'GET /api/v1/campaigns/offers/WELCOME10': { status: 404, body: { error: 'not_found' } } },
    });
    expect(html).toContain('Voucher WELCOME10 was not found');
    expect(html).not.toContain('The voucher could not be loaded');
  });

  it("an unknown or foreign order (404) shows the localised 'order not found' page with the way back", async () => {
    const { html } = await render('/orders/9999');
    expect(html).toContain('Order not found');
    expect(html).toContain('href="/orders"');
    expect(html).not.toContain('An error occurred loading this order, please contact us to report this issue.');
  });

  describe('a code the orders list showed (streamed after the shell)', () => {
    const known = (code: string) => ({
      isBusiness: false,
      email: 'demo@example.com',
      knownOrder: { code, delivery: true, reorder: [`${code}-1`], files: [], vouchers: [] },
    });

    it('the same page as when awaited', async () => {
      const streamed = await render('/orders/1002', { session: known('1002') });
      expect(streamed.html).toContain('data-order="1002"');
      expect(streamed.html).toContain('Order delayed');
      expect(streamed.html).toContain('data-reorder="1002-1"');
      expect(streamed.html).toContain('The voucher could not be loaded');
    });

    it('gone since (404): says so on the page, with the way back', async () => {
      const { html } = await render('/orders/1005', {
        session: known('1005'),
        routes: { 'GET /v1/superorders/1005': { status: 404, body: {} } },
      });
      expect(html).toContain('data-testid="order-not-found"');
      expect(html).toContain('href="/orders"');
      expect(html).not.toContain('An error occurred loading this order');
    });

    it("a failing order: the spec's message", async () => {
      const { html } = await render('/orders/1005', {
        session: known('1005'),
        routes: { 'GET /v1/superorders/1005': { status: 500, body: {} } },
      });
      expect(html).toContain('An error occurred loading this order, please contact us to report this issue.');
    });
  });

  it('a real load failure keeps the spec message', async () => {
    const { html } = await render('/orders/9999', { routes: { 'GET /v1/superorders/9999': { status: 500, body: { error: 'x' } } } });
    expect(html).toContain('An error occurred loading this order, please contact us to report this issue.');
    expect(html).not.toContain('Order not found');
  });
});

describe('overview, projects (server render)', () => {
  it('business overview shows the Blocked banner and business shortcuts', async () => {
    const { html } = await render('/', { session: { isBusiness: true, email: 'b@example.com' } });
    expect(html).toContain('data-b2b-status="Blocked"');
    expect(html).toContain('Your business account has been blocked. Please contact customer care.');
    expect(html).toContain('href="/invoices"');
    expect(html).not.toContain('href="/widgets"');
  });

  it('a failed orders fetch shows the orders error text in the server HTML', async () => {
    const { html } = await render('/orders', { routes: { 'GET /v2/superorders/me': { status: 500, body: { error: 'x' } } } });
    expect(html).toContain('An error occurred loading your orders');
    expect(html).toContain('<h1 id="page-title"');
  });

  it("a failed projects fetch shows its text and reference, never the upstream's message (issue 15 §9)", async () => {
    const { html } = await render('/saved-projects', {
      routes: { 'GET /api/v2/projects/7': { status: 500, body: { error: 'projects down' } } },
    });
    expect(html).toContain('An error occurred loading your saved projects');
    expect(html).toMatch(/Reference: [\w-]+/);
    expect(html).not.toContain('projects down');
    expect(html).not.toContain('up.test');
  });

  it("a project's cover fills a fixed, framed box, and a project without one keeps the same box (issue 35 §6)", async () => {
    const cover = 'https://up.test/shop/images/covers/projects/p11/0123456789abcdef01234567.jpg';
    const { html } = await render('/saved-projects', {
      routes: {
        'GET /api/v2/projects/7': {
          body: {
            projects: [
              { id: 'p11', title: 'Summer 2025', productType: 'PhotoBook', thumbnailUrl: cover, updated: ago(3) },
              { id: 'p12', title: 'Poster draft', productType: 'Poster', updated: ago(4) },
            ],
            totalProjectCount: 2,
          },
        },
      },
    });
    const img = /<img src="([^"]+)" alt="" width="96" height="96" loading="lazy" decoding="async" class="([^"]+)"/.exec(
      between(html, 'data-project="p11"', '</article>'),
    );
    expect(img?.[1]).toBe(cover);
    const placeholder = /<div aria-hidden="true" class="([^"]+)"><\/div>/.exec(between(html, 'data-project="p12"', '</article>'));
    // The same box either way (nothing shifts when covers come and go), cut to it, with an edge.
    expect(img?.[2]).toBe(placeholder?.[1]);
    expect(img?.[2]?.split(' ')).toEqual(expect.arrayContaining(['w-24', 'h-24', 'object-cover', 'border', 'border-line']));
  });

  it('saved projects page 3 asks skip=20&limit=10 and pages by totalProjectCount', async () => {
    const { html, calls } = await render('/saved-projects?page=3');
    expect(calls.map((c) => c.url)).toContain('http://up.test/base/api/v2/projects/7?skip=20&limit=10');
    expect(html).toContain('23 saved projects');
    expect(html).toContain('Summer 2025');
    expect(html).toMatch(/aria-current="page"[^>]*>.*?3/);
  });
});

describe('production sub-status and the FTP form before hydration (server render)', () => {
  it.each([
    ['VerificationFailed', 'verificationFailed', 'Verification failed'],
    ['ProcessingFailed', 'processingFailed', 'Processing failed'],
    ['Rejected', 'rejected', 'Rejected'],
  ])('order details show the sub-status %s as the problem label %s', async (sub, label, shown) => {
    const so = superOrder('1005', 18, [product('1005-1', { productionStatus: sub })]);
    const { html } = await render('/orders/1005', {
      routes: {
        'GET /v1/superorders/1005': { body: so },
        'GET /reorder/status/1005-1': { body: { orderCode: '1005-1', canReorder: false } },
      },
    });
    const item = between(html, 'data-product="1005-1"', '</article>');
    expect(item).toContain('data-status="Ordered"');
    expect(item).toMatch(new RegExp(`<span data-production="${label}" class="[^"]*text-red-800[^"]*">${shown}</span>`));
    expect(item).not.toContain('Approved');
  });

  const business: RouterSession = { isBusiness: true, email: 'b@example.com', formToken: 'T'.repeat(43) };
  it('the FTP form is a plain post to /integration carrying the session’s _csrf token', async () => {
    const { html } = await render('/integration', { session: business });
    const form = ftpForm(html);
    const open = /^<form[^>]*>/.exec(form)?.[0] ?? '';
    expect(open).toContain('method="post"');
    expect(open).toContain('action="/integration"');
    expect(form).toContain(`<input type="hidden" name="_csrf" value="${'T'.repeat(43)}"/>`);
    expect(form).toContain('name="callbackUrl"');
    expect(form).not.toContain('Your FTP callback has been saved.');
  });

  it.each([
    ['?s=saved', 'Your FTP callback has been saved.'],
    ['?s=failed', 'Your FTP callback could not be saved, please try again.'],
    ['?s=invalid&url=tooLong', 'This web address is too long (at most 2048 characters)'],
    ['?s=invalid&url=invalidUrl&format=invalidFormat', 'Choose JSON or XML'],
  ])('after a plain post, %s shows “%s”', async (query, message) => {
    const { html } = await render(`/integration${query}`, { session: business });
    expect(ftpForm(html)).toContain(message);
  });

  it('a redirect’s URL error marks the field invalid; localised (nl-NL)', async () => {
    const { html } = await render('/integration?s=invalid&url=invalidUrl', { session: business, brandKey: 'photobloom-nl' });
    expect(html).toContain('<html lang="nl-NL"');
    expect(/<input[^>]*name="callbackUrl"[^>]*>/.exec(html)?.[0]).toContain('aria-invalid="true"');
    expect(html).toContain(intlFor('nl-NL').formatMessage({ id: 'ftp.error.url' }));
    expect(intlFor('nl-NL').formatMessage({ id: 'ftp.error.url' })).not.toBe(intlFor('en-GB').formatMessage({ id: 'ftp.error.url' }));
  });
});
