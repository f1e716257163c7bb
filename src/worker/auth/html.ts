import type { Context } from 'hono';
import { intlFor } from '../../shared/i18n/catalogue';
import type { MessageId } from '../../shared/i18n/intl';
import type { AppEnv } from '../env';
import { escapeHtml } from '../errors/error-page';

/**
 * Plain, script-free pages of the auth and confirmation flows: they are served outside the React
 * app (they must work before sign-in, and the confirmation pages must not run code on a page whose
 * URL carries a token). Styles are inline (CSP allows 'unsafe-inline' for styles only).
 */
export interface PlainPage {
  heading: string;
  paragraphs?: string[];
  /** Inner HTML placed after the paragraphs; callers escape every value they put in it. */
  bodyHtml?: string;
  links?: { href: string; text: string }[];
  reference?: string;
}

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222}' +
  'button,.button{display:inline-block;margin-top:1rem;padding:.6rem 1.2rem;font:inherit;cursor:pointer}' +
  'small{color:#666}';

export function plainPageHtml(c: Context<AppEnv>, p: PlainPage): string {
  const brand = c.var.brand;
  const intl = intlFor(brand.locale);
  const title = `${p.heading} | ${brand.vendorDomain}`;
  const paragraphs = (p.paragraphs ?? []).map((t) => `<p>${escapeHtml(t)}</p>`).join('');
  const links = (p.links ?? []).map((l) => `<p><a class="button" href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></p>`).join('');
  const reference = p.reference ? `<p><small>${escapeHtml(p.reference)}</small></p>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(intl.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main><h1>${escapeHtml(p.heading)}</h1>${paragraphs}${p.bodyHtml ?? ''}${links}${reference}</main></body>
</html>`;
}

/** Catalogue text in the brand's locale. */
export function t(c: Context<AppEnv>, id: MessageId, values?: Record<string, string>): string {
  return intlFor(c.var.brand.locale).formatMessage({ id }, values);
}

/** The localised "couldn't sign you in" page with a link to try again. */
export function authErrorPage(c: Context<AppEnv>, status: 400 | 502, tryAgainHref: string): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(plainPageHtml(c, {
    heading: t(c, 'auth.error.title'),
    paragraphs: [t(c, 'auth.error.message')],
    links: [{ href: tryAgainHref, text: t(c, 'auth.error.tryAgain') }],
    reference: t(c, 'error.correlationId', { id: c.var.correlationId ?? 'unknown' }),
  }), status);
}
