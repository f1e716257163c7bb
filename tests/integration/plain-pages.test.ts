import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl } from '../support/env';
import { type HttpResult, request } from '../support/http';
import { CookieJar, DEMO_PASSWORD, signIn } from '../support/sign-in';

/**
 * The e-mail-link confirm pages, the sign-in error page and /logout's neighbours are React routes
 * rendered in plain mode (issue 14 point 4): the same public frame as the other public pages,
 * localised, no script at all, and the confirm forms carry the worker's CSRF token.
 */
const TOKEN = 'plain-pages-token-0001';
const catalogue = (locale: string): Record<string, string> => JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8'));
const en = catalogue('en-GB');
const nl = catalogue('nl-NL');
const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/** The brand header of the public frame: identical markup on every public page of a brand. */
const headerOf = (html: string) => /<header\b[\s\S]*?<\/header>/.exec(html)?.[0];
const stylesheetOf = (html: string) => /<link rel="stylesheet" href="[^"]+"\/>/.exec(html)?.[0];
const hiddenFields = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]));

let reference: HttpResult;
let consumer: CookieJar;

beforeAll(async () => {
  // A public page that was React-rendered in plain mode before this change: the frame to match.
  reference = await request(brandUrl('photobloom-gb', '/account-deleted'));
  consumer = await signIn(brandUrl('photobloom-gb', '').replace(/\/$/, ''), 'demo@example.com', DEMO_PASSWORD);
}, 60_000);

function expectPlainPublicPage(res: HttpResult, lang: string, title: string, vendorDomain = 'photobloom.co.uk') {
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.body.startsWith(`<!DOCTYPE html><html lang="${lang}"`)).toBe(true);
  expect(res.body).toContain(`<title>${escapeHtml(title)} | ${vendorDomain}</title>`);
  expect(res.body).toContain('data-frame="public"');
  expect(res.body).toMatch(/<h1 id="page-title"[^>]*>/);
  // 0 KB JavaScript: no script element, no inline handler, no hydration data.
  expect(res.body).not.toMatch(/<script\b/);
  expect(res.body).not.toMatch(/\son[a-z]+=/);
}

describe('confirm pages are plain React pages in the public frame', () => {
  it('/subscription-confirmation (public): frame, title, lang, CSRF field, no-referrer, no-store', async () => {
    const res = await request(brandUrl('photobloom-gb', `/subscription-confirmation?confirmation-token=${TOKEN}&email=fan%40example.com`));
    expect(res.status).toBe(200);
    expectPlainPublicPage(res, 'en-GB', en['confirm.subscription.title']!);
    expect(headerOf(res.body)).toBe(headerOf(reference.body));
    expect(stylesheetOf(res.body)).toBe(stylesheetOf(reference.body));
    expect(res.body).toContain(en['confirm.subscription.message']!.replace('{email}', 'fan@example.com'));
    expect(res.body).toContain('<form action="/subscription-confirmation" method="post">');
    const fields = hiddenFields(res.body);
    expect(Object.keys(fields)).toEqual(['confirmation-token', 'email', '_csrf']);
    expect(fields['confirmation-token']).toBe(TOKEN);
    // E-mail-link tokens carry their signed expiry: `<exp>.<mac>`.
    expect(fields._csrf).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.body).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(res.headers['cache-control']).toBe('no-store');
    expect([res.headers['set-cookie'] ?? []].flat().some((l) => l.startsWith('__Host-myaccount-csrf='))).toBe(true);
  });

  it('the CSRF token comes from the worker, never from the URL', async () => {
    const res = await request(
      brandUrl('photobloom-gb', `/subscription-confirmation?confirmation-token=${TOKEN}&email=fan%40example.com&_csrf=attacker-chosen`),
    );
    expect(hiddenFields(res.body)._csrf).not.toBe('attacker-chosen');
    expect(res.body).not.toContain('attacker-chosen');
  });

  it.each([
    ['/delete-account-confirmation', 'confirm.deleteAccount'],
    ['/change-email-confirmation', 'confirm.changeEmail'],
  ] as const)('%s (signed in): frame, title, lang, CSRF field, no-referrer, no-store', async (path, key) => {
    const res = await request(brandUrl('photobloom-gb', `${path}?confirmation-token=${TOKEN}`), { headers: { Cookie: consumer.header() } });
    expect(res.status).toBe(200);
    expectPlainPublicPage(res, 'en-GB', en[`${key}.title`]!);
    expect(headerOf(res.body)).toBe(headerOf(reference.body));
    expect(res.body).toContain(escapeHtml(en[`${key}.message`]!));
    expect(res.body).toContain(`>${en[`${key}.button`]}</button>`);
    expect(res.body).toContain(`<form action="${path}" method="post">`);
    const fields = hiddenFields(res.body);
    expect(fields['confirmation-token']).toBe(TOKEN);
    // E-mail-link tokens carry their signed expiry: `<exp>.<mac>`.
    expect(fields._csrf).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('localised by the brand (nl-NL)', async () => {
    const res = await request(brandUrl('photobloom-nl', `/subscription-confirmation?confirmation-token=${TOKEN}&email=fan%40example.com`));
    expectPlainPublicPage(res, 'nl-NL', nl['confirm.subscription.title']!, 'photobloom.nl');
    expect(res.body).toContain(`>${nl['confirm.subscription.button']}</button>`);
  });
});

describe('the sign-in error page is a plain React page', () => {
  it('a failed callback shows it in place, with status, retry link and reference', async () => {
    const login = await request(brandUrl('photobloom-gb', '/auth/login?returnTo=%2Forders'));
    expect(login.status).toBe(302);
    const state = new URL(String(login.headers.location)).searchParams.get('state')!;
    const jar = new CookieJar();
    jar.store(login.headers['set-cookie']);
    const res = await request(brandUrl('photobloom-gb', `/auth/callback?error=access_denied&state=${state}`), {
      headers: { Cookie: jar.header() },
    });
    expect(res.status).toBe(400);
    expectPlainPublicPage(res, 'en-GB', en['auth.error.title']!);
    expect(headerOf(res.body)).toBe(headerOf(reference.body));
    expect(res.body).toContain(escapeHtml(en['auth.error.message']!));
    expect(res.body).toMatch(new RegExp(`<a href="/orders"[^>]*>${en['auth.error.tryAgain']}</a>`));
    expect(res.body).toMatch(/Reference: [0-9a-f-]{36}/);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/sign-in-error opened directly: the same page, retry = sign in', async () => {
    const res = await request(brandUrl('photobloom-nl', '/sign-in-error'));
    expect(res.status).toBe(200);
    expectPlainPublicPage(res, 'nl-NL', nl['auth.error.title']!, 'photobloom.nl');
    expect(res.body).toContain('href="/auth/login"');
  });
});

describe('/logout', () => {
  it('signed out: nothing to end, a redirect, never a page', async () => {
    const res = await request(brandUrl('photobloom-gb', '/logout'));
    expect(res.status).toBe(302);
    expect(res.body).toBe('');
  });

  it('signed in, from another site: the Sign out? page in the public frame with its POST form', async () => {
    const res = await request(brandUrl('photobloom-gb', '/logout?next=%2Forders'), {
      headers: { Cookie: consumer.header(), 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(res.status).toBe(200);
    expectPlainPublicPage(res, 'en-GB', en['page.signOut.title']!);
    expect(headerOf(res.body)).toBe(headerOf(reference.body));
    expect(res.body).toContain(`>${escapeHtml(en['signOut.confirm.title']!)}</h1>`);
    expect(res.body).toContain('<form action="/logout" method="post">');
    expect(Object.keys(hiddenFields(res.body))).toEqual(['_csrf', 'next']);
    expect(hiddenFields(res.body).next).toBe('/orders');
  });
});
