import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_ERROR_MESSAGE } from '../../src/shared/api/public-error';
import { stackUrls } from '../support/env';
import { request } from '../support/http';
import { API_PATHS, publicLinks } from '../support/internal-leaks';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { upstreamAccountId } from '../support/upstream-admin';

/**
 * Issue 15 §9: when an upstream call fails during server rendering, the streamed page (HTML and
 * the dehydrated query state) carries the spec's message and the correlation id, never the
 * upstream's URL, host, body or an account id. One failing call per streamed page that loads
 * upstream data, injected with the upstream's `/__admin/faults` (docs/contracts.md).
 */
const { appUrl, upstreamUrl } = stackUrls();
const upstreamHost = new URL(upstreamUrl).host;
// A person's browser (every agent gets the same streamed page: src/worker/ssr/stream-handlers.ts); read to the end.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
/** The upstream's answer to an injected fault: it must not reach the page. */
const FAULT_BODY = 'injected fault';
const PUBLIC_LINKS = publicLinks(upstreamHost);

const cookies = { demo: '', business: '' };
let accountId = 0;

async function fault(rule: Record<string, unknown>) {
  const res = await fetch(`${upstreamUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ mode: 'status', status: 500, times: 50, ...rule }),
  });
  if (!res.ok) throw new Error(`fault rule refused: ${res.status}`);
}
const clearFaults = () => fetch(`${upstreamUrl}/__admin/faults`, { method: 'DELETE' });

async function page(who: keyof typeof cookies, path: string) {
  const res = await request(`${appUrl}${path}`, { headers: { Cookie: cookies[who], 'User-Agent': BROWSER } });
  const html = res.body.replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#x27;', "'");
  return { ...res, html, correlationId: String(res.headers['x-correlationid'] ?? '') };
}

/** What a failing page may not carry, whatever the escaping (HTML text, attributes, serialised state). */
function expectNothingInternal(html: string) {
  expect(html.replace(PUBLIC_LINKS, ''), 'upstream host').not.toContain(upstreamHost);
  for (const path of API_PATHS) expect(html, `upstream path ${path}`).not.toContain(path);
  expect(html).not.toContain(FAULT_BODY);
  expect(html).not.toContain('Received from');
  expect(html).not.toContain('Status Code');
  expect(html, 'an account id inside an upstream path').not.toMatch(new RegExp(`/${accountId}(\\?|/|")`));
  // React's streamed error details (development builds only; production sends none) carry no message either.
  expect(html).not.toMatch(/data-msg="[^"]*(Error|http)/);
}

beforeAll(async () => {
  await clearFaults();
  cookies.demo = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
  cookies.business = (await signIn(appUrl, 'business@example.com', DEMO_PASSWORD)).header();
  accountId = await upstreamAccountId(cookies.demo, upstreamUrl);
  expect(accountId).toBeGreaterThan(0);
  expect(API_PATHS).toEqual(expect.arrayContaining(['/photo-management', '/project-api', '/order-api', '/customer-api']));
}, 120_000);
afterEach(async () => {
  await clearFaults();
});

const albumId = async (kind: 'own' | 'shared') => {
  const res = await request(`${appUrl}/api/photo/albums?limit=49`, { headers: { Cookie: cookies.demo } });
  const albums = (JSON.parse(res.body) as { albums: { albumId: string; isShared: boolean }[] }).albums;
  const found = albums.find((a) => a.isShared === (kind === 'shared'));
  if (!found) throw new Error(`no ${kind} album in the seed`);
  return found.albumId;
};

interface Case {
  name: string;
  who: keyof typeof cookies;
  path: string | (() => Promise<string>);
  /** Upstream path (regex, without the query) that fails; null: the page's own call fails by itself. */
  fails: string | null;
  /** The page's own spec text for the failure, when the server renders it (else the boundary text is in the state). */
  shows?: string;
  /** The answer's status (default 200; an unknown order is its 'order not found' page, 404). */
  status?: number;
}

const CASES: Case[] = [
  { name: 'timeline month', who: 'demo', path: '/my-photos/photos', fails: '^/photo-management/(photos/timeline/|users/timeline$)' },
  {
    name: 'saved projects',
    who: 'demo',
    path: '/saved-projects',
    fails: '^/project-api/',
    shows: 'An error occurred loading your saved projects',
  },
  { name: 'orders list', who: 'demo', path: '/orders', fails: '^/order-api/v2/superorders/me$' },
  { name: 'order detail, unknown code', who: 'demo', path: '/orders/99999999', fails: null, shows: 'Order not found', status: 404 },
  {
    name: 'order detail, failing call',
    who: 'demo',
    path: '/orders/abc-1',
    fails: '^/order-api/v1/superorders/',
    shows: 'An error occurred loading this order',
  },
  { name: 'invoices', who: 'business', path: '/invoices', fails: '^/invoice-api/' },
  { name: 'albums', who: 'demo', path: '/my-photos/albums', fails: '^/photo-management/albums$' },
  { name: 'album detail', who: 'demo', path: async () => `/my-photos/albums/${await albumId('own')}`, fails: '^/photo-management/albums/' },
  {
    name: 'settings',
    who: 'demo',
    path: '/settings',
    fails: '^/customer-api/customers/me$',
    shows: 'An error occurred loading your settings',
  },
  { name: 'addresses', who: 'demo', path: '/settings/addresses/all', fails: '^/customer-api/customers/me/addresses$' },
  { name: 'widgets', who: 'demo', path: '/widgets', fails: '^/(widget-api|order-api)/' },
  { name: 'online products', who: 'demo', path: '/online-products', fails: '^/order-api/v1/OnlineProducts/' },
  { name: 'overview', who: 'demo', path: '/', fails: '^/(order-api|customer-api)/' },
  { name: 'downloads', who: 'demo', path: '/downloads', fails: '^/download-api/' },
];

describe('a failing upstream call on a streamed page leaves nothing internal in the page', () => {
  it.each(CASES)('$name', async (c) => {
    const path = typeof c.path === 'string' ? c.path : await c.path();
    if (c.fails) await fault({ pathPattern: c.fails });
    const res = await page(c.who, path);
    expect(res.status).toBe(c.status ?? 200);
    expectNothingInternal(res.html);
    // The spec's message: the page's own text where the server renders it, and the boundary text
    // as the message of every error in the dehydrated state (a not-found page has no error).
    if (c.shows) expect(res.html).toContain(c.shows);
    if (!c.status) expect(res.html).toContain(PUBLIC_ERROR_MESSAGE);
    // The request's correlation id (every upstream call of the render carries it) is in the page.
    expect(res.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.html).toContain(res.correlationId);
  });

  it('a failed part shows its reference (the correlation id) next to its own text', async () => {
    await fault({ pathPattern: '^/project-api/' });
    const res = await page('demo', '/saved-projects');
    expect(res.html).toContain(`Reference: ${res.correlationId}`);
  });
});

describe('query parameters that feed upstream calls', () => {
  it.each(['abc', '1.5', '1e30', '-1', '0', '100001', '[1]', '{"a":1}'])(
    '/saved-projects?page=%s → the first page, no upstream 400',
    async (raw) => {
      const res = await page('demo', `/saved-projects?page=${encodeURIComponent(raw)}`);
      // The router canonicalises the search: the invalid value is dropped with a redirect to page 1.
      expect(res.status).toBe(307);
      expect(res.headers.location).toMatch(/\/saved-projects$/);
      const first = await page('demo', '/saved-projects');
      expect(first.status).toBe(200);
      expectNothingInternal(first.html);
      expect(first.html).toMatch(/data-project="/);
    },
  );

  it('/saved-projects?page=2 is kept', async () => {
    const res = await page('demo', '/saved-projects?page=2');
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('An error occurred loading your saved projects');
  });

  it('/saved-projects?page=99 says there is no such page and links the last one (issue 35 §4)', async () => {
    const res = await page('demo', '/saved-projects?page=99');
    expect(res.status).toBe(200);
    // The demo's 23 projects, 10 a page: the last page is 3.
    expect(res.html).toContain('There is no page 99: your saved projects end on page 3.');
    expect(res.html).toMatch(/href="\/saved-projects\?page=3"/);
  });
});
