import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { BASE, call, json, newUser } from './helpers';

const gql = (u: Parameters<typeof call>[0], query: string, variables?: Record<string, unknown>) =>
  call(u, 'POST', '/merchandise/graphql', { query, variables });

describe('merchandise GraphQL', () => {
  it('answers channels and one channel with articles and option groups; unknown channel is null; validation errors', async () => {
    const u = await newUser();
    const list = await json(gql(u, '{ channels { id vendorId locale } }'));
    expect(list.data.channels).toContainEqual({ id: 'albelli-nl', vendorId: 'albelli-nl', locale: 'nl-NL' });
    const one = await json(
      gql(
        u,
        'query($code: String!, $locale: String!) { channel(code: $code, locale: $locale) { id vendorId locale currencyId shopUrl articles { id type title pageHeight pageWidth visibility links { rel url } optionGroups { id type title options { id title } } } } }',
        {
          code: 'albelli-se',
          locale: 'sv-SE',
        },
      ),
    );
    expect(one.data.channel).toMatchObject({ id: 'albelli-se', currencyId: 'SEK', shopUrl: 'https://www.albelli.se' });
    expect(one.data.channel.articles[0].optionGroups.map((g: { type: string }) => g.type)).toContain('COVER_TYPE');
    expect((await json(gql(u, '{ channel(code: "nope", locale: "nl-NL") { id } }'))).data.channel).toBeNull();
    const bad = await gql(u, '{ channels { nope } }');
    const body = (await bad.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toContain('Cannot query field "nope"');
    expect((await gql(null, '{ channels { id } }')).status).toBe(401);
  });
});

describe('cutoff and public menu config', () => {
  it('answers article groups and campaigns (404 unknown)', async () => {
    const u = await newUser();
    const groups = await json(call(u, 'GET', '/cutoff-api/v1/ArticleGroup'));
    expect(groups.articleGroups[0]).toMatchObject({ id: 'photobooks', cutoffTime: '14:00' });
    expect(await json(call(u, 'GET', '/cutoff-api/v1/Campaign/christmas'))).toMatchObject({ name: 'christmas', active: true });
    expect((await call(u, 'GET', '/cutoff-api/v1/Campaign/none')).status).toBe(404);
    expect((await call(null, 'GET', '/cutoff-api/v1/ArticleGroup')).status).toBe(401);
  });

  it('answers the menu of a vendor domain without a token; unknown domain 404', async () => {
    const res = await SELF.fetch(`${BASE}/public-conf/albelli.nl`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      vendorDomain: 'albelli.nl',
      menu: expect.any(Array),
      links: { allProducts: 'https://www.albelli.nl/products' },
    });
    expect((await SELF.fetch(`${BASE}/public-conf/www.albelli.be`)).status).toBe(200);
    expect((await SELF.fetch(`${BASE}/public-conf/example.com`)).status).toBe(404);
  });

  it('knows the app’s brands: menu per vendor domain and a merchandise channel per brand vendor id', async () => {
    const menu = await SELF.fetch(`${BASE}/public-conf/photobloom.co.uk`);
    expect(await json(menu)).toMatchObject({
      vendorDomain: 'photobloom.co.uk',
      vendorId: 'PB-GB',
      links: { allProducts: 'https://www.photobloom.co.uk/products' },
    });
    const u = await newUser();
    const one = await json(gql(u, '{ channel(code: "SB-NO", locale: "nb-NO") { id currencyId shopUrl } }'));
    expect(one.data.channel).toEqual({ id: 'SB-NO', currencyId: 'NOK', shopUrl: 'https://www.snapbook.no' });
  });
});
