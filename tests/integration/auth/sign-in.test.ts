import { describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { cookieValue, DEMO_PASSWORD } from '../../support/sign-in';
import { cookieAttributes, cookieLine, traceSignIn } from './flow';

const { upstreamUrl } = stackUrls();
const origin = (key: string) => brandUrl(key, '').replace(/\/$/, '');
const AT = '__Secure-myaccount-at';
const RT = '__Secure-myaccount-rt';
const CUST = '__Secure-myaccount-cust';

describe('sign-in through the real identity provider', () => {
  it('photobloom-gb: PKCE + state + nonce at /oidc/main, back on the page first asked for, signed in there', async () => {
    const gb = origin('photobloom-gb');
    // A signed-out visit remembers the page…
    const first = await request(`${gb}/orders?tab=open`);
    expect(first.status).toBe(302);
    const loginPath = String(first.headers.location);
    expect(loginPath).toBe('/auth/login?returnTo=%2Forders%3Ftab%3Dopen');

    const t = await traceSignIn(gb, 'demo@example.com', DEMO_PASSWORD, encodeURIComponent('/orders?tab=open'));
    const q = t.authorizeUrl.searchParams;
    expect(`${t.authorizeUrl.origin}${t.authorizeUrl.pathname}`).toBe(`${upstreamUrl}/oidc/main/authorize`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('myaccount');
    expect(q.get('redirect_uri')).toBe(`${gb}/auth/callback`);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')?.length).toBeGreaterThanOrEqual(16);
    expect(q.get('nonce')?.length).toBeGreaterThanOrEqual(16);
    expect(q.get('ui_locales')).toBe('en-GB');
    expect(q.has('acr_values')).toBe(false);

    // …and the callback returns to it.
    expect(t.callback.status).toBe(302);
    expect(t.callback.headers.location).toBe('/orders?tab=open');
    const page = await request(`${gb}/orders?tab=open`, { headers: { Cookie: t.jar.header() } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="en-GB"');
  });

  it('photobloom-se signs in at /oidc/se; a token of the main authority is refused there (issuer pinned per brand)', async () => {
    const se = origin('photobloom-se');
    const t = await traceSignIn(se, 'demo-se@example.com', DEMO_PASSWORD, encodeURIComponent('/orders'));
    expect(`${t.authorizeUrl.origin}${t.authorizeUrl.pathname}`).toBe(`${upstreamUrl}/oidc/se/authorize`);
    expect(t.authorizeUrl.searchParams.get('ui_locales')).toBe('sv-SE');
    expect(t.callback.status).toBe(302);
    expect(t.callback.headers.location).toBe('/orders');
    const page = await request(`${se}/orders`, { headers: { Cookie: t.jar.header() } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="sv-SE"');

    const main = await traceSignIn(origin('photobloom-gb'), 'demo@example.com', DEMO_PASSWORD);
    const at = cookieValue(main.jar.header(), AT)!;
    const foreign = await request(`${se}/orders`, { headers: { Cookie: `${AT}=${at}` } });
    expect(foreign.status).toBe(302);
    expect(foreign.headers.location).toBe('/auth/login?returnTo=%2Forders');
  });

  it('photobloom-no carries its extra sign-in parameter and completes', async () => {
    const no = origin('photobloom-no');
    const t = await traceSignIn(no, 'demo@example.com', DEMO_PASSWORD, encodeURIComponent('/saved-projects'));
    expect(`${t.authorizeUrl.origin}${t.authorizeUrl.pathname}`).toBe(`${upstreamUrl}/oidc/main/authorize`);
    expect(t.authorizeUrl.searchParams.get('acr_values')).toBe('bankid-no');
    expect(t.authorizeUrl.searchParams.get('ui_locales')).toBe('nb-NO');
    expect(t.callback.headers.location).toBe('/saved-projects');
    const page = await request(`${no}/saved-projects`, { headers: { Cookie: t.jar.header() } });
    expect(page.status).toBe(200);
  });

  it('stripped pages ask the identity provider for the stripped theme', async () => {
    const res = await request(`${origin('photobloom-gb')}/auth/login?returnTo=${encodeURIComponent('/orders?stripped=true')}`);
    expect(res.status).toBe(302);
    expect(new URL(String(res.headers.location)).searchParams.get('theme')).toBe('stripped');
  });

  it('sets the token cookies __Secure-, HttpOnly, Secure, SameSite=Lax, Path=/, host-only on *.localhost', async () => {
    const t = await traceSignIn(origin('photobloom-gb'), 'demo@example.com', DEMO_PASSWORD);
    for (const name of [AT, RT, CUST]) {
      const line = cookieLine(t.setCookies, name);
      expect(line, name).toBeDefined();
      const a = cookieAttributes(line!);
      expect(a.has('httponly'), `${name} HttpOnly`).toBe(true);
      expect(a.has('secure'), `${name} Secure`).toBe(true);
      expect(a.get('samesite')?.toLowerCase(), name).toBe('lax');
      expect(a.get('path'), name).toBe('/');
      expect(a.has('domain'), `${name} host-only`).toBe(false);
      expect(Number(a.get('max-age')), name).toBeGreaterThan(0);
    }
    // The access cookie lives as long as the token (15 minutes), the refresh cookie the idle timeout.
    expect(Number(cookieAttributes(cookieLine(t.setCookies, AT)!).get('max-age'))).toBeLessThanOrEqual(15 * 60);
    expect(Number(cookieAttributes(cookieLine(t.setCookies, RT)!).get('max-age'))).toBe(60 * 60);
    // The sign-in state cookie is removed.
    expect(t.setCookies.some((l) => l.startsWith('__Secure-myaccount-auth=;') && /max-age=0/i.test(l))).toBe(true);
  });

  it.each([
    ['my.photobloom.co.uk', 'photobloom.co.uk'],
    ['my.photobloom.nl', 'photobloom.nl'],
  ])('on the real brand host %s the cookies set by a refresh carry Domain=%s', async (host, domain) => {
    const t = await traceSignIn(origin('photobloom-gb'), 'demo@example.com', DEMO_PASSWORD);
    const rt = cookieValue(t.jar.header(), RT)!;
    // Only the refresh token: the worker must refresh and write both cookies for this host.
    const res = await request(`${stackUrls().appUrl.replace('localhost', '127.0.0.1')}/orders`, {
      headers: { Host: host, Cookie: `${RT}=${rt}` },
    });
    expect(res.status).toBe(200);
    const lines = [res.headers['set-cookie'] ?? []].flat();
    for (const name of [AT, RT]) {
      const line = cookieLine(lines, name);
      expect(line, `${name} rotated: ${lines.join(' | ')}`).toBeDefined();
      const a = cookieAttributes(line!);
      expect(a.get('domain'), name).toBe(domain);
      expect(a.has('httponly') && a.has('secure')).toBe(true);
      expect(a.get('samesite')?.toLowerCase()).toBe('lax');
      expect(a.get('path')).toBe('/');
    }
    expect(cookieValue(lines.map((l) => l.split(';')[0]).join('; '), RT)).not.toBe(rt);

    // /logout on that host clears them on the same Domain (else the browser would keep them).
    const out = await request(`${stackUrls().appUrl.replace('localhost', '127.0.0.1')}/logout`, { headers: { Host: host } });
    const cleared = [out.headers['set-cookie'] ?? []].flat().filter((l) => l.startsWith(`${AT}=;`) || l.startsWith(`${RT}=;`));
    expect(cleared).toHaveLength(2);
    for (const l of cleared) {
      expect(cookieAttributes(l).get('domain')).toBe(domain);
      expect(cookieAttributes(l).get('max-age')).toBe('0');
    }
  });

  it("/logout (the app's own link) clears every session cookie at once and ends the session at the authority", async () => {
    const gb = origin('photobloom-gb');
    const t = await traceSignIn(gb, 'demo@example.com', DEMO_PASSWORD);
    const out = await request(`${gb}/logout`, {
      headers: { Cookie: t.jar.header(), 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' },
    });
    expect(out.status).toBe(302);
    const lines = [out.headers['set-cookie'] ?? []].flat();
    for (const name of [AT, RT, CUST])
      expect(
        lines.some((l) => l.startsWith(`${name}=;`) && /max-age=0/i.test(l)),
        name,
      ).toBe(true);
    const end = new URL(String(out.headers.location));
    expect(`${end.origin}${end.pathname}`).toBe(`${upstreamUrl}/oidc/main/logout`);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${gb}/auth/logged-out`);
    t.jar.store(lines);
    const after = await request(`${gb}/orders`, { headers: { Cookie: t.jar.header() } });
    expect(after.status).toBe(302);
    expect(after.headers.location).toMatch(/^\/auth\/login\?/);
  });
});

describe('returnTo never leaves the app origin', () => {
  const payloads = [
    '//evil.com',
    'https://evil.com',
    '/\\evil.com',
    '%2F%2Fevil.com',
    'javascript:alert(1)',
    '/%2F%2Fevil.com',
    '\\\\evil.com',
    'https:evil.com',
    '/..//evil.com',
  ];

  it.each(payloads)('after a full sign-in with returnTo=%s the browser lands on the app', async (payload) => {
    const gb = origin('photobloom-gb');
    const t = await traceSignIn(gb, 'demo@example.com', DEMO_PASSWORD, encodeURIComponent(payload));
    expect(t.callback.status).toBe(302);
    const location = String(t.callback.headers.location);
    const target = new URL(location, `${gb}/`);
    expect(target.origin, location).toBe(gb);
    expect(location).toMatch(/^\/(?![/\\])/);
  });

  it.each(payloads)('an already signed-in /auth/login?returnTo=%s stays on the app', async (payload) => {
    const gb = origin('photobloom-gb');
    const t = await traceSignIn(gb, 'demo@example.com', DEMO_PASSWORD);
    const res = await request(`${gb}/auth/login?returnTo=${encodeURIComponent(payload)}`, { headers: { Cookie: t.jar.header() } });
    expect(res.status).toBe(302);
    const location = String(res.headers.location);
    expect(new URL(location, `${gb}/`).origin, location).toBe(gb);
    expect(location).toMatch(/^\/(?![/\\])/);
  });
});
