import { describe, expect, it } from 'vitest';
import { sameOrigin, setup } from '../../../tests/worker/api-proxy';
import { browserTransport } from '../../shared/api/browser';
import { createApi } from '../../shared/api/index';
import { isApiKey } from '../../shared/api/keys';
import { findRule } from './allow-list';

/**
 * Every call the hydrated client makes through the typed client must be on the allow-list,
 * or the page would work in SSR and break after hydration.
 */
describe('allow-list covers the browser client', () => {
  it('every client-side call matches a rule', async () => {
    const seen: { method: string; url: string }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push({ method: init?.method ?? 'GET', url: String(input) });
      return new Response('{}', { status: 200 });
    };
    const api = createApi(browserTransport({ fetch: fetch as typeof globalThis.fetch }));
    const calls: (() => Promise<unknown>)[] = [
      () => api.photos.users(),
      () => api.photos.timeline(),
      () => api.photos.timelineMonth(2024, 3, { cursor: 'c' }),
      () => api.photos.photos(),
      () => api.photos.activationStatus(),
      () => api.photos.activate(),
      () => api.photos.deletePhotos(['p']),
      () => api.photos.deleteAllPhotos(),
      () => api.photos.albums(),
      () => api.photos.album('a1'),
      () => api.photos.albumPhotos('a1'),
      () => api.photos.createAlbum('x'),
      () => api.photos.renameAlbum('a1', 'y'),
      () => api.photos.deleteAlbum('a1'),
      () => api.photos.addToAlbum('a1', ['p']),
      () => api.photos.removeFromAlbum('a1', ['p']),
      () => api.photos.tempSelection('t1'),
      () => api.photos.createTempSelection(['p']),
      () => api.sharedAlbums.list(),
      () => api.sharedAlbums.users(),
      () => api.sharedAlbums.album('s1'),
      () => api.sharedAlbums.participants('s1'),
      () => api.sharedAlbums.photos('s1'),
      () => api.sharedAlbums.remove('s1'),
      () => api.downloads.list(),
      () => api.downloads.url('d1'),
      () => api.downloads.start({ name: 'n', photos: ['p'] }),
      () => api.downloads.startShared({ albumId: 's1', photos: [{ photoId: 'p', ownerId: 'o' }] }),
      () => api.downloads.cancel('d1'),
      () => api.storage.uploadPhoto(new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg'),
      () => api.storage.upload('u1'),
      () => api.storage.anonymousUploads(['u1']),
      () => api.customer.me(),
      () => api.customer.addresses(),
      () => api.orders.superOrders(),
      () => api.orders.superOrder('SO-1'),
      () => api.orders.byAccount(),
      () => api.orders.order('P-1'),
      () => api.orders.voucher('V'),
      () => api.orders.deliveryDates('P-1'),
      () => api.orders.reorderStatus('P-1'),
      () => api.orders.voucherByProduct('P-1'),
      () => api.orders.onlineProducts(),
      () => api.orders.onlineProduct('P-1'),
      () => api.invoices.invoiceGroups(),
      () => api.invoices.invoiceGroupPdf('g1'),
      () => api.invoices.historical(),
      () => api.invoices.historicalPdf('h1', 'albelli-nl'),
      () => api.invoices.mapPdfs(),
      () => api.invoices.mapPdf('m1'),
      () => api.products.product('P-1'),
      () => api.unzipPdf.pdf('P-1'),
      () => api.projects.page(2, 10),
      () => api.widgets.widget('P-1'),
      () => api.widgets.all(['P-1']),
      () => api.widgets.gallery(),
      () => api.widgets.galleryEntry('g1', 'c'),
      () => api.widgets.categories(),
      () => api.widgets.blockedOrder('P-1'),
      () => api.cutoff.articleGroups(),
      () => api.cutoff.campaign('xmas'),
      () => api.merchandise.channels(),
      () => api.publicConfig.menu('photobloom.nl'),
    ];
    for (const call of calls) await call().catch(() => undefined);
    expect(seen.length).toBe(calls.length);
    const uncovered = seen.filter(({ method, url }) => {
      const [, key = '', ...restParts] = url.split('?')[0]!.split('/').slice(1);
      const rest = restParts.length ? `/${restParts.join('/')}` : '';
      return !isApiKey(key) || !findRule(key, method, rest);
    });
    expect(uncovered).toEqual([]);
  });
});

describe('form writes are not on the proxy (one write path: the form actions in src/worker/forms)', () => {
  it.each([
    ['PATCH', '/api/customer/customers/me'],
    ['PUT', '/api/customer/customers/me/ftp'],
    ['PATCH', '/api/customer/customers/me/ftp'],
    ['POST', '/api/customer/customers/me/addresses'],
    ['PUT', '/api/customer/customers/me/addresses/ad1'],
    ['DELETE', '/api/customer/customers/me/addresses/ad1'],
    // An order's delivery address: its form action (src/features/orders/actions.ts), hydrated or not.
    ['PUT', '/api/orders/v1/superorders/SO-1/deliveryAddress'],
    // A product's reorder and online version: their form action (src/features/orders/actions.ts).
    ['POST', '/api/reorderDirect?OrderCode=1001002-1'],
    ['POST', '/api/orders/v1/Orders/1001002-1/onlineVersion'],
    ['POST', '/api/widgets/v1/widget/P-1'],
    ['DELETE', '/api/widgets/v1/widget/P-1'],
    ['PUT', '/api/widgets/v1/widget/P-1/share'],
    // A saved project's deletion: its form action (src/features/projects/actions.ts).
    ['DELETE', '/api/projects/api/v2/project/pr1'],
    ['POST', '/api/widgets/v1/galleryentries/'],
    ['PUT', '/api/widgets/v1/galleryentries/g1'],
    ['DELETE', '/api/widgets/v1/galleryentries/g1'],
    // The identity requests, of the own identity and of another one.
    ['POST', '/api/identity/v2/identities/local/sub-A/deleteaccount'],
    ['POST', '/api/identity/v2/identities/local/sub-B/deleteaccount'],
    ['POST', '/api/identity/v2/identities/local/sub-A/emailchanges'],
  ])('%s %s is refused before the upstream', async (method, path) => {
    const { request, fetch } = setup();
    const res = await request(path, { method, headers: sameOrigin(), body: '{}' });
    expect([404, 405]).toContain(res.status);
    expect(fetch).not.toHaveBeenCalled();
  });
});
