// The FTP callback form of /integration posted as a browser without JavaScript would (issue 8 /
// issue 9 forms): the worker checks the session, Origin and the signed `_csrf` token, validates with
// the form's own schema, saves through the embedded upstream's customer API and redirects back;
// the page then shows the outcome, localised. Fresh business accounts, so nothing shared changes.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../support/env';
import { request } from '../support/http';
import { type CookieJar, signIn } from '../support/sign-in';
import { throwawayAccount } from '../support/upstream-admin';

const { upstreamUrl } = stackUrls();
const BRANDS = [
  { key: 'photobloom-gb', locale: 'en-GB' },
  { key: 'photobloom-de', locale: 'de-AT' },
] as const;
const text = (locale: string, id: string) => {
  const m = (JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, string>)[id];
  if (!m) throw new Error(`${id} missing in ${locale}`);
  return m;
};
const unescapeHtml = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&quot;', '"').replaceAll('&amp;', '&');

const freshAccount = (profile: 'business' | 'consumer') => throwawayAccount(profile, upstreamUrl);

/** Signs in, opens /integration like a browser and keeps the cookies (incl. the form cookie) and the rendered token. */
async function openPage(origin: string, profile: 'business' | 'consumer') {
  const a = await freshAccount(profile);
  const jar: CookieJar = await signIn(origin, a.email, a.password);
  const page = await request(`${origin}/integration`, { headers: { Cookie: jar.header() } });
  jar.store(page.headers['set-cookie']);
  const token = /<input type="hidden" name="_csrf" value="([A-Za-z0-9_-]{43})"\/>/.exec(page.body)?.[1];
  return { jar, token, page };
}

const post = (origin: string, jar: CookieJar, form: Record<string, string>, headers: Record<string, string> = {}) =>
  request(`${origin}/integration`, {
    method: 'POST',
    headers: { Cookie: jar.header(), 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin, ...headers },
    body: new URLSearchParams(form).toString(),
  });

describe.each(BRANDS)('FTP callback form without JavaScript on $key ($locale)', (brand) => {
  const origin = brandUrl(brand.key, '').replace(/\/$/, '');
  let s: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    s = await openPage(origin, 'business');
  }, 60_000);

  it('renders a plain post form with the session’s token', () => {
    expect(s.page.status).toBe(200);
    expect(s.page.body).toMatch(/<form[^>]*action="\/integration"[^>]*method="post"/);
    expect(s.token).toBeDefined();
    expect(s.page.body).toContain('name="callbackUrl"');
  });

  it('streams the form after the shell, and a browser without scripts gets it in place (the complete variant, ?nojs=1)', async () => {
    // Issue 18 §7: the page no longer waits for the customer record before its first byte; the
    // streamed page sends a browser that runs no script to the complete variant (src/worker/ssr/no-script.ts).
    expect(s.page.body).toMatch(/<noscript><meta http-equiv="refresh" content="0;url=\/integration\?nojs=1"/);
    const complete = await request(`${origin}/integration?nojs=1`, { headers: { Cookie: s.jar.header() } });
    expect(complete.status).toBe(200);
    const form = complete.body.indexOf('name="callbackUrl"');
    const firstSegment = complete.body.search(/<div hidden id="[^"]*S:/);
    expect(form).toBeGreaterThan(0);
    expect(firstSegment).toBe(-1);
    expect(complete.body).toMatch(/<input type="hidden" name="_csrf" value="[A-Za-z0-9_-]{43}"\/>/);
  });

  it('refuses a post without the token, with a forged token or from another origin (403), and saves nothing', async () => {
    const form = { callbackUrl: 'https://evil.example/steal', callbackFormat: 'json' };
    expect((await post(origin, s.jar, form)).status).toBe(403);
    expect((await post(origin, s.jar, { ...form, _csrf: `${s.token!.slice(0, -4)}AAAA` })).status).toBe(403);
    expect((await post(origin, s.jar, { ...form, _csrf: s.token! }, { Origin: 'http://evil.localhost:1' })).status).toBe(403);
    const after = unescapeHtml((await request(`${origin}/integration`, { headers: { Cookie: s.jar.header() } })).body);
    expect(after).not.toContain('evil.example');
  });

  it('an invalid URL comes back as the schema’s localised message with the typed URL kept, nothing saved', async () => {
    const res = await post(origin, s.jar, { _csrf: s.token!, callbackUrl: 'ftp://files.example.org/in', callbackFormat: 'json' });
    // The page itself (issue 17 §1): the message beside the field, what was typed still in it, and
    // never in the address.
    expect(res.status).toBe(400);
    expect(res.headers['content-location']).toBe('/integration?s=invalid&url=invalidUrl');
    const html = unescapeHtml(res.body);
    expect(html).toContain(text(brand.locale, 'ftp.error.url'));
    expect(html).toContain('value="ftp://files.example.org/in"');
  });

  it('a valid callback is saved through the customer API and shown on the page with the localised confirmation', async () => {
    const url = `https://hooks.example.org/${brand.key}/${Date.now()}`;
    const res = await post(origin, s.jar, { _csrf: s.token!, callbackUrl: url, callbackFormat: 'xml' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/integration?s=saved');
    const html = unescapeHtml((await request(`${origin}/integration?s=saved`, { headers: { Cookie: s.jar.header() } })).body);
    expect(html).toContain(text(brand.locale, 'ftp.callback.saved'));
    expect(html).toContain(`value="${url}"`);
    expect(html).toMatch(/<option value="xml" selected=""/);
  });
});

describe('FTP callback form post by a consumer', () => {
  it('with a valid token is sent to the overview (the form is business only)', async () => {
    const origin = brandUrl('photobloom-gb', '').replace(/\/$/, '');
    const a = await freshAccount('consumer');
    const jar = await signIn(origin, a.email, a.password);
    // The consumer's own settings form carries this session's token.
    const settings = await request(`${origin}/settings/personal-details`, { headers: { Cookie: jar.header() } });
    jar.store(settings.headers['set-cookie']);
    const token = /name="_csrf" value="([A-Za-z0-9_-]{43})"/.exec(settings.body)?.[1];
    expect(token).toBeDefined();
    const res = await post(origin, jar, { _csrf: token!, callbackUrl: 'https://hooks.example.org/c', callbackFormat: 'json' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/');
  }, 60_000);
});
