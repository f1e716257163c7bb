import { describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../support/env';
import { request } from '../support/http';

const { appUrl } = stackUrls();

function scriptNonces(html: string): (string | null)[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map((m) => /\snonce="([^"]+)"/.exec(m[0])?.[1] ?? null);
}

describe('app shell', () => {
  it('answers an unknown host with a 404 page', async () => {
    const res = await request(`${appUrl}/`, { headers: { Host: 'evil.example.com' } });
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('puts the response nonce on every script, and a different nonce on every response', async () => {
    const [a, b] = await Promise.all([request(`${appUrl}/orders`), request(`${appUrl}/orders`)]);
    const csp = (r: typeof a) => /'nonce-([^']+)'/.exec(String(r.headers['content-security-policy']))?.[1];
    expect(csp(a)).toBeTruthy();
    expect(csp(a)).not.toBe(csp(b));
    for (const r of [a, b]) {
      const nonces = scriptNonces(r.body);
      expect(nonces.length).toBeGreaterThan(0);
      expect(new Set(nonces)).toEqual(new Set([csp(r)]));
    }
  });

  it("serves the brand's locale as lang and localised title", async () => {
    const res = await request(brandUrl('photobloom-nl', '/orders'));
    expect(res.status).toBe(200);
    expect(res.body).toContain('<html lang="nl-NL"');
    expect(res.body).toContain('<title>Bestellingen | photobloom.nl</title>');
  });

  it('answers an unknown path with a localised not-found page and status 404', async () => {
    const res = await request(brandUrl('photobloom-nl', '/no-such-page'));
    expect(res.status).toBe(404);
    expect(res.body).toContain('Pagina niet gevonden');
  });

  it('ships no script on the public e-mail-link pages', async () => {
    const res = await request(`${appUrl}/account-deleted`);
    expect(res.status).toBe(200);
    expect(res.body).not.toMatch(/<script\b/);
  });
});
