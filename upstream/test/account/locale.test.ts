// Issue 19 §3–4: each brand's customers get their market's currency and their language. The app
// sends the brand's locale as Accept-Language (docs/contracts.md); the answers below are what a
// customer of the UK, Danish, Norwegian, Swedish, German and French brands receives.
import { describe, expect, it } from 'vitest';
import { CONTENT, translate } from '../../src/locale/content';
import { CONTENT_LOCALES, viewOfAcceptLanguage } from '../../src/locale/negotiate';
import { priceIn } from '../../src/locale/prices';
import { call, json, newUser } from './helpers';

const as = (acceptLanguage: string) => ({ 'Accept-Language': acceptLanguage });

describe('Accept-Language: content locale and market', () => {
  it.each([
    [undefined, 'en-GB', 'EUR'],
    ['en-GB', 'en-GB', 'GBP'],
    ['en-IE, en-GB;q=0.9', 'en-GB', 'EUR'],
    ['de-DE, de-AT;q=0.9', 'de-AT', 'EUR'],
    ['da-DK', 'da-DK', 'DKK'],
    ['nb-NO', 'nb-NO', 'NOK'],
    ['no', 'nb-NO', 'EUR'],
    ['sv-SE', 'sv-SE', 'SEK'],
    ['fr-BE, fr-FR;q=0.9', 'fr-FR', 'EUR'],
    ['nl-BE', 'nl-BE', 'EUR'],
    ['ja-JP;q=0.2, pt-PT', 'pt-PT', 'EUR'],
    ['*', 'en-GB', 'EUR'],
  ])('%s → %s, %s', (header, locale, currency) => {
    expect(viewOfAcceptLanguage(header)).toEqual({ locale, currency });
  });

  it('has a real translation of every content text in every language (none is left in English by mistake)', () => {
    // Words these languages share with English (a poster is a 'Poster' in German, Dutch, French, Italian, Swedish; Dutch says 'Canvas').
    const same = new Set(['Poster', 'Canvas:nl-NL', 'Canvas:nl-BE']);
    for (const english of Object.keys(CONTENT)) {
      for (const locale of CONTENT_LOCALES.filter((l) => l !== 'en-GB')) {
        const text = translate(english, locale);
        expect(text, `${english} in ${locale}`).not.toBe('');
        if (!same.has(english) && !same.has(`${english}:${locale}`)) expect(text, `${english} in ${locale}`).not.toBe(english);
      }
    }
  });
});

describe('orders, invoices and vouchers in the market’s currency', () => {
  it.each([
    ['en-GB', 'GBP'],
    ['da-DK', 'DKK'],
    ['nb-NO', 'NOK'],
    ['sv-SE', 'SEK'],
    ['de-DE, de-AT;q=0.9', 'EUR'],
  ] as const)('%s: every amount in %s, totals adding up', async (header, currency) => {
    const u = await newUser('empty', 'demo');
    const all = await json(call(u, 'GET', '/order-api/v2/superorders/me?Offset=0&Limit=100', undefined, as(header)));
    for (const so of all.items) {
      expect(so.currency).toBe(currency);
      const sum = so.orders
        .filter((o: { status: string }) => o.status !== 'Cancelled')
        .reduce((s: number, o: { price: number; currency: string }) => {
          expect(o.currency).toBe(currency);
          return s + o.price;
        }, 0);
      expect(so.total).toBeCloseTo(sum, 2);
    }
    const book = all.items.flatMap((s: { orders: { price: number }[] }) => s.orders).find((o: { price: number }) => o.price > 0);
    expect(book.price).toBe(priceIn(49.99, currency));
    const historical = await json(call(u, 'GET', '/invoice-api/api/v1/HistoricalInvoice/me', undefined, as(header)));
    expect(historical.historicalInvoices.map((h: { currency: string }) => h.currency)).toEqual([currency, currency]);
    expect(historical.historicalInvoices.map((h: { amount: number }) => h.amount)).toEqual([
      priceIn(69.94, currency),
      priceIn(9.6, currency),
    ]);
    const spring = await json(call(u, 'GET', '/order-api/api/v1/campaigns/offers/SPRING5', undefined, as(header)));
    expect(spring).toMatchObject({ discountType: 'Amount', value: priceIn(5, currency), currency });
  });

  it('business invoices: a group’s amount is its order’s total in the market’s currency', async () => {
    const u = await newUser('business', 'business');
    const groups = await json(call(u, 'GET', '/invoice-api/api/v1/InvoiceGroupFiles/me', undefined, as('sv-SE')));
    const orders = await json(call(u, 'GET', '/order-api/v2/superorders/me', undefined, as('sv-SE')));
    for (const g of groups.invoiceGroups) {
      const so = orders.items.find((s: { superOrderCode: string }) => s.superOrderCode === g.orderRef);
      expect(g).toMatchObject({ currency: 'SEK', amount: so.total });
    }
  });

  it('no Accept-Language: the seeded euros (what older callers got)', async () => {
    const u = await newUser('empty', 'demo');
    const all = await json(call(u, 'GET', '/order-api/v2/superorders/me'));
    expect(new Set(all.items.map((s: { currency: string }) => s.currency))).toEqual(new Set(['EUR']));
  });
});

describe('content in the requested language', () => {
  it('cut-off campaigns and article groups', async () => {
    const u = await newUser('empty');
    const de = await json(call(u, 'GET', '/cutoff-api/v1/Campaign/christmas', undefined, as('de-DE, de-AT;q=0.9')));
    expect(de.title).toBe('Bestelle vor dem Stichtag für die Lieferung vor Weihnachten');
    const sv = await call(u, 'GET', '/cutoff-api/v1/ArticleGroup', undefined, as('sv-SE'));
    expect(sv.headers.get('Content-Language')).toBe('sv-SE');
    expect(sv.headers.get('Vary')).toMatch(/Accept-Language/);
    const groups = (await json(sv)).articleGroups.map((g: { name: string }) => g.name);
    expect(groups).toEqual(['Fotoböcker', 'Fotoutskrifter', 'Väggdekoration', 'Kalendrar']);
    const en = await json(call(u, 'GET', '/cutoff-api/v1/Campaign/christmas', undefined, as('en-GB')));
    expect(en.title).toBe('Order before the cut-off for delivery before Christmas');
  });

  it('the public menu: the requested language, else the vendor’s own (one domain, two languages: photobloom.be)', async () => {
    const labels = async (headers: Record<string, string>) =>
      (await json(call(null, 'GET', '/public-conf/photobloom.be', undefined, headers))).menu.map((m: { label: string }) => m.label);
    expect(await labels(as('fr-BE, fr-FR;q=0.9'))).toEqual([
      'Livres photo',
      'Tirages photo',
      'Décoration murale',
      'Calendriers',
      'Tous les produits',
    ]);
    expect(await labels({})).toEqual(['Fotoboeken', 'Afdrukken', 'Wanddecoratie', 'Kalenders', 'Alle producten']);
    const nb = await json(call(null, 'GET', '/public-conf/photobloom.no', undefined, as('nb-NO')));
    expect(nb.menu[1].label).toBe('Papirbilder');
  });

  it('vouchers, article names, product and project type names; the enum stays for the app’s logic', async () => {
    const u = await newUser('empty', 'demo');
    const voucher = await json(call(u, 'GET', '/order-api/api/v1/campaigns/offers/WELCOME10', undefined, as('fr-FR')));
    expect(voucher).toMatchObject({ title: 'Remise de bienvenue', description: '10\u202f% de réduction sur votre premier livre photo' });
    const all = await json(call(u, 'GET', '/order-api/v2/superorders/me', undefined, as('es-ES')));
    const products = all.items.flatMap((s: { orders: unknown[] }) => s.orders);
    const names = new Set(products.map((o: { articleName: string }) => o.articleName));
    expect(names).toContain('Fotolibro grande horizontal');
    expect(names).toContain('Copias de fotos 10x15');
    expect(names).toContain('Póster A2');
    expect(products.find((o: { productType: string }) => o.productType === 'PhotoBook').productTypeName).toBe('Fotolibro');
    const projects = await json(call(u, 'GET', `/project-api/api/v2/projects/${u.accountId}?limit=6`, undefined, as('da-DK')));
    expect(projects.projects.map((p: { productType: string; productTypeName: string }) => [p.productType, p.productTypeName])).toEqual(
      expect.arrayContaining([
        ['PhotoBook', 'Fotobog'],
        ['Calendar', 'Kalender'],
        ['Canvas', 'Lærred'],
      ]),
    );
    const historical = await json(call(u, 'GET', '/invoice-api/api/v1/HistoricalInvoice/me', undefined, as('nl-NL')));
    expect(historical.historicalInvoices[0]).toMatchObject({ channel: 'albelli-nl', channelName: 'albelli.nl' });
  });
});

describe('issue 35 §3: payment methods, article titles and order maps in the customer’s language', () => {
  it('payment-method labels of the customer record (names like iDEAL and PayPal stay)', async () => {
    const u = await newUser('business', 'business');
    const fr = await json(call(u, 'GET', '/customer-api/customers/me', undefined, as('fr-FR')));
    expect(fr.availablePaymentMethods.map((p: { label: string }) => p.label)).toEqual([
      'iDEAL',
      'Carte bancaire',
      'PayPal',
      'Facture (paiement différé, comptes professionnels)',
    ]);
    const nb = await json(call(u, 'GET', '/customer-api/customers/me', undefined, as('nb-NO')));
    expect(nb.availablePaymentMethods.find((p: { type: string }) => p.type === 'Invoice').label).toBe(
      'Faktura (betal senere, bedriftskontoer)',
    );
    const en = await json(call(u, 'GET', '/customer-api/customers/me', undefined, as('en-GB')));
    expect(en.availablePaymentMethods.find((p: { type: string }) => p.type === 'CreditCard').label).toBe('Credit card');
  });

  it('order-map names', async () => {
    const u = await newUser('business', 'business');
    const de = await json(call(u, 'GET', '/invoice-api/v1/Pdfs/me', undefined, as('de-DE, de-AT;q=0.9')));
    expect(de.pdfs.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['Bestellmappe Januar', 'Bestellmappe März']));
  });

  it('article titles of a channel in the channel’s language', async () => {
    const u = await newUser();
    const query = 'query($code: String!, $locale: String!) { channel(code: $code, locale: $locale) { articles { id title } } }';
    const nl = await json(call(u, 'POST', '/merchandise/graphql', { query, variables: { code: 'albelli-nl', locale: 'nl-NL' } }));
    const titles = nl.data.channel.articles.map((a: { title: string }) => a.title);
    expect(titles).toContain('Fotoboek groot liggend');
    expect(titles).not.toContain('Photo book large landscape');
  });
});
