import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../../support/env';
import { request } from '../../support/http';
import { cookieValue, DEMO_PASSWORD, signIn } from '../../support/sign-in';
import { cookieAttributes, cookieLine } from './flow';
import { idpSigningKey } from './idp-key';

const { appUrl, upstreamUrl } = stackUrls();
const AT = '__Secure-myaccount-at';
const RT = '__Secure-myaccount-rt';

/** A fresh session and a copy of its access token that expires in `secondsLeft`, signed by the IdP key. */
async function sessionExpiringIn(secondsLeft: number): Promise<{ at: string; rt: string; real: string }> {
  const jar = await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD);
  const real = cookieValue(jar.header(), AT)!;
  const rt = cookieValue(jar.header(), RT)!;
  const idp = await idpSigningKey('main');
  expect(decodeProtectedHeader(real).kid).toBe(idp.kid);
  const now = Math.floor(Date.now() / 1000);
  const at = await new SignJWT({ ...decodeJwt(real), iat: now - 900, nbf: now - 900, exp: now + secondsLeft })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: idp.kid })
    .sign(idp.privateKey);
  return { at, rt, real };
}

// Reading the IdP key spawns wrangler (slow on a loaded machine): once, outside the tests' timeout.
beforeAll(() => idpSigningKey('main').then(() => undefined), 120_000);

describe('refresh and sign-out of the session', () => {
  it('refreshes before expiry: an access token with under a minute left is replaced, both cookies rotate', async () => {
    const s = await sessionExpiringIn(40);
    const res = await request(`${appUrl}/orders`, { headers: { Cookie: `${AT}=${s.at}; ${RT}=${s.rt}` } });
    expect(res.status).toBe(200);
    const lines = [res.headers['set-cookie'] ?? []].flat();
    const at = cookieLine(lines, AT);
    const rt = cookieLine(lines, RT);
    expect(at, lines.join(' | ')).toBeDefined();
    expect(rt).toBeDefined();
    const newAt = at!.split(';')[0]!.slice(AT.length + 1);
    expect(newAt).not.toBe(s.at);
    expect(decodeJwt(newAt).exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(600);
    expect(rt!.split(';')[0]!.slice(RT.length + 1)).not.toBe(s.rt);
    expect(cookieAttributes(at!).has('httponly')).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a token with plenty of time left is used as it is (no refresh on every request)', async () => {
    const s = await sessionExpiringIn(600);
    const res = await request(`${appUrl}/orders`, { headers: { Cookie: `${AT}=${s.at}; ${RT}=${s.rt}` } });
    expect(res.status).toBe(200);
    expect(cookieLine([res.headers['set-cookie'] ?? []].flat(), AT)).toBeUndefined();
  });

  it('an expired access token with a working refresh token continues the session', async () => {
    const s = await sessionExpiringIn(-120);
    const api = await request(`${appUrl}/api/customer/customers/me`, { headers: { Cookie: `${AT}=${s.at}; ${RT}=${s.rt}` } });
    expect(api.status).toBe(200);
    expect(cookieLine([api.headers['set-cookie'] ?? []].flat(), AT)).toBeDefined();
  });

  it('a failed refresh signs out: cookies cleared, the page goes to sign-in, /api answers 401', async () => {
    const s = await sessionExpiringIn(-120);
    const page = await request(`${appUrl}/orders`, { headers: { Cookie: `${AT}=${s.at}; ${RT}=revoked-or-forged-refresh-token` } });
    expect(page.status).toBe(302);
    expect(page.headers.location).toBe('/auth/login?returnTo=%2Forders');
    const lines = [page.headers['set-cookie'] ?? []].flat();
    expect(lines.some((l) => l.startsWith(`${AT}=;`) && /max-age=0/i.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${RT}=;`) && /max-age=0/i.test(l))).toBe(true);
    const api = await request(`${appUrl}/api/customer/customers/me`, { headers: { Cookie: `${AT}=${s.at}; ${RT}=also-forged` } });
    expect(api.status).toBe(401);
  });

  it('refresh tokens rotate: the one the worker used is refused by the identity provider afterwards', async () => {
    const s = await sessionExpiringIn(-120);
    const first = await request(`${appUrl}/api/customer/customers/me`, { headers: { Cookie: `${AT}=${s.at}; ${RT}=${s.rt}` } });
    expect(first.status).toBe(200);
    // Beyond the worker's short reuse window for parallel requests, the old refresh token is dead.
    const token = await fetch(`${upstreamUrl}/oidc/main/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: s.rt, client_id: 'myaccount' }).toString(),
    });
    expect(token.status).toBeGreaterThanOrEqual(400);
  });

  it("auth failures reach the error-reporting service as 'AccessToken Error: …'", async () => {
    await request(`${appUrl}/orders`, { headers: { Cookie: `${AT}=garbage-token-for-report` } });
    await expect
      .poll(async () => await (await fetch(`${upstreamUrl}/__admin/error-reports`)).text(), { timeout: 5000 })
      .toContain('AccessToken Error: access token refused');
  });
});
