import { describe, expect, it } from 'vitest';
import { fakeHttp } from '../../../tests/fixtures/test-transport';
import { GraphQlError, merchandiseApi } from './merchandise';
import { fallbackMenuConfig, publicMenuConfigApi } from './public-menu-config';

describe('merchandise (GraphQL)', () => {
  it('posts the Channels query to the endpoint itself and parses the answer', async () => {
    const { http, calls } = fakeHttp({
      'POST /': { body: { data: { channels: [{ id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL' }] } } },
    });
    expect(await merchandiseApi(http).channels()).toEqual([{ id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL' }]);
    expect(calls[0]!.url).toBe('http://up.test/base');
    expect((calls[0]!.body as { query: string }).query).toContain('channels');
  });

  it('passes code and locale to the Channel query', async () => {
    const article = {
      id: 'PAP_001',
      type: 'PhotoBook',
      title: 'XL',
      pageHeight: 300,
      pageWidth: 300,
      visibility: 'VISIBLE',
      links: [{ rel: 'shop', url: 'https://www.albelli.nl/photo-books' }],
      optionGroups: [{ id: 'paper', type: 'PAPER', title: 'Paper', options: [{ id: 'matte', title: 'Matte' }] }],
    };
    const channel = {
      id: 'c1',
      vendorId: 'albelli-nl',
      locale: 'nl-NL',
      currencyId: 'EUR',
      shopUrl: 'https://www.albelli.nl',
      articles: [article, { ...article, id: 'PAP_910', pageHeight: null, pageWidth: null }],
    };
    const { http, calls } = fakeHttp({ 'POST /': { body: { data: { channel } } } });
    expect((await merchandiseApi(http).channel('c1', 'nl-NL'))?.currencyId).toBe('EUR');
    expect((calls[0]!.body as { variables: unknown }).variables).toEqual({ code: 'c1', locale: 'nl-NL' });
    expect((calls[0]!.body as { query: string }).query).toContain('options { id title }');
  });

  it('throws when the GraphQL answer carries errors (spec §8)', async () => {
    const { http } = fakeHttp({ 'POST /': { body: { data: null, errors: [{ message: 'Unknown channel' }] } } });
    await expect(merchandiseApi(http).channels()).rejects.toBeInstanceOf(GraphQlError);
    await expect(merchandiseApi(http).channels()).rejects.toThrow('Unknown channel');
  });
});

describe('public menu config', () => {
  it('returns the upstream config', async () => {
    const shop = 'https://www.albelli.nl';
    const body = {
      vendorDomain: 'albelli.nl',
      vendorId: 'albelli-nl',
      locale: 'nl-NL',
      menu: [{ id: 'photobooks', label: 'Photo books', url: `${shop}/photo-books` }],
      links: {
        home: shop,
        allProducts: `${shop}/products`,
        faq: `${shop}/help`,
        customerCare: `${shop}/contact`,
        privacy: `${shop}/privacy`,
      },
    };
    const { http, calls } = fakeHttp({ 'GET /photobloom.nl': { body } });
    expect((await publicMenuConfigApi(http).menu('photobloom.nl')).links.faq).toBe(`${shop}/help`);
    expect(calls[0]!.url).toBe('http://up.test/base/photobloom.nl');
  });

  it.each([
    ['a failure', { 'GET /photobloom.nl': { status: 500, text: 'down' } }],
    ['an unknown domain (404)', {}],
    [
      'an invalid answer',
      { 'GET /photobloom.nl': { body: { vendorDomain: 'x', menu: [{ id: 'a', label: 'b', url: 'javascript:alert(1)' }], links: {} } } },
    ],
  ])('falls back to the built-in defaults on %s and tells the reporter', async (_name, routes) => {
    const { http } = fakeHttp(routes);
    const seen: unknown[] = [];
    expect(await publicMenuConfigApi(http, (e) => seen.push(e)).menu('photobloom.nl')).toEqual(fallbackMenuConfig('photobloom.nl'));
    expect(seen).toHaveLength(1);
  });
});
