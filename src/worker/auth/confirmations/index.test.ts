import { beforeEach, describe, expect, it } from 'vitest';
import { type FakeIdp, freshIdp, ORIGIN, testApp, testEnv, UPSTREAM_BASE, USER } from '../../../../tests/worker/auth';
import { CSRF_COOKIE, CSRF_FIELD } from '../../middleware/csrf';
import { ACCESS_COOKIE } from '../session/token-cookies';

let idp: FakeIdp;
const env = testEnv();
const TOKEN = 'tok_ABCdef-123456789';

beforeEach(async () => {
  idp = await freshIdp();
});

async function signedInCookies(): Promise<Record<string, string>> {
  return { [ACCESS_COOKIE]: await idp.sign(USER) };
}

function send(path: string, cookies: Record<string, string>, init: RequestInit = {}) {
  const cookie = Object.entries(cookies)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('; ');
  const headers = new Headers(init.headers);
  headers.set('Cookie', cookie);
  return testApp(idp).request(`${ORIGIN}${path}`, { ...init, headers }, env);
}

/** GET the form, return its hidden fields and the cookies to post with. */
async function openForm(path: string, cookies: Record<string, string>) {
  const res = await send(path, cookies);
  expect(res.status).toBe(200);
  const html = await res.text();
  const fields: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g))
    fields[m[1]!] = m[2]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
  // The CSRF cookie the page minted (through the cookie jar), as the browser would keep it.
  const csrf = res.headers
    .getSetCookie()
    .find((v) => v.startsWith(`${CSRF_COOKIE}=`))
    ?.split(';')[0]
    ?.slice(CSRF_COOKIE.length + 1);
  return { res, html, fields, cookies: { ...cookies, ...(csrf ? { [CSRF_COOKIE]: decodeURIComponent(csrf) } : {}) } };
}

const post = (
  path: string,
  cookies: Record<string, string>,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: ORIGIN },
) =>
  send(path, cookies, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
  });

const upstreamPosts = () =>
  idp.calls.filter((c) => c.method === 'POST' && (c.url.includes('/identity-api/') || c.url.includes('/email-gateway/')));

describe('delete-account and change-email confirmation', () => {
  it('GET shows a localised confirm form, sends no-referrer and no-store, consumes nothing', async () => {
    const { res, html, fields } = await openForm(`/delete-account-confirmation?confirmation-token=${TOKEN}`, await signedInCookies());
    expect(html).toContain('Confirm account deletion');
    expect(html).toContain('<form action="/delete-account-confirmation" method="post">');
    expect(html).not.toContain('<script');
    expect(fields['confirmation-token']).toBe(TOKEN);
    expect(res.headers.getSetCookie().find((v) => v.startsWith(`${CSRF_COOKIE}=`))).toMatch(/; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(upstreamPosts()).toHaveLength(0);
  });

  it('GET in another locale uses the brand locale', async () => {
    const res = await testApp(idp).request(
      `http://photobloom-nl.localhost:8787/change-email-confirmation?confirmation-token=${TOKEN}`,
      {
        headers: { Cookie: `${ACCESS_COOKIE}=${await idp.sign(USER)}` },
      },
      env,
    );
    expect(await res.text()).toContain('Bevestig je nieuwe e-mailadres');
  });

  it('signed out: sign in first, coming back to the link', async () => {
    const res = await send(`/delete-account-confirmation?confirmation-token=${TOKEN}`, {});
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(
      `/auth/login?returnTo=${encodeURIComponent(`/delete-account-confirmation?confirmation-token=${TOKEN}`)}`,
    );
  });

  it('POST confirms with the identity API and signs out towards /account-deleted', async () => {
    const form = await openForm(`/delete-account-confirmation?confirmation-token=${TOKEN}`, await signedInCookies());
    // What Chromium sends for a form on a no-referrer page: Origin null, Sec-Fetch-Site same-origin.
    const res = await post('/delete-account-confirmation', form.cookies, form.fields, { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' });
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/logout?next=%2Faccount-deleted');
    const [call] = upstreamPosts();
    expect(call!.url).toBe(`${UPSTREAM_BASE}/identity-api/v2/identities/local/local-1001/deleteaccount/${TOKEN}/actions/confirm`);
    expect(call!.headers.get('Authorization')).toMatch(/^Bearer ey/);
    expect(call!.headers.get('X-CorrelationId')).toBeTruthy();
  });

  it('POST change-email → /change-email-success via logout; a failure → /change-email-error', async () => {
    const form = await openForm(`/change-email-confirmation?confirmation-token=${TOKEN}`, await signedInCookies());
    const ok = await post('/change-email-confirmation', form.cookies, form.fields);
    expect(ok.headers.get('Location')).toBe('/logout?next=%2Fchange-email-success');
    expect(upstreamPosts()[0]!.url).toContain('/emailchanges/');
    idp.confirmStatus = 410;
    const bad = await post('/change-email-confirmation', form.cookies, form.fields);
    expect(bad.headers.get('Location')).toBe('/change-email-error');
  });

  it('an expired / reused / tampered link goes to the error page', async () => {
    idp.confirmStatus = 404;
    const form = await openForm(`/delete-account-confirmation?confirmation-token=${TOKEN}`, await signedInCookies());
    const res = await post('/delete-account-confirmation', form.cookies, form.fields);
    expect(res.headers.get('Location')).toBe('/delete-account-error');
  });

  it('a missing or malformed token goes to the error page', async () => {
    for (const q of ['', '?confirmation-token=', '?confirmation-token=%3Cscript%3E']) {
      const res = await send(`/delete-account-confirmation${q}`, await signedInCookies());
      expect(res.headers.get('Location')).toBe('/delete-account-error');
    }
  });

  it('CSRF: cross-site Origin, missing or foreign CSRF token, missing CSRF cookie are refused without an upstream call', async () => {
    const form = await openForm(`/delete-account-confirmation?confirmation-token=${TOKEN}`, await signedInCookies());
    const cases = [
      post('/delete-account-confirmation', form.cookies, form.fields, { Origin: 'https://evil.test' }),
      post('/delete-account-confirmation', form.cookies, form.fields, { Origin: 'http://shop.localhost:8787' }),
      post('/delete-account-confirmation', form.cookies, form.fields, { Origin: 'null' }),
      post('/delete-account-confirmation', form.cookies, form.fields, { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }),
      post('/delete-account-confirmation', form.cookies, form.fields, { 'Sec-Fetch-Site': 'same-site' }),
      post('/delete-account-confirmation', form.cookies, form.fields, {}),
      post('/delete-account-confirmation', form.cookies, { ...form.fields, [CSRF_FIELD]: 'A'.repeat(43) }),
      post('/delete-account-confirmation', form.cookies, { 'confirmation-token': TOKEN }),
      post('/delete-account-confirmation', await signedInCookies(), form.fields),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.headers.get('Location')).toBe('/delete-account-error');
    }
    // A token minted for the change-email form does not work for deletion.
    const other = await openForm(`/change-email-confirmation?confirmation-token=${TOKEN}`, form.cookies);
    const cross = await post('/delete-account-confirmation', form.cookies, other.fields);
    expect(cross.headers.get('Location')).toBe('/delete-account-error');
    expect(upstreamPosts()).toHaveLength(0);
  });
});

describe('subscription confirmation (public)', () => {
  const q = `?confirmation-token=${TOKEN}&email=${encodeURIComponent('fan@example.com')}`;

  it('GET shows the form without sign-in; POST confirms at the e-mail gateway without a bearer', async () => {
    const form = await openForm(`/subscription-confirmation${q}`, {});
    expect(form.html).toContain('Confirm your subscription');
    expect(form.html).toContain('fan@example.com');
    expect(form.res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(upstreamPosts()).toHaveLength(0);
    const res = await post('/subscription-confirmation', form.cookies, form.fields);
    expect(res.headers.get('Location')).toBe('/subscription-confirmation-success');
    const [call] = upstreamPosts();
    expect(call!.url).toBe(`${UPSTREAM_BASE}/email-gateway/api/v1/Profiles/fan%40example.com/subscription/confirm/${TOKEN}`);
    expect(call!.headers.get('Authorization')).toBeNull();
    expect(JSON.parse(call!.body!)).toEqual({ email: 'fan@example.com', confirmationToken: TOKEN });
  });

  it('a gateway failure or missing parameter goes to the error page', async () => {
    idp.confirmStatus = 400;
    const form = await openForm(`/subscription-confirmation${q}`, {});
    // A gateway failure keeps the link's parameters for the error page's 'Try again'.
    expect((await post('/subscription-confirmation', form.cookies, form.fields)).headers.get('Location')).toBe(
      `/subscription-confirmation-error${q}`,
    );
    expect((await send(`/subscription-confirmation?confirmation-token=${TOKEN}`, {})).headers.get('Location')).toBe(
      '/subscription-confirmation-error',
    );
    expect((await send('/subscription-confirmation?email=a%40b.c', {})).headers.get('Location')).toBe('/subscription-confirmation-error');
  });

  it('a cross-site post is refused', async () => {
    const form = await openForm(`/subscription-confirmation${q}`, {});
    const res = await post('/subscription-confirmation', form.cookies, form.fields, { Origin: 'https://evil.test' });
    expect(res.headers.get('Location')).toBe('/subscription-confirmation-error');
    expect(upstreamPosts()).toHaveLength(0);
  });
});
