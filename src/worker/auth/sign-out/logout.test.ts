import { beforeEach, describe, expect, it } from 'vitest';
import { cookieHeader, type FakeIdp, freshIdp, type Jar, ORIGIN, testApp, testEnv, updateJar } from '../../../../tests/worker/auth';
import { CSRF_COOKIE } from '../../middleware/csrf';

// Issue 15 items 7 and 8: sign-out is a same-origin POST that revokes the refresh token; a GET of
// /logout from elsewhere only shows the 'Sign out?' page.

let idp: FakeIdp;
let reports: string[];
const env = testEnv();
const AT = '__Secure-myaccount-at';
const RT = '__Secure-myaccount-rt';
/** What Chromium sends for a click on one of the app's own links. */
const OWN_NAVIGATION = { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate' };

beforeEach(async () => {
  idp = await freshIdp();
  reports = [];
});

async function send(path: string, jar: Jar, init: { method?: string; headers?: Record<string, string>; body?: URLSearchParams } = {}) {
  const res = await testApp(idp, reports).request(
    `${ORIGIN}${path}`,
    { ...init, headers: { Cookie: cookieHeader(jar), ...init.headers } },
    env,
  );
  updateJar(jar, res);
  return res;
}

async function signedIn(): Promise<Jar> {
  const jar: Jar = new Map();
  const login = await send('/auth/login?returnTo=/orders', jar);
  const p = new URL(login.headers.get('Location')!).searchParams;
  const code = idp.issueCode({ challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')!, nonce: p.get('nonce')! });
  await send(`/auth/callback?code=${code}&state=${encodeURIComponent(p.get('state')!)}`, jar);
  expect(jar.has(AT) && jar.has(RT)).toBe(true);
  return jar;
}

const revocations = () => idp.calls.filter((c) => c.url.endsWith('/revoke'));
const hiddenField = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1];

describe('GET /logout', () => {
  it.each([
    ['a cross-site link', { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }],
    ['a sibling subdomain (same-site)', { 'Sec-Fetch-Site': 'same-site', 'Sec-Fetch-Mode': 'navigate' }],
    ['a typed URL or bookmark', { 'Sec-Fetch-Site': 'none', 'Sec-Fetch-Mode': 'navigate' }],
    ['a browser without Sec-Fetch-*', {}],
    ['a same-origin image or fetch (not a navigation)', { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'no-cors' }],
  ])('from %s shows the localised Sign out? page and signs nobody out', async (_name, headers) => {
    const jar = await signedIn();
    const res = await send('/logout?next=/orders', jar, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Sign out?');
    expect(html).toContain('Do you want to sign out of My account on this device?');
    expect(html).toMatch(/<form action="\/logout" method="post">/);
    expect(html).not.toMatch(/<script/);
    expect(hiddenField(html, '_csrf')).toBeTruthy();
    expect(hiddenField(html, 'next')).toBe('/orders');
    expect(jar.has(AT) && jar.has(RT)).toBe(true);
    expect(revocations()).toHaveLength(0);
    expect((await send('/api/me', jar)).status).toBe(200);
  });

  it("from the app's own link (same-origin navigation) signs out at once: cookies cleared, refresh token revoked", async () => {
    const jar = await signedIn();
    const rt = jar.get(RT)!.value;
    const res = await send('/logout?next=/account-deleted', jar, { headers: OWN_NAVIGATION });
    expect(jar.has(AT)).toBe(false);
    expect(jar.has(RT)).toBe(false);
    expect(revocations()).toHaveLength(1);
    const body = new URLSearchParams(revocations()[0]!.body);
    expect(body.get('token')).toBe(rt);
    expect(body.get('token_type_hint')).toBe('refresh_token');
    expect(body.get('client_id')).toBe('myaccount');
    const end = new URL(res.headers.get('Location')!);
    expect(end.origin + end.pathname).toBe('https://idp.test/oidc/main/logout');
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${ORIGIN}/auth/logged-out`);
    const back = await send(`/auth/logged-out?state=${encodeURIComponent(end.searchParams.get('state')!)}`, jar);
    expect(back.headers.get('Location')).toBe('/account-deleted');
  });

  it('next is same-origin only, and a forged state goes to /', async () => {
    const res = await send('/logout?next=https://evil.test/', new Map(), { headers: OWN_NAVIGATION });
    const end = new URL(res.headers.get('Location')!);
    const back = await send(`/auth/logged-out?state=${encodeURIComponent(end.searchParams.get('state')!)}`, new Map());
    expect(back.headers.get('Location')).toBe('/');
    expect((await send('/auth/logged-out?state=forged.value', new Map())).headers.get('Location')).toBe('/');
  });

  it('with nobody signed in there is nothing to end: it goes on without a page', async () => {
    const res = await send('/logout', new Map(), { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(res.status).toBe(302);
    expect(revocations()).toHaveLength(0);
  });
});

describe('POST /logout', () => {
  /** The Sign out? page's form, posted as the browser would from that page. */
  async function postForm(jar: Jar, fields: Record<string, string>, headers: Record<string, string> = { Origin: ORIGIN }) {
    return send('/logout', jar, { method: 'POST', body: new URLSearchParams(fields), headers });
  }

  it('with the signed form token from this origin: cookies cleared, the family revoked, the replayed refresh cookie refused', async () => {
    const jar = await signedIn();
    const page = await (await send('/logout?next=/orders', jar, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).text();
    expect(jar.has(CSRF_COOKIE)).toBe(true);
    const before = new Map(jar);
    const res = await postForm(jar, { _csrf: hiddenField(page, '_csrf')!, next: hiddenField(page, 'next')! });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('Location')!).pathname).toBe('/oidc/main/logout');
    const cleared = res.headers
      .getSetCookie()
      .filter((c) => /Max-Age=0/.test(c))
      .map((c) => c.split('=')[0]);
    expect(cleared).toEqual(expect.arrayContaining([AT, RT, '__Secure-myaccount-cust']));
    expect(revocations()).toHaveLength(1);

    // The copied refresh cookie of the ended session (access cookie gone, as after 15 minutes) is refused.
    const replay = new Map(before);
    replay.delete(AT);
    const again = await send('/orders', replay);
    expect(again.status).toBe(302);
    expect(again.headers.get('Location')).toBe('/auth/login?returnTo=%2Forders');
    expect(replay.has(RT)).toBe(false);
    expect(reports).toContain('AccessToken Error: refresh failed: token endpoint answered 400 (invalid_grant)');
  });

  it('revokes the rotated refresh token when the session was refreshed by this very request', async () => {
    const jar = await signedIn();
    const page = await (await send('/logout', jar, { headers: { 'Sec-Fetch-Site': 'none' } })).text();
    jar.delete(AT); // expired: the session middleware refreshes before the handler runs
    const old = jar.get(RT)!.value;
    await postForm(jar, { _csrf: hiddenField(page, '_csrf')! });
    const revoked = new URLSearchParams(revocations()[0]!.body).get('token');
    expect(revoked).not.toBe(old);
    expect(idp.refreshTokens.get(revoked!)?.revoked).toBe(true);
    expect(idp.refreshTokens.get(old)?.revoked).toBe(true);
  });

  it.each([
    ['no token', {}, { Origin: ORIGIN }],
    ['a forged token', { _csrf: 'x'.repeat(43) }, { Origin: ORIGIN }],
    ['a cross-site form', 'page-token', { Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' }],
    ['a sibling subdomain', 'page-token', { Origin: 'https://shop.localhost:8787', 'Sec-Fetch-Site': 'same-site' }],
  ] as const)('refused with %s: sent to the Sign out? page (303), nobody signed out, nothing revoked', async (_name, fields, headers) => {
    const jar = await signedIn();
    const page = await (await send('/logout', jar, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).text();
    const body = fields === 'page-token' ? { _csrf: hiddenField(page, '_csrf')! } : fields;
    const csrfCookie = jar.get(CSRF_COOKIE)?.value;
    const res = await postForm(jar, body, headers);
    expect(res.status).toBe(303);
    expect(res.headers.get('Location')).toBe('/logout');
    // No cookie is written by the refusal: the user's CSRF cookie (and so their open forms) stays.
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(jar.get(CSRF_COOKIE)?.value).toBe(csrfCookie);
    expect(jar.has(AT) && jar.has(RT)).toBe(true);
    expect(revocations()).toHaveLength(0);
  });

  it('an identity provider failing the revocation is reported, and the browser is signed out anyway', async () => {
    const jar = await signedIn();
    const page = await (await send('/logout', jar, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).text();
    idp.revokeStatus = 503;
    const res = await postForm(jar, { _csrf: hiddenField(page, '_csrf')! });
    expect(res.status).toBe(302);
    expect(jar.has(AT) || jar.has(RT)).toBe(false);
    expect(reports.some((r) => r.startsWith('Auth Error: refresh token not revoked'))).toBe(true);
  });
});
