import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

const { appUrl } = stackUrls();
const nlOrigin = brandUrl('photobloom-nl', '').replace(/\/$/, '');
let gbCookie = '';
let nlCookie = '';

beforeAll(async () => {
  gbCookie = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
  nlCookie = (await signIn(nlOrigin, 'demo@example.com', DEMO_PASSWORD)).header();
});

function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => /\snonce="([^"]+)"/.exec(m[0])?.[1] ?? null);
}

describe('app shell', () => {
  it('answers an unknown host with a 404 page', async () => {
    const res = await request(`${appUrl}/`, { headers: { Host: 'evil.example.com' } });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends a signed-out visitor to sign in, keeping the page asked for', async () => {
    const res = await request(`${appUrl}/orders?x=1`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/auth/login?returnTo=%2Forders%3Fx%3D1');
  });

  it('puts the response nonce on every script, and a different nonce on every response', async () => {
    const get = () => request(`${appUrl}/orders`, { headers: { Cookie: gbCookie } });
    const [a, b] = await Promise.all([get(), get()]);
    const csp = (r: typeof a) => /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1];
    expect(a.status).toBe(200);
    expect(csp(a)).toBeTruthy();
    expect(csp(a)).not.toBe(csp(b));
    for (const r of [a, b]) {
      const nonces = scriptNonces(r.body);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([csp(r)]));
    }
  });

  it("serves the brand's locale as lang and localised title", async () => {
    const res = await request(`${nlOrigin}/orders`, { headers: { Cookie: nlCookie } });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html lang="nl-NL"');
    expect(res.body).toMatch(/<title>[^<]+ \| photobloom\.nl<\/title>/);
  });

  it('answers an unknown path with a localised not-found page and status 404', async () => {
    const res = await request(`${nlOrigin}/no-such-page`, { headers: { Cookie: nlCookie } });
    expect(res.status).toBe(404);
    expect(res.body).toContain('Pagina niet gevonden');
  });

  it('refuses an oversized URL (414) and broken percent-encoding (400) with a page, not a crash', async () => {
    const long = await request(`${appUrl}/orders?q=${'a'.repeat(5000)}`, { headers: { Cookie: gbCookie } });
    expect(long.status).toBe(414);
    const broken = await request(`${appUrl}/orders?q=%E0%A4%A`, { headers: { Cookie: gbCookie } });
    expect(broken.status).toBe(400);
    expect(broken.headers['content-type']).toMatch(/text\/html/);
  });

  it('ignores a returnTo that points off the origin', async () => {
    for (const target of ['//evil.example', 'https://evil.example/x', '/\\evil.example']) {
      const res = await request(`${appUrl}/auth/login?returnTo=${encodeURIComponent(target)}`, { headers: { Cookie: gbCookie } });
      // Already signed in: straight back to the (sanitised) page.
      expect(res.status).toBe(302);
      expect(String(res.headers.location)).toMatch(/^\/(?!\/)/);
      expect(String(res.headers.location)).not.toContain('evil');
    }
  });

  it('ships no script on the public e-mail-link pages', async () => {
    const res = await request(`${appUrl}/account-deleted`);
    expect(res.status).toBe(200);
    expect(res.body).not.toMatch(/<script\b/);
  });
});
