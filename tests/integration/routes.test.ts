import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { ROUTES, type RouteCase } from '../worker/routes.table';

const BRANDS = [
  { key: 'photobloom-gb', locale: 'en-GB', vendorDomain: 'photobloom.co.uk' },
  { key: 'photobloom-nl', locale: 'nl-NL', vendorDomain: 'photobloom.nl' },
] as const;

const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
const cookies = new Map<string, string>();

beforeAll(async () => {
  for (const brand of BRANDS) {
    const origin = brandUrl(brand.key, '').replace(/\/$/, '');
    cookies.set(`${brand.key}:consumer`, (await signIn(origin, 'demo@example.com', DEMO_PASSWORD)).header());
    cookies.set(`${brand.key}:business`, (await signIn(origin, 'business@example.com', DEMO_PASSWORD)).header());
  }
}, 120_000);

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const pages = ROUTES.filter((r: RouteCase) => !r.workerHandled && !r.redirectsTo);

describe.each(BRANDS)('every route on $key', (brand) => {
  const messages = catalogue(brand.locale);
  it.each(pages.map((r) => [r.name, r] as const))('%s answers with its localised title and lang', async (_name, route) => {
    const cookie = cookies.get(`${brand.key}:${route.account ?? 'consumer'}`) ?? '';
    const res = await request(brandUrl(brand.key, route.path), { headers: { Cookie: cookie } });
    expect(res.status, route.path).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(`<html lang="${brand.locale}"`);
    const title = messages[route.titleId];
    expect(title, `${route.titleId} in ${brand.locale}`).toBeTruthy();
    expect(res.body).toContain(`<title>${escapeHtml(title!)} | ${brand.vendorDomain}</title>`);
    if (route.plain) {
      expect(res.body).not.toMatch(/<script\b/);
    } else {
      // Streamed: no Content-Length, the body is sent in chunks as React renders it.
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.headers['transfer-encoding']).toBe('chunked');
    }
  });
});

describe('stripped mode', () => {
  it('drops the header, side menu and chat, and keeps stripped=true on internal links', async () => {
    const cookie = cookies.get('photobloom-gb:consumer')!;
    const full = await request(brandUrl('photobloom-gb', '/orders'), { headers: { Cookie: cookie } });
    const bare = await request(brandUrl('photobloom-gb', '/orders?stripped=true'), { headers: { Cookie: cookie } });
    expect(full.body).toMatch(/<header\b/);
    expect(full.body).toMatch(/<nav\b/);
    expect(bare.status).toBe(200);
    expect(bare.body).not.toMatch(/<header\b/);
    expect(bare.body).not.toMatch(/<nav\b/);
    const internalLinks = [...bare.body.matchAll(/<a\b[^>]*href="(\/[^"]*)"/g)].map((m) => m[1]!);
    for (const href of internalLinks) expect(href).toMatch(/[?&]stripped=true/);
  });

  // Issue 35 §6: stripped mode honoured on every page, the worker's own pages too ('Sign out?').
  it.each([...pages.map((r) => [r.name, r.path, r.account] as const), ['logout', '/logout', undefined] as const])(
    '%s in stripped mode has no frame',
    async (_name, path, account) => {
      const cookie = cookies.get(`photobloom-gb:${account ?? 'consumer'}`) ?? '';
      const res = await request(brandUrl('photobloom-gb', `${path}${path.includes('?') ? '&' : '?'}stripped=true`), {
        headers: { Cookie: cookie },
      });
      expect(res.status, path).toBe(200);
      // The frame's stripped <main>, or the bare frame (the photo viewer), which never has chrome.
      expect(res.body.includes('data-stripped=""') || res.body.includes('data-frame="bare"'), path).toBe(true);
      expect(res.body, path).not.toMatch(/<footer\b/);
      expect(res.body, path).not.toContain('data-help-button');
    },
  );
});
