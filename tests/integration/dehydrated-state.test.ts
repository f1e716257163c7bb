// Issue 32 §5: the state a page sends to the browser (the router's context and the dehydrated query
// cache, in the page's inline scripts) carries what the page shows or acts on, never an upstream
// URL or an internal id. Read as a person's browser gets the page: streamed (every agent gets the
// same variant: src/worker/ssr/stream-handlers.ts), to the end.
import { beforeAll, describe, expect, it } from 'vitest';
import { stackUrls } from '../support/env';
import { request } from '../support/http';
import { API_PATHS, inlineScripts, publicLinks } from '../support/internal-leaks';
import { DEMO_PASSWORD, signIn } from '../support/sign-in';
import { BROWSER_UA } from '../support/upstream-calls';

const { appUrl, upstreamUrl } = stackUrls();
const upstreamHost = new URL(upstreamUrl).host;
const cookies = { demo: '', business: '' };
const ids = { order: '', album: '', sharedAlbum: '' };

beforeAll(async () => {
  cookies.demo = (await signIn(appUrl, 'demo@example.com', DEMO_PASSWORD)).header();
  cookies.business = (await signIn(appUrl, 'business@example.com', DEMO_PASSWORD)).header();
  const orders = await request(`${appUrl}/orders`, { headers: { Cookie: cookies.demo, 'User-Agent': BROWSER_UA } });
  ids.order = /data-order="(\d+)"/.exec(orders.body)?.[1] ?? '';
  const albums = await request(`${appUrl}/api/photo/albums?limit=49`, { headers: { Cookie: cookies.demo } });
  const list = (JSON.parse(albums.body) as { albums: { albumId: string; isShared: boolean }[] }).albums;
  ids.album = list.find((a) => !a.isShared)?.albumId ?? '';
  ids.sharedAlbum = list.find((a) => a.isShared)?.albumId ?? '';
  expect(Object.values(ids).every(Boolean), JSON.stringify(ids)).toBe(true);
}, 120_000);

/**
 * The customer record's own fields (src/shared/api/customer.ts), and the pages whose view of the
 * record shows them (src/shared/queries/customer-views.ts): no other page's state may carry one.
 */
const CUSTOMER_FIELDS = [
  'accountDeleted',
  'addresses',
  'availablePaymentMethods',
  'b2bStatus',
  'callbackFormat',
  'callbackUrl',
  'companyName',
  'dateOfBirth',
  'ftp',
  'newsletter',
];

/** A delivery address's fields: only an order's own page shows one (and the address book, its own). */
const ADDRESS_FIELDS = ['street', 'houseNumber', 'postalCode', 'phone'];
const SHOWS_AN_ADDRESS = new Set(['/orders/{code}', '/settings', '/settings/addresses/all', '/settings/b2b']);

const PAGES: { name: string; path: () => string; who: keyof typeof cookies; customer?: string[] }[] = [
  { name: '/', path: () => '/', who: 'demo', customer: ['b2bStatus'] },
  { name: '/orders', path: () => '/orders', who: 'demo' },
  { name: '/orders/{code}', path: () => `/orders/${ids.order}`, who: 'demo' },
  { name: '/invoices', path: () => '/invoices', who: 'business' },
  { name: '/online-products', path: () => '/online-products', who: 'demo' },
  { name: '/settings', path: () => '/settings', who: 'demo', customer: ['addresses', 'dateOfBirth', 'newsletter'] },
  { name: '/settings/personal-details', path: () => '/settings/personal-details', who: 'demo', customer: ['companyName', 'dateOfBirth'] },
  { name: '/settings/payment-method', path: () => '/settings/payment-method', who: 'demo', customer: ['availablePaymentMethods'] },
  { name: '/settings/email', path: () => '/settings/email', who: 'demo' },
  { name: '/settings/addresses/all', path: () => '/settings/addresses/all', who: 'demo', customer: ['addresses'] },
  {
    name: '/settings/b2b',
    path: () => '/settings/b2b',
    who: 'business',
    customer: ['addresses', 'b2bStatus', 'companyName', 'dateOfBirth', 'newsletter'],
  },
  { name: '/saved-projects', path: () => '/saved-projects', who: 'demo' },
  { name: '/downloads', path: () => '/downloads', who: 'demo' },
  { name: '/widgets', path: () => '/widgets', who: 'demo' },
  { name: '/integration', path: () => '/integration', who: 'business', customer: ['callbackFormat', 'callbackUrl', 'ftp'] },
  { name: '/my-photos/photos', path: () => '/my-photos/photos', who: 'demo' },
  { name: '/my-photos/albums', path: () => '/my-photos/albums', who: 'demo' },
  { name: '/my-photos/albums/{album}', path: () => `/my-photos/albums/${ids.album}`, who: 'demo' },
  { name: '/my-photos/albums/{shared album}', path: () => `/my-photos/albums/${ids.sharedAlbum}`, who: 'demo' },
];

/** The field names of the page's state, for the closing figures (`DEHYDRATED_FIELDS=1`). */
const fieldsOf = (scripts: string) => [...new Set([...scripts.matchAll(/[{,]([A-Za-z_$][\w$]*):/g)].map((m) => m[1]))].sort();

describe("each main page's dehydrated state (streamed variant, loaded)", () => {
  it.each(PAGES)('$who $name', async ({ name, path, who, customer = [] }) => {
    const res = await request(`${appUrl}${path()}`, { headers: { Cookie: cookies[who], 'User-Agent': BROWSER_UA } });
    expect(res.status).toBe(200);
    const scripts = inlineScripts(res.body);
    expect(scripts, 'the page carries dehydrated state').toContain('dehydratedData');
    const fields = fieldsOf(scripts);
    const leaks = [
      ...API_PATHS.filter((p) => scripts.includes(`${upstreamHost}${p}`)).map((p) => `upstream API ${p}`),
      ...(scripts.replace(publicLinks(upstreamHost), '').includes(upstreamHost) ? ['the upstream host'] : []),
      // No account id at all, the user's own included: the browser names it `me` (issue 32 §5).
      ...(scripts.match(/accountId/g) ?? []).map(() => 'an account id'),
      // A photo's upload id and untouched original: read by no page (src/shared/api/photo-management.ts).
      ...['uploadId', 'untouchedUrl'].filter((f) => fields.includes(f)).map((f) => `photo field ${f}`),
      // The session hints are the worker's guesses for its own render (src/router.tsx, browserSession).
      ...['newestMonths', 'knownOrder', 'deliveryDatesAhead'].filter((k) => scripts.includes(`${k}:`)).map((k) => `session hint ${k}`),
      // Of the customer record, only what the page shows (its view: the FTP callback on /integration only).
      ...CUSTOMER_FIELDS.filter((f) => fields.includes(f) && !customer.includes(f)).map((f) => `customer field ${f}`),
      // The order lists (overview, /orders, /widgets) carry no delivery address: only the order's page shows it.
      ...(SHOWS_AN_ADDRESS.has(name) ? [] : ADDRESS_FIELDS.filter((f) => fields.includes(f)).map((f) => `address field ${f}`)),
    ];
    expect(leaks).toEqual([]);
    if (process.env.DEHYDRATED_FIELDS) console.log(`${path()}: ${fields.join(' ')}`);
  });
});

it("My settings carries the default address only, not the address book (the summary's one address)", async () => {
  const res = await request(`${appUrl}/settings`, { headers: { Cookie: cookies.demo, 'User-Agent': BROWSER_UA } });
  const book = await request(`${appUrl}/api/customer/customers/me/addresses`, { headers: { Cookie: cookies.demo } });
  expect((JSON.parse(book.body) as { addresses: unknown[] }).addresses.length, 'the demo account has several addresses').toBeGreaterThan(1);
  expect(inlineScripts(res.body).match(/houseNumber:/g) ?? []).toHaveLength(1);
});
