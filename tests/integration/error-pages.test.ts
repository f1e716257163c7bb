import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../support/env';
import { request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

// Issue 35 §4: every error page (400, 404, 414, 429, 500) is the brand's own page in the brand's
// language, with the way back and the reference (the request's correlation id) support asks for.
const { appUrl } = stackUrls();
const LONG = 'a'.repeat(5000);
let cookie = '';

beforeAll(async () => {
  cookie = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
});

const page = (url: string, headers: Record<string, string> = {}) => request(url, { headers: { Accept: 'text/html', ...headers } });

/** The public frame (header with the brand's name, footer), the given heading and the reference. */
function expectBranded(res: Awaited<ReturnType<typeof page>>, heading: string, logoText: string) {
  const id = String(res.headers['x-correlationid']);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toMatch(/data-frame="public"/);
  expect(res.body).toContain(logoText);
  expect(res.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  expect(res.body).toContain(id);
  expect(res.body).toMatch(/<link rel="stylesheet" href="\/assets\//);
  // Plain: no script ships with it.
  expect(res.body).not.toMatch(/<script\b[^>]*src=/);
}

describe('branded error pages', () => {
  it.each([
    ['414, an over-long address', `/settings?x=${LONG}`, 414, 'The address of this page is too long.'],
    ['400, a malformed address', '/settings/%E0%A4%A', 400, 'The address of this page is not valid.'],
  ])('%s (signed out, photobloom-gb)', async (_name, path, status, heading) => {
    const res = await page(`${appUrl}${path}`);
    expect(res.status).toBe(status);
    expectBranded(res, heading, 'Photobloom');
  });

  it("in the brand's language: 400 on the French brand", async () => {
    const res = await page(brandUrl('photobloom-fr', '/settings/%E0%A4%A'));
    expect(res.status).toBe(400);
    expect(res.body).toContain('<html lang="fr-FR"');
    expect(res.body).toContain('Référence');
  });

  it('404 inside the account frame carries the reference too', async () => {
    const res = await page(`${appUrl}/no-such-page`, { Cookie: cookie });
    expect(res.status).toBe(404);
    expect(res.body).toContain('Page not found');
    expect(res.body).toContain(`Reference: ${res.headers['x-correlationid']}`);
  });
});
