import { describe, expect, it } from 'vitest';
import { GraphQlError, merchandiseApi } from './merchandise';
import { FALLBACK_MENU_CONFIG, publicMenuConfigApi } from './public-menu-config';
import { fakeHttp } from './test-transport';

describe('merchandise (GraphQL)', () => {
  it('posts the Channels query to the endpoint itself and parses the answer', async () => {
    const { http, calls } = fakeHttp({ 'POST /': { body: { data: { channels: [{ id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL' }] } } } });
    expect(await merchandiseApi(http).channels()).toEqual([{ id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL' }]);
    expect(calls[0]!.url).toBe('http://up.test/base');
    expect((calls[0]!.body as { query: string }).query).toContain('channels');
  });

  it('passes code and locale to the Channel query', async () => {
    const channel = { id: 'c1', vendorId: 'albelli-nl', locale: 'nl-NL', currencyId: 'EUR', shopUrl: 'https://www.albelli.nl', articles: [{ id: 'a1', type: 'PhotoBook', title: 'XL', pageHeight: 30, pageWidth: 30 }] };
    const { http, calls } = fakeHttp({ 'POST /': { body: { data: { channel } } } });
    expect((await merchandiseApi(http).channel('c1', 'nl-NL'))?.currencyId).toBe('EUR');
    expect((calls[0]!.body as { variables: unknown }).variables).toEqual({ code: 'c1', locale: 'nl-NL' });
  });

  it('throws when the GraphQL answer carries errors (spec §8)', async () => {
    const { http } = fakeHttp({ 'POST /': { body: { data: null, errors: [{ message: 'Unknown channel' }] } } });
    await expect(merchandiseApi(http).channels()).rejects.toBeInstanceOf(GraphQlError);
    await expect(merchandiseApi(http).channels()).rejects.toThrow('Unknown channel');
  });
});

describe('public menu config', () => {
  it('returns the upstream config', async () => {
    const { http, calls } = fakeHttp({ 'GET /photobloom.nl': { body: { items: [{ key: 'overview' }], faqUrl: 'https://help.photobloom.nl/faq' } } });
    expect((await publicMenuConfigApi(http).menu('photobloom.nl')).faqUrl).toBe('https://help.photobloom.nl/faq');
    expect(calls[0]!.url).toBe('http://up.test/base/photobloom.nl');
  });

  it.each([
    ['a failure', { 'GET /photobloom.nl': { status: 500, text: 'down' } }],
    ['an invalid answer', { 'GET /photobloom.nl': { body: { faqUrl: 'javascript:alert(1)' } } }],
  ])('falls back to the built-in defaults on %s and tells the reporter', async (_name, routes) => {
    const { http } = fakeHttp(routes);
    const seen: unknown[] = [];
    expect(await publicMenuConfigApi(http, (e) => seen.push(e)).menu('photobloom.nl')).toBe(FALLBACK_MENU_CONFIG);
    expect(seen).toHaveLength(1);
  });
});
