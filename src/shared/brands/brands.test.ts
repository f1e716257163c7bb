import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { brandTableSchema } from './brand-schema';
import { BRANDS, brandForHost, DEFAULT_BRAND, FEEDBACK_FORM_IDS, signInParams, stagingHostOf } from './brands';

describe('brand table', () => {
  it('passes the schema (unique keys and hosts, local host per brand, store links on vendor domain)', () => {
    expect(() => brandTableSchema.parse(BRANDS)).not.toThrow();
  });

  it('has 16 brands in two channel types', () => {
    expect(BRANDS).toHaveLength(16);
    expect(new Set(BRANDS.map((b) => b.channelType))).toEqual(new Set(['Albelli', 'Resnap']));
  });

  it('sends only the Swedish brand to the "se" authority', () => {
    expect(BRANDS.filter((b) => b.authority === 'se').map((b) => b.countryCode)).toEqual(['SE']);
  });

  it('gives extra sign-in parameters to exactly one Norwegian brand', () => {
    const withExtras = BRANDS.filter((b) => b.extraSignInParams);
    expect(withExtras).toHaveLength(1);
    expect(withExtras[0]!.countryCode).toBe('NO');
  });

  it('uses de-AT for both DE and AT, and has a feedback form id for every locale', () => {
    expect(
      BRANDS.filter((b) => b.locale === 'de-AT')
        .map((b) => b.countryCode)
        .sort(),
    ).toEqual(['AT', 'DE']);
    for (const l of LOCALES) expect(FEEDBACK_FORM_IDS[l]).toMatch(/\S/);
    for (const b of BRANDS) expect(b.feedbackFormId).toBe(FEEDBACK_FORM_IDS[b.locale]);
  });

  it('gives each brand a production and a staging host of its own (routes: npm run routes)', () => {
    for (const b of BRANDS) expect(b.hosts.slice(0, 2)).toEqual([b.deploy.production, b.deploy.staging]);
    expect(stagingHostOf('my.photobloom.co.uk', 'photobloom.co.uk')).toBe('my.photobloom-staging.co.uk');
    expect(stagingHostOf('moncompte.photobloom.be', 'photobloom.be')).toBe('moncompte.photobloom-staging.be');
  });

  it('rejects a brand whose staging host is not among its hosts', () => {
    const b = BRANDS[0]!;
    const bad = [{ ...b, deploy: { ...b.deploy, staging: 'my.elsewhere.example' } }];
    expect(brandTableSchema.safeParse(bad).success).toBe(false);
  });

  it('rejects a table with a duplicate host', () => {
    const dup = [BRANDS[0]!, { ...BRANDS[1]!, hosts: [...BRANDS[1]!.hosts, BRANDS[0]!.hosts[0]!] }];
    expect(brandTableSchema.safeParse(dup).success).toBe(false);
  });
});

describe('brandForHost', () => {
  const everyHost = BRANDS.flatMap((b) => b.hosts.map((h) => [h, b.key] as const));
  it.each(everyHost)('%s → %s', (host, key) => {
    expect(brandForHost(host)?.key).toBe(key);
  });

  it.each([
    ['localhost', DEFAULT_BRAND.key],
    ['localhost:8787', DEFAULT_BRAND.key],
    ['127.0.0.1', DEFAULT_BRAND.key],
    ['127.0.0.1:8787', DEFAULT_BRAND.key],
    ['[::1]:8787', DEFAULT_BRAND.key],
    ['photobloom-nl.localhost:8787', 'photobloom-nl'],
    ['MY.PHOTOBLOOM.CO.UK', 'photobloom-gb'],
    ['my.photobloom.co.uk.', 'photobloom-gb'],
    ['My.Photobloom.Se.:443', 'photobloom-se'],
    ['moncompte.photobloom.be', 'photobloom-be-fr'],
    ['my.snapbook.no', 'snapbook-no'],
    ['my.photobloom-staging.co.uk', 'photobloom-gb'],
    ['moncompte.photobloom-staging.be', 'photobloom-be-fr'],
    ['my.snapbook-staging.no', 'snapbook-no'],
  ])('%s → %s', (host, key) => {
    expect(brandForHost(host)?.key).toBe(key);
  });

  it.each(['evil.test', 'photobloom.co.uk', 'my.photobloom.co.uk.evil.test', 'unknown.localhost', '', '10.0.0.1'])(
    'unknown host %j → undefined',
    (host) => {
      expect(brandForHost(host)).toBeUndefined();
    },
  );

  it('accepts environment extra hosts, and ignores entries naming no brand', () => {
    const extra = { 'staging.photobloom.nl': 'photobloom-nl', 'x.test': 'no-such-brand' };
    expect(brandForHost('Staging.Photobloom.NL:443', extra)?.key).toBe('photobloom-nl');
    expect(brandForHost('x.test', extra)).toBeUndefined();
  });
});

describe('signInParams', () => {
  const no = BRANDS.find((b) => b.extraSignInParams)!;
  it.each([
    [DEFAULT_BRAND, false, {}],
    [DEFAULT_BRAND, true, { theme: 'stripped' }],
    [no, false, { acr_values: 'bankid-no' }],
    [no, true, { acr_values: 'bankid-no', theme: 'stripped' }],
  ])('%#', (b, stripped, expected) => {
    expect(signInParams(b, { stripped })).toEqual(expected);
  });
});
