import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createHttp } from '../api/http';
import { createApi } from '../api/index';
import { customerQuery } from './customer';
import { QK } from './keys';
import { albumsQuery, timelineMonthQuery } from './photos';
import { widgetsQuery } from './widgets';

const CUSTOMER = {
  id: '7',
  email: 'b@example.com',
  firstName: 'Bea',
  lastName: 'Baker',
  dateOfBirth: null,
  companyName: 'Bakery',
  isB2b: true,
  b2bStatus: 'New',
  newsletter: false,
  paymentMethod: { type: 'invoice', label: 'Invoice' },
  availablePaymentMethods: [],
  ftp: { callbackUrl: 'https://bakery.example/cb', callbackFormat: 'json' },
  accountDeleted: false,
  addresses: [],
};

function apiWith(answer: (url: string) => unknown) {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    urls.push(String(input));
    const body = answer(String(input));
    return body === 404 ? new Response('', { status: 404 }) : new Response(JSON.stringify(body), { status: 200 });
  };
  const api = createApi((key) => createHttp({ baseUrl: `/api/${key}`, fetch: fetch as typeof globalThis.fetch, timeoutMs: 1000 }));
  return { api, urls };
}

describe('query factories', () => {
  it('keys are independent of the api instance (server and client share the cache)', () => {
    const a = apiWith(() => ({})).api;
    const b = apiWith(() => ({})).api;
    expect(customerQuery(a, 'settings').queryKey).toEqual(customerQuery(b, 'settings').queryKey);
    expect(customerQuery(a, 'settings').queryKey[0]).toBe(QK.customer);
    expect(
      JSON.parse(JSON.stringify(timelineMonthQuery(a, { year: 2024, month: 3, sortKey: 'dateTaken', sortOrder: 'desc' }).queryKey)),
    ).toEqual(['photos', 'month', 2024, 3, 'dateTaken', 'desc', 'pages', 24]);
  });

  it('widgets key does not depend on the order of the codes', () => {
    const { api } = apiWith(() => ({}));
    expect(widgetsQuery(api, ['b', 'a', 'b']).queryKey).toEqual(widgetsQuery(api, ['a', 'b']).queryKey);
  });

  it('the first albums page asks one less than the page size, the next ones the full size', async () => {
    const { api, urls } = apiWith((url) => ({ albums: [], cursor: url.includes('cursor=') ? null : 'c1' }));
    const qc = new QueryClient();
    await qc.fetchInfiniteQuery({ ...albumsQuery(api), pages: 2 });
    expect(urls[0]).toBe('/api/photo/albums?limit=49');
    expect(urls[1]).toBe('/api/photo/albums?cursor=c1&limit=50');
  });

  it('customer 404 is cached as null (account deleted), not as an error', async () => {
    const { api } = apiWith(() => 404);
    const qc = new QueryClient();
    await expect(qc.fetchQuery(customerQuery(api, 'settings'))).resolves.toBeNull();
  });

  it("the customer views share one read of the record, and only the views' queries are dehydrated", async () => {
    const { api, urls } = apiWith(() => CUSTOMER);
    const qc = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const [banner, ftp] = await Promise.all([qc.fetchQuery(customerQuery(api, 'banner')), qc.fetchQuery(customerQuery(api, 'ftp'))]);
    expect(banner).toEqual({ isB2b: true, b2bStatus: 'New' });
    expect(ftp).toEqual({ ftp: CUSTOMER.ftp });
    expect(urls).toEqual(['/api/customer/customers/me']);
    const kept = qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.meta?.dehydrate !== false)
      .map((q) => q.queryKey);
    expect(kept).toEqual([
      [QK.customer, 'me', 'banner'],
      [QK.customer, 'me', 'ftp'],
    ]);
  });
});
