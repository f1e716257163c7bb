import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { timelineMonthPageQuery } from '../queries/photos';
import { createHttp } from './http';
import { createApi, preloadPart } from './index';

function api() {
  const urls: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    urls.push(String(input));
    return new Response(JSON.stringify({ photosCount: 1, albumsCount: 0, cursor: null, images: [] }), { status: 200 });
  };
  return {
    api: createApi((key) => createHttp({ baseUrl: `/api/${key}`, fetch: fetch as typeof globalThis.fetch, timeoutMs: 1000 })),
    urls,
  };
}

describe('createApi: parts load on first use, later calls go straight through', () => {
  it('the first call waits for the module; once loaded, the request leaves inside the caller', async () => {
    const { api: a, urls } = api();
    const first = a.photos.users();
    expect(urls).toEqual([]);
    await first;
    expect(urls).toEqual(['/api/photo/users']);
    const second = a.photos.users();
    expect(urls).toHaveLength(2);
    await second;
  });

  it('so does a query fetched through the query client (the date scrubber relies on it, issue 16 §3)', async () => {
    const { api: a, urls } = api();
    await a.photos.users();
    const qc = new QueryClient();
    const page = qc.fetchQuery(timelineMonthPageQuery(a, { year: 2001, month: 12, cursor: null, sortKey: 'dateTaken', sortOrder: 'desc' }));
    expect(urls.at(-1)).toBe('/api/photo/photos/timeline/2001/12?limit=24&sortKey=dateTaken&sortOrder=desc');
    await expect(page).resolves.toEqual({ cursor: null, images: [] });
  });

  it('an unknown call is a rejected promise, loaded or not', async () => {
    const { api: a } = api();
    const unknown = a.photos as unknown as Record<string, () => Promise<unknown>>;
    await expect(unknown.nope!()).rejects.toThrow('no API call nope');
    await expect(unknown.nope!()).rejects.toThrow('no API call nope');
  });

  it('preloadPart loads a part without a request, so its first call leaves inside the caller too', async () => {
    const { api: a, urls } = api();
    await preloadPart(a.photos);
    expect(urls).toEqual([]);
    const call = a.photos.users();
    expect(urls).toEqual(['/api/photo/users']);
    await call;
    await expect(preloadPart({})).resolves.toBeUndefined();
  });
});
