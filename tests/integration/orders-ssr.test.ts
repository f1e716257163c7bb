// Issue 8 pages rendered by the worker (workerd) with real data from the embedded upstream, in two
// brands and locales: the streamed HTML itself holds the localised texts, dates, money and status
// labels (no JavaScript runs here). Seed: upstream/src/account/seed/profiles.ts (demo, business).
import { readFileSync } from 'node:fs';
import { format } from 'date-fns/format';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

// Issue 19: each brand's market has its own currency (the UK pays in pounds: the upstream's price
// list is 0.86 per seeded euro) and its content language (the German brand: German article names,
// German dates: 'Januar', not the de-AT catalogue's 'Jänner').
const BRANDS = [
  {
    key: 'photobloom-gb',
    locale: 'en-GB',
    formatLocale: 'en-GB',
    dateLocale: enGB,
    currency: 'GBP',
    perEuro: 0.86,
    names: { book: 'Photo book large landscape', small: 'Photo book small portrait', a1: 'Poster A1', canvas: 'Canvas print 30x40' },
  },
  {
    key: 'photobloom-de',
    locale: 'de-AT',
    formatLocale: 'de-DE',
    dateLocale: de,
    currency: 'EUR',
    perEuro: 1,
    names: { book: 'Fotobuch groß quer', small: 'Fotobuch klein hoch', a1: 'Poster A1', canvas: 'Leinwanddruck 30x40' },
  },
] as const;
type Brand = (typeof BRANDS)[number];

const DAY = 86_400_000;
const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
/** A catalogue text with its simple `{name}` arguments filled in. */
const text = (brand: Brand, id: string, args: Record<string, string> = {}) => {
  const message = catalogue(brand.locale)[id];
  if (!message) throw new Error(`${id} missing in ${brand.locale}`);
  return message.replace(/\{(\w+)\}/g, (_, k: string) => args[k] ?? `{${k}}`);
};
/** React escapes these in text and attributes; the tests compare unescaped text. */
const unescapeHtml = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');
/** Seeded euro prices as the brand's market shows them: each converted to the cent, then added up. */
/** As the brand's locale writes a percentage: '10%' (en-GB), '10 %' (de-DE, with its no-break space). */
const percent = (brand: Brand, value: number) => new Intl.NumberFormat(brand.formatLocale, { style: 'percent' }).format(value / 100);
const money = (brand: Brand, ...euros: number[]) =>
  new Intl.NumberFormat(brand.formatLocale, { style: 'currency', currency: brand.currency }).format(
    euros.reduce((sum, eur) => sum + Math.round(eur * brand.perEuro * 100) / 100, 0),
  );
/** The seeded 'n days ago' as the page writes it; either side of a midnight during the run is accepted. */
const daysAgo = (brand: Brand, days: number) => {
  const at = (t: number) => format(new Date(t - days * DAY), 'PPP', { locale: brand.dateLocale });
  return [...new Set([at(startedAt - 60_000), at(Date.now())])];
};
const startedAt = Date.now();
const between = (html: string, from: string, to: string) => {
  const start = html.indexOf(from);
  expect(start, from).toBeGreaterThanOrEqual(0);
  const end = html.indexOf(to, start + from.length);
  return html.slice(start, end < 0 ? undefined : end);
};

const cookies = new Map<string, string>();
let demoAccount = 0;
let businessAccount = 0;
const code = (account: number, n: number) => String(account * 1000 + n);

async function page(brand: Brand, who: 'demo' | 'business', path: string) {
  const res = await request(brandUrl(brand.key, path), { headers: { Cookie: cookies.get(`${brand.key}:${who}`) ?? '' } });
  return { ...res, body: unescapeHtml(res.body) };
}

beforeAll(async () => {
  for (const brand of BRANDS) {
    const origin = brandUrl(brand.key, '').replace(/\/$/, '');
    cookies.set(`${brand.key}:demo`, (await signIn(origin, 'demo@example.com', DEMO_PASSWORD)).header());
    cookies.set(`${brand.key}:business`, (await signIn(origin, 'business@example.com', DEMO_PASSWORD)).header());
  }
  // Order codes are accountId × 1000 + n (seed); the account ids come from the rendered lists.
  const first = (html: string) => Number(/data-order="(\d+)"/.exec(html)?.[1] ?? NaN);
  demoAccount = Math.floor(first((await page(BRANDS[0], 'demo', '/orders')).body) / 1000);
  businessAccount = Math.floor(first((await page(BRANDS[0], 'business', '/orders')).body) / 1000);
  expect(demoAccount).toBeGreaterThan(0);
  expect(businessAccount).toBeGreaterThan(0);
  expect(businessAccount).not.toBe(demoAccount);
}, 120_000);

describe.each(BRANDS)('orders on $key ($locale), server-rendered from the upstream', (brand) => {
  it('/orders: in progress and history split, newest first, localised statuses, colours, dates and money', async () => {
    const res = await page(brand, 'demo', '/orders');
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.body).toContain(`<html lang="${brand.locale}"`);
    const html = res.body;
    const inProgress = between(html, 'id="orders-in-progress"', 'id="orders-history"');
    const history = html.slice(html.indexOf('id="orders-history"'));
    expect(inProgress).toContain(`>${text(brand, 'orders.inProgress')}</h2>`);
    expect(history).toContain(`>${text(brand, 'orders.history')}</h2>`);

    // Seed: 2, 5, 8, 12, 16 (dispatched, paid 10 days ago), 18, 20, 22 (stopped before production:
    // orders 12–14) and 29 days old → in progress;
    // 25 days old dispatched and paid 20 days ago, 31, 60 and 400 days old → history; the
    // 1200-day-old order is expired (OrderState=notExpired leaves it out).
    const codesIn = (part: string) => [...part.matchAll(/<article [^>]*data-order="(\d+)"/g)].map((m) => Number(m[1]) - demoAccount * 1000);
    expect(codesIn(inProgress)).toEqual([1, 2, 3, 4, 5, 12, 13, 14, 7]);
    expect(codesIn(history)).toEqual([6, 8, 9, 10]);

    expect(inProgress).toContain(`data-status="AwaitingPayment" data-colour="cyan" class="`);
    expect(inProgress).toMatch(
      new RegExp(`data-status="AwaitingPayment" data-colour="cyan"[^>]*>${text(brand, 'orders.status.AwaitingPayment')}<`),
    );
    expect(inProgress).toMatch(new RegExp(`data-status="Ordered" data-colour="cyan"[^>]*>${text(brand, 'orders.status.Ordered')}<`));
    expect(inProgress).toMatch(
      new RegExp(`data-status="InProduction" data-colour="cyan"[^>]*>${text(brand, 'orders.status.InProduction')}<`),
    );
    expect(history).toMatch(new RegExp(`data-status="Sent" data-colour="cyan"[^>]*>${text(brand, 'orders.status.Sent')}<`));
    expect(history).toMatch(new RegExp(`data-status="Cancelled" data-colour="red"[^>]*>${text(brand, 'orders.status.Cancelled')}<`));

    // Order 2 (5 days ago): 44.99 + 9.60 in euros, its date in the brand's long date format.
    const card2 = between(inProgress, `data-order="${code(demoAccount, 2)}"`, '</article>');
    expect(card2).toContain(text(brand, 'orders.number', { code: code(demoAccount, 2) }));
    expect(daysAgo(brand, 5).some((d) => card2.includes(text(brand, 'orders.placedOn', { date: d })))).toBe(true);
    expect(card2).toContain(money(brand, 44.99, 9.6));
    // Delivery dates are parts of their own (streamed after the lists): order 4 has none (404).
    expect(html).toContain(text(brand, 'orders.delivery.unknown'));
    expect(html).toMatch(
      new RegExp(
        `${text(brand, 'orders.delivery.between', { from: '.+?', to: '.+?' })}|${text(brand, 'orders.delivery.on', { date: '.+?' })}`,
      ),
    );
  });

  it('/orders/{code}: products, labels, voucher, delivery, address, all localised', async () => {
    const res = await page(brand, 'demo', `/orders/${code(demoAccount, 2)}`);
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const html = res.body;
    expect(html).toContain(`<html lang="${brand.locale}"`);
    expect(html).toContain(`data-order="${code(demoAccount, 2)}"`);
    expect(daysAgo(brand, 5).some((d) => html.includes(d))).toBe(true);
    expect(html).toContain(money(brand, 44.99, 9.6));
    const book = between(html, `data-product="${code(demoAccount, 2)}-1"`, '</article>');
    expect(book).toContain(brand.names.book);
    expect(book).toMatch(new RegExp(`data-status="Ordered"[^>]*>${text(brand, 'orders.status.Ordered')}<`));
    expect(book).toContain(money(brand, 44.99));
    expect(book).toContain(text(brand, 'orders.payment.paymentSuccess'));
    expect(book).toContain(text(brand, 'orders.production.approved'));
    // The voucher is a part of its own, streamed after the product.
    expect(html).toContain(text(brand, 'orders.voucher.title', { code: 'WELCOME10', value: percent(brand, 10) }));
    expect(html).toContain(`data-product="${code(demoAccount, 2)}-2"`);
    expect(html).toMatch(
      new RegExp(
        `${text(brand, 'orders.delivery.between', { from: '.+?', to: '.+?' })}|${text(brand, 'orders.delivery.on', { date: '.+?' })}`,
      ),
    );
    expect(html).toContain(`data-delivery-type="Home">${text(brand, 'orders.address.type.Home')}<`);
    expect(html).toContain(`>${text(brand, 'orders.address.change')}</button>`);
  });

  it('/orders/{code}: delayed and awaiting-payment texts', async () => {
    const delayed = (await page(brand, 'demo', `/orders/${code(demoAccount, 3)}`)).body;
    expect(delayed).toContain(text(brand, 'orders.delayed.title'));
    expect(delayed).toContain(text(brand, 'orders.delayed'));
    const awaiting = (await page(brand, 'demo', `/orders/${code(demoAccount, 1)}`)).body;
    expect(awaiting).toContain(text(brand, 'orders.awaitingPayment.print'));
    expect(awaiting).toContain(text(brand, 'orders.awaitingPayment.voucher'));
  });

  it.each([
    [12, 'verificationFailed', 'small'],
    [13, 'processingFailed', 'a1'],
    [14, 'rejected', 'canvas'],
  ] as const)(
    '/orders/{code}: order %i shows the production label %s (from its sub-status), marked as a problem',
    async (n, label, name) => {
      const html = (await page(brand, 'demo', `/orders/${code(demoAccount, n)}`)).body;
      const product = between(html, `data-product="${code(demoAccount, n)}-1"`, '</article>');
      expect(product).toContain(brand.names[name]);
      expect(product).toMatch(new RegExp(`data-status="Ordered"[^>]*>${text(brand, 'orders.status.Ordered')}<`));
      expect(product).toContain(text(brand, 'orders.payment.paymentSuccess'));
      expect(product).toMatch(
        new RegExp(`<span data-production="${label}" class="[^"]*text-red-800[^"]*">${text(brand, `orders.production.${label}`)}</span>`),
      );
      expect(product).not.toContain(text(brand, 'orders.production.approved'));
    },
  );

  it("an unknown code and another customer's order both give the localised 'order not found' page with HTTP 404 (issue 17 §3)", async () => {
    for (const path of ['/orders/999999999', `/orders/${code(businessAccount, 1)}`]) {
      const res = await page(brand, 'demo', path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toContain(text(brand, 'orders.notFound.title'));
      expect(res.body, path).toContain('href="/orders"');
      expect(res.body, path).not.toContain(text(brand, 'orders.error.order'));
      expect(res.body, path).not.toContain('data-product=');
    }
  });

  it("business order details: the order's invoice and the link to all invoices", async () => {
    const html = (await page(brand, 'business', `/orders/${code(businessAccount, 1)}`)).body;
    const part = between(html, 'data-order-invoice', '</section>');
    expect(part).toContain(`>${text(brand, 'orders.invoice.title')}</h2>`);
    expect(part).toContain('href="/invoices"');
    // The download itself is a part of its own (streamed once the invoice list has answered).
    expect(html).toContain(`aria-label="${text(brand, 'invoices.download.invoice', { ref: code(businessAccount, 1) })}"`);
    // Business customers get their invoices from the invoice service, not per product.
    expect(html).not.toContain(text(brand, 'orders.invoice.download', { name: brand.names.book }));
  });

  it('overview: the three newest orders in progress and consumer shortcuts; business: status banner and business shortcuts', async () => {
    const consumer = await page(brand, 'demo', '/');
    expect(consumer.status).toBe(200);
    // The recent orders are a part of their own, streamed after the shell: the only orders on home.
    expect(consumer.body).toMatch(new RegExp(`id="overview-orders"[^>]*>${text(brand, 'overview.recentOrders')}</h2>`));
    expect([...consumer.body.matchAll(/<article [^>]*data-order="(\d+)"/g)].map((m) => Number(m[1]) - demoAccount * 1000)).toEqual([
      1, 2, 3,
    ]);
    const shortcuts = between(consumer.body, 'id="overview-shortcuts"', '</nav>');
    for (const href of ['/orders', '/settings', '/widgets', '/saved-projects']) expect(shortcuts).toContain(`href="${href}"`);
    for (const href of ['/invoices', '/integration']) expect(shortcuts).not.toContain(`href="${href}"`);
    expect(consumer.body).not.toContain('data-b2b-status');

    const business = await page(brand, 'business', '/');
    // Seed: the business account's status is Default (complete your details).
    expect(business.body).toContain('data-b2b-status="Default"');
    expect(business.body).toContain(text(brand, 'overview.b2b.default'));
    expect(business.body).toContain(text(brand, 'overview.b2b.completeDetails'));
    const businessShortcuts = between(business.body, 'id="overview-shortcuts"', '</nav>');
    for (const href of ['/orders', '/invoices', '/integration', '/settings/b2b', '/saved-projects'])
      expect(businessShortcuts).toContain(`href="${href}"`);
    expect(businessShortcuts).not.toContain('href="/widgets"');
  });

  it('a consumer opening the business pages is sent to the overview', async () => {
    for (const path of ['/invoices', '/integration', '/settings/b2b']) {
      const res = await page(brand, 'demo', path);
      expect(res.status, path).toBeGreaterThanOrEqual(300);
      expect(res.status, path).toBeLessThan(400);
      expect(new URL(res.headers.location ?? '', brandUrl(brand.key, '/')).pathname, path).toBe('/');
    }
  });
});
