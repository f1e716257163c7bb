import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { type CookieJar, cookieValue, DEMO_PASSWORD, signIn } from '../../support/sign-in';

// Issue 15 items 7 and 8 against the real worker and identity provider: sign-out is a same-origin
// POST that revokes the refresh-token family, and a GET of /logout from elsewhere signs nobody out.

const { upstreamUrl } = stackUrls();
const gb = brandUrl('photobloom-gb', '').replace(/\/$/, '');
const AT = '__Secure-myaccount-at';
const RT = '__Secure-myaccount-rt';
const CUST = '__Secure-myaccount-cust';
const nl = JSON.parse(readFileSync('locales/nl-NL.json', 'utf8')) as Record<string, string>;
const hidden = (html: string) =>
  Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"\/>/g)].map((m) => [m[1]!, m[2]!]));
const without = (cookie: string, ...names: string[]) =>
  cookie
    .split('; ')
    .filter((c) => !names.some((n) => c.startsWith(`${n}=`)))
    .join('; ');

const me = (origin: string, cookie: string) => request(`${origin}/api/customer/customers/me`, { headers: { Cookie: cookie } });

/** The 'Sign out?' page a cross-site link gets, and the POST its button sends. */
async function signOutByForm(origin: string, jar: CookieJar) {
  const page = await request(`${origin}/logout`, { headers: { Cookie: jar.header(), 'Sec-Fetch-Site': 'cross-site' } });
  jar.store(page.headers['set-cookie']);
  const out = await request(`${origin}/logout`, {
    method: 'POST',
    headers: { Cookie: jar.header(), Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(hidden(page.body)).toString(),
  });
  return { page, out };
}

describe('GET /logout from elsewhere', () => {
  it('shows the localised plain Sign out? page and signs nobody out', async () => {
    const nlOrigin = brandUrl('photobloom-nl', '').replace(/\/$/, '');
    const jar = await signIn(nlOrigin, 'demo@example.com', DEMO_PASSWORD);
    const variants: Record<string, string>[] = [{ 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }, {}];
    for (const headers of variants) {
      const res = await request(`${nlOrigin}/logout`, { headers: { Cookie: jar.header(), ...headers } });
      expect(res.status).toBe(200);
      expect(res.body).toContain('<html lang="nl-NL"');
      expect(res.body).toContain(nl['signOut.confirm.title']!);
      expect(res.body).toContain(nl['signOut.confirm.message']!);
      expect(res.body).toContain(`>${nl['signOut.confirm.button']}</button>`);
      expect(res.body).not.toMatch(/<script\b/);
      expect(Object.keys(hidden(res.body))).toEqual(['_csrf']);
      // Nothing was cleared, nothing revoked: the session still reads data.
      expect([res.headers['set-cookie'] ?? []].flat().some((l) => l.startsWith(`${AT}=;`) || l.startsWith(`${RT}=;`))).toBe(false);
    }
    expect((await me(nlOrigin, jar.header())).status).toBe(200);
  });

  it("the app's own link (a same-origin navigation) still signs out at once", async () => {
    const jar = await signIn(gb, 'demo@example.com', DEMO_PASSWORD);
    const out = await request(`${gb}/logout`, {
      headers: { Cookie: jar.header(), 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(out.status).toBe(302);
    expect(new URL(String(out.headers.location)).pathname).toBe('/oidc/main/logout');
    const old = jar.header();
    jar.store(out.headers['set-cookie']);
    expect(jar.names()).not.toContain(RT);
    expect((await me(gb, old)).status).toBe(401);
  });
});

describe('POST /logout', () => {
  it('clears the cookies, revokes the session at the identity provider: the old cookies get nothing', async () => {
    const jar = await signIn(gb, 'demo@example.com', DEMO_PASSWORD);
    const old = jar.header();
    const { out } = await signOutByForm(gb, jar);
    expect(out.status).toBe(302);
    expect(new URL(String(out.headers.location)).href.startsWith(`${upstreamUrl}/oidc/main/logout?`)).toBe(true);
    const lines = [out.headers['set-cookie'] ?? []].flat();
    for (const name of [AT, RT, CUST])
      expect(
        lines.some((l) => l.startsWith(`${name}=;`) && /max-age=0/i.test(l)),
        name,
      ).toBe(true);

    // The still-unexpired access cookie: the APIs refuse the ended session.
    const data = await me(gb, old);
    expect(data.status).toBe(401);
    expect(data.body).not.toContain('demo@example.com');
    // Without the 5-minute gate cookie the page's entry check asks the API, which refuses: sign-in.
    const page = await request(`${gb}/orders`, { headers: { Cookie: without(old, CUST) } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/auth/login?returnTo=%2Forders');
    // The replayed refresh cookie (alone, as once the access cookie expired) mints nothing.
    const replay = await request(`${gb}/orders`, { headers: { Cookie: `${RT}=${cookieValue(old, RT)}` } });
    expect(replay.status).toBe(302);
    expect(replay.headers.location).toBe('/auth/login?returnTo=%2Forders');
    expect([replay.headers['set-cookie'] ?? []].flat().some((l) => l.startsWith(`${RT}=;`))).toBe(true);
  });

  it('a cross-site form, or one without the signed token, signs nobody out', async () => {
    const jar = await signIn(gb, 'demo@example.com', DEMO_PASSWORD);
    const form = { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: jar.header() };
    for (const headers of [
      { ...form, Origin: 'https://evil.example.com', 'Sec-Fetch-Site': 'cross-site' },
      { ...form, Origin: gb },
    ]) {
      const res = await request(`${gb}/logout`, { method: 'POST', headers, body: '' });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/logout');
      expect([res.headers['set-cookie'] ?? []].flat().some((l) => l.startsWith(`${RT}=;`))).toBe(false);
    }
    expect((await me(gb, jar.header())).status).toBe(200);
  });
});

describe('the identity provider', () => {
  it('advertises its revocation endpoint', async () => {
    const doc = (await request(`${upstreamUrl}/oidc/main/.well-known/openid-configuration`)).body;
    expect(JSON.parse(doc).revocation_endpoint).toBe(`${upstreamUrl}/oidc/main/revoke`);
  });
});
