// Issue 9 pages rendered by the worker (workerd) against the embedded upstream: the account-kind
// guards of the settings and widget routes, and the plain forms as the server sends them (every
// form posts to the worker and carries the session's signed `_csrf` token; a post with it saves,
// without it is refused). No JavaScript runs here.
import { beforeAll, describe, expect, it } from 'vitest';
import { brandUrl, stackUrls } from '../support/env';
import { type HttpResult, request } from '../support/http';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';

const BRAND = 'photobloom-gb';
const cookies = new Map<'demo' | 'business', string>();

async function get(who: 'demo' | 'business', path: string, extraCookie = '') {
  return request(brandUrl(BRAND, path), { headers: { Cookie: [cookies.get(who) ?? '', extraCookie].filter(Boolean).join('; ') } });
}

beforeAll(async () => {
  const origin = brandUrl(BRAND, '').replace(/\/$/, '');
  cookies.set('demo', (await signIn(origin, 'demo@example.com', DEMO_PASSWORD)).header());
  cookies.set('business', (await signIn(origin, 'business@example.com', DEMO_PASSWORD)).header());
});

const toOverview = (res: HttpResult, path: string) => {
  expect(res.status, path).toBeGreaterThanOrEqual(300);
  expect(res.status, path).toBeLessThan(400);
  expect(new URL(res.headers.location ?? '', brandUrl(BRAND, '/')).pathname, path).toBe('/');
};

describe('settings and widget routes by account kind', () => {
  it('sends a business account from the consumer-only routes to the overview', async () => {
    for (const path of ['/widgets', '/widgets/1001001-1/share', '/settings/email', '/settings/new-address', '/settings/address/a1'])
      toOverview(await get('business', path), path);
  });

  it('sends a consumer from the business-only routes to the overview', async () => {
    for (const path of ['/settings/b2b', '/settings/b2b/email', '/settings/b2b/new-address', '/settings/b2b/address/a1'])
      toOverview(await get('demo', path), path);
  });
});

describe('plain settings forms', () => {
  it('renders every form of the settings page with the session’s token; the token saves, its absence is refused', async () => {
    const res = await get('demo', '/settings');
    expect(res.status).toBe(200);
    const forms = res.body.match(/<form [^>]*method="post"[^>]*>/g) ?? [];
    expect(forms.length).toBeGreaterThanOrEqual(2);
    const tokens = [...res.body.matchAll(/<input type="hidden" name="_csrf" value="([A-Za-z0-9_-]{43})"\/>/g)].map((m) => m[1]);
    expect(tokens).toHaveLength(forms.length);
    expect(new Set(tokens).size).toBe(1);
    // The page set the session's form cookie the token is bound to.
    const formCookie = /(__Host-myaccount-csrf=[A-Za-z0-9_-]{43})/.exec([res.headers['set-cookie'] ?? []].flat().join('\n'))?.[1];
    expect(formCookie).toBeDefined();

    const post = (body: Record<string, string>) =>
      request(brandUrl(BRAND, '/settings'), {
        method: 'POST',
        headers: {
          Cookie: `${cookies.get('demo')}; ${formCookie}`,
          Origin: new URL(brandUrl(BRAND, '/')).origin,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(body).toString(),
      });
    // Newsletter off, as seeded: saving changes nothing other tests see.
    expect((await post({ _action: 'newsletter' })).status).toBe(403);
    const saved = await post({ _action: 'newsletter', _csrf: tokens[0]! });
    expect(saved.status).toBe(303);
    expect(saved.headers.location).toBe('/settings?s=saved&id=newsletter');
  });
});

describe('settings load failure', () => {
  it('shows the spec’s message when the customer record cannot be loaded', async () => {
    const { upstreamUrl } = stackUrls();
    const rule = await fetch(`${upstreamUrl}/__admin/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ pathPattern: '/customer-api/customers/me$', method: 'GET', mode: 'status', status: 500, times: 3 }),
    });
    expect(rule.status).toBe(201);
    try {
      const res = await get('demo', '/settings');
      expect(res.body).toContain('An error occurred loading your settings');
      expect(res.body).not.toContain('data-testid="current-email"');
    } finally {
      await fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });
    }
  });
});

describe('my online photo books', () => {
  it('lists the customer’s online versions, each with its own page and the online link', async () => {
    const list = await get('demo', '/online-products');
    expect(list.status).toBe(200);
    expect(list.body).toContain('My online photo books');
    const code = /href="\/online-products\/([A-Za-z0-9_-]+)"/.exec(list.body)?.[1];
    expect(code).toBeDefined();
    expect(list.body).toContain('View online version');
    const one = await get('demo', `/online-products/${code}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatch(/<a [^>]*href="https?:\/\/[^"]+"[^>]*>View online version/);
    const missing = await get('demo', '/online-products/999999999-9');
    expect(missing.body).not.toMatch(/View online version<span/);
  });
});
