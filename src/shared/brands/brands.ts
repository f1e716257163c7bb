import type { Locale } from '../i18n/locales';
import type { Brand } from './brand-schema';
import type { Region } from './regions';

export type { Brand } from './brand-schema';
export { REGIONS } from './regions';

/**
 * Feedback-form id per locale (the spec lists one per locale, not per brand; brands sharing a
 * locale share the form, e.g. DE and AT both use de-AT).
 */
export const FEEDBACK_FORM_IDS: Readonly<Record<Locale, string>> = {
  'en-GB': 'fb-en-gb-3k9q',
  'nl-NL': 'fb-nl-nl-7r2m',
  'es-ES': 'fb-es-es-1x8d',
  'fr-FR': 'fb-fr-fr-5t4w',
  'nl-BE': 'fb-nl-be-2c6v',
  'de-AT': 'fb-de-at-9h3j',
  'it-IT': 'fb-it-it-4n7p',
  'da-DK': 'fb-da-dk-8b1s',
  'pt-PT': 'fb-pt-pt-6g5z',
  'nb-NO': 'fb-nb-no-0y2k',
  'sv-SE': 'fb-sv-se-3u8f',
};

interface Entry {
  key: string;
  host: string;
  vendorDomain: string;
  countryCode: string;
  locale: Locale;
  currency: string;
  /** Path prefix of the store on a vendor domain shared by two languages (BE). */
  storePrefix?: string;
  /** Deploy region; default "eu" (see REGIONS). */
  region?: Region;
  extra?: Partial<Pick<Brand, 'authority' | 'extraSignInParams' | 'chat'>>;
}

const FAMILIES = {
  Albelli: { name: 'photobloom', primaryColor: '#e4405f', accentColor: '#1f2a44', logoText: 'Photobloom' },
  Resnap: { name: 'snapbook', primaryColor: '#00a19a', accentColor: '#23313f', logoText: 'Snapbook' },
} as const;

/**
 * The staging host of a production host: the vendor domain with `-staging` before its public
 * suffix (`my.photobloom.co.uk` → `my.photobloom-staging.co.uk`). A registrable domain of its own,
 * not a subdomain: the token cookies go to the parent domain (account-area spec), so a staging
 * host under `photobloom.nl` would overwrite the production cookies of `my.photobloom.nl`.
 */
export function stagingHostOf(host: string, vendorDomain: string): string {
  const [name, ...suffix] = vendorDomain.split('.');
  return `${host.slice(0, -vendorDomain.length)}${name}-staging.${suffix.join('.')}`;
}

function brand(channelType: Brand['channelType'], e: Entry, vendorId: string): Brand {
  const store = `https://www.${e.vendorDomain}${e.storePrefix ?? ''}`;
  const staging = stagingHostOf(e.host, e.vendorDomain);
  return {
    key: e.key,
    hosts: [e.host, staging, `${e.key}.localhost`],
    deploy: { region: e.region ?? 'eu', production: e.host, staging },
    vendorDomain: e.vendorDomain,
    vendorId,
    channelType,
    countryCode: e.countryCode,
    locale: e.locale,
    currency: e.currency,
    authority: e.extra?.authority ?? 'main',
    ...(e.extra?.extraSignInParams ? { extraSignInParams: e.extra.extraSignInParams } : {}),
    storeLinks: {
      front: `${store}/`,
      allProducts: `${store}/products`,
      faq: `https://help.${e.vendorDomain}${e.storePrefix ?? ''}/faq`,
      customerCare: `https://help.${e.vendorDomain}${e.storePrefix ?? ''}/contact`,
    },
    theme: { ...FAMILIES[channelType] },
    feedbackFormId: FEEDBACK_FORM_IDS[e.locale],
    chat: e.extra?.chat ?? { enabled: true, provider: 'helpdesk-chat' },
  };
}

const pb = (e: Omit<Entry, 'key' | 'host' | 'vendorDomain'> & { tld: string; suffix?: string }) =>
  brand(
    'Albelli',
    {
      ...e,
      key: `photobloom-${e.suffix ?? e.countryCode.toLowerCase()}`,
      host: e.suffix === 'be-fr' ? 'moncompte.photobloom.be' : `my.photobloom.${e.tld}`,
      vendorDomain: `photobloom.${e.tld}`,
    },
    `PB-${e.suffix?.toUpperCase() ?? e.countryCode}`,
  );

/** Every brand the app serves (16). The first entry is the default brand of plain localhost. */
export const BRANDS: readonly Brand[] = [
  pb({ countryCode: 'GB', tld: 'co.uk', locale: 'en-GB', currency: 'GBP' }),
  pb({ countryCode: 'IE', tld: 'ie', locale: 'en-GB', currency: 'EUR' }),
  pb({ countryCode: 'NL', tld: 'nl', locale: 'nl-NL', currency: 'EUR' }),
  pb({ countryCode: 'BE', tld: 'be', locale: 'nl-BE', currency: 'EUR', storePrefix: '/nl' }),
  pb({ countryCode: 'BE', tld: 'be', suffix: 'be-fr', locale: 'fr-FR', currency: 'EUR', storePrefix: '/fr' }),
  pb({ countryCode: 'FR', tld: 'fr', locale: 'fr-FR', currency: 'EUR' }),
  pb({ countryCode: 'ES', tld: 'es', locale: 'es-ES', currency: 'EUR' }),
  pb({ countryCode: 'IT', tld: 'it', locale: 'it-IT', currency: 'EUR' }),
  // Germany has no de-DE catalogue; the spec's "one channel uses de-AT" is this one.
  pb({ countryCode: 'DE', tld: 'de', locale: 'de-AT', currency: 'EUR' }),
  pb({ countryCode: 'AT', tld: 'at', locale: 'de-AT', currency: 'EUR' }),
  pb({ countryCode: 'DK', tld: 'dk', locale: 'da-DK', currency: 'DKK' }),
  pb({ countryCode: 'PT', tld: 'pt', locale: 'pt-PT', currency: 'EUR' }),
  pb({
    countryCode: 'NO',
    tld: 'no',
    locale: 'nb-NO',
    currency: 'NOK',
    extra: { extraSignInParams: { acr_values: 'bankid-no' } },
  }),
  pb({ countryCode: 'SE', tld: 'se', locale: 'sv-SE', currency: 'SEK', extra: { authority: 'se' } }),
  brand(
    'Resnap',
    {
      key: 'snapbook-nl',
      host: 'my.snapbook.nl',
      vendorDomain: 'snapbook.nl',
      countryCode: 'NL',
      locale: 'nl-NL',
      currency: 'EUR',
      extra: { chat: { enabled: false } },
    },
    'SB-NL',
  ),
  brand(
    'Resnap',
    {
      key: 'snapbook-no',
      host: 'my.snapbook.no',
      vendorDomain: 'snapbook.no',
      countryCode: 'NO',
      locale: 'nb-NO',
      currency: 'NOK',
      extra: { chat: { enabled: false } },
    },
    'SB-NO',
  ),
];

/** The brand of `http://localhost:8787` and `127.0.0.1` (the GB brand). */
export const DEFAULT_BRAND: Brand = BRANDS[0]!;

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '::1'];

const byHost = new Map<string, Brand>();
const byKey = new Map<string, Brand>();
for (const b of BRANDS) {
  byKey.set(b.key, b);
  for (const h of b.hosts) byHost.set(h, b);
}
for (const h of LOOPBACK_HOSTS) byHost.set(h, DEFAULT_BRAND);

/**
 * Lower-cases a Host header value and drops its port and a trailing dot, so `My.Photobloom.NL.:443`
 * and `my.photobloom.nl` are the same host. IPv6 literals keep their address without brackets.
 */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(h);
  if (v6) return v6[1]!;
  h = h.replace(/:\d*$/, '');
  return h.endsWith('.') ? h.slice(0, -1) : h;
}

export function brandForKey(key: string): Brand | undefined {
  return byKey.get(key);
}

/**
 * Resolves a request's host to its brand. `extraHosts` (the environment's BRAND_HOSTS, host →
 * brand key) adds staging or regional hosts without touching the table.
 */
export function brandForHost(host: string, extraHosts?: Readonly<Record<string, string>>): Brand | undefined {
  const h = normalizeHost(host);
  const direct = byHost.get(h);
  if (direct) return direct;
  if (!extraHosts) return undefined;
  for (const [extra, key] of Object.entries(extraHosts)) {
    if (normalizeHost(extra) === h) return byKey.get(key);
  }
  return undefined;
}

/**
 * Query parameters the brand adds to the authorization request: the brand's own extras plus
 * `theme=stripped` when the page is shown in stripped mode (decided per request, not per brand).
 */
export function signInParams(b: Brand, opts: { stripped: boolean }): Record<string, string> {
  return { ...(b.extraSignInParams ?? {}), ...(opts.stripped ? { theme: 'stripped' } : {}) };
}
