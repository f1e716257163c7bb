import type { Context } from 'hono';

/** The 11 locales the app's catalogues have; the upstream answers its content in one of them. */
export const CONTENT_LOCALES = ['en-GB', 'nl-NL', 'es-ES', 'fr-FR', 'nl-BE', 'de-AT', 'it-IT', 'da-DK', 'pt-PT', 'nb-NO', 'sv-SE'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const CURRENCIES = ['EUR', 'GBP', 'DKK', 'NOK', 'SEK'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * What a request asks for: the content language (one of the catalogues) and the market whose
 * currency the customer pays in. Both come from `Accept-Language` (the app sends its brand's
 * regional locale first, e.g. `de-DE, de-AT;q=0.9`); no header → English content, euro market.
 */
export interface ContentView {
  locale: ContentLocale;
  currency: Currency;
}

export const DEFAULT_VIEW: ContentView = { locale: 'en-GB', currency: 'EUR' };

/** Markets outside the euro; every other country of the retailer pays in euros. */
const CURRENCY_BY_REGION: Readonly<Record<string, Currency>> = { GB: 'GBP', UK: 'GBP', DK: 'DKK', NO: 'NOK', SE: 'SEK' };

/** A language without its own match falls back to the catalogue of that language (Bokmål for Norwegian). */
const LOCALE_BY_LANGUAGE: Readonly<Record<string, ContentLocale>> = {
  en: 'en-GB',
  nl: 'nl-NL',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-AT',
  it: 'it-IT',
  da: 'da-DK',
  pt: 'pt-PT',
  nb: 'nb-NO',
  no: 'nb-NO',
  nn: 'nb-NO',
  sv: 'sv-SE',
};

/** `Accept-Language` ranges, best first (RFC 9110 §12.5.4; `*` and malformed entries are dropped). */
export function acceptedTags(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(t.tag) && t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}

/** The content locale and market of an `Accept-Language` value. */
export function viewOfAcceptLanguage(header: string | undefined | null): ContentView {
  const tags = acceptedTags(header);
  if (tags.length === 0) return DEFAULT_VIEW;
  const exact = tags.map((t) => CONTENT_LOCALES.find((l) => l.toLowerCase() === t.toLowerCase())).find(Boolean);
  const byLanguage = tags.map((t) => LOCALE_BY_LANGUAGE[t.split('-')[0]?.toLowerCase() ?? '']).find(Boolean);
  // The market is the first range's region: the customer's own country, not a fallback's.
  const region = tags[0]?.split('-')[1]?.toUpperCase() ?? '';
  return { locale: exact ?? byLanguage ?? 'en-GB', currency: CURRENCY_BY_REGION[region] ?? 'EUR' };
}

/**
 * The view of a Hono request; the answer names its language (`Content-Language`) and varies by it.
 * `fallback` stands in for a missing header (the public menu: the vendor's own locale).
 */
export function viewOf(c: Context, fallback?: string): ContentView {
  const view = viewOfAcceptLanguage(c.req.header('accept-language') || fallback);
  c.header('Content-Language', view.locale);
  c.header('Vary', 'Accept-Language', { append: true });
  return view;
}
