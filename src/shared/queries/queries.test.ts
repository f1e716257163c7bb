import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createHttp } from '../api/http';
import { createApi } from '../api/index';
import { customerQuery } from './customer';
import { QK } from './keys';
import { albumsQuery, timelineMonthQuery } from './photos';
import { widgetsQuery } from './widgets';

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
    expect(customerQuery(a).queryKey).toEqual(customerQuery(b).queryKey);
    expect(customerQuery(a).queryKey[0]).toBe(QK.customer);
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
    await expect(qc.fetchQuery(customerQuery(api))).resolves.toBeNull();
  });
});
