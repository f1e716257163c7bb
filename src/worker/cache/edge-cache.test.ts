import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { EDGE_CACHE_HEADER, edgeCached, edgeCacheUrl } from './edge-cache';
import { cacheFlushRoute } from './generation';

/** The Cache API's match/put over a Map (what the tests need of `caches.default`). */
function memoryCache() {
  const store = new Map<string, Response>();
  const cache = {
    match: async (url: string) => store.get(url)?.clone(),
    put: async (url: string, res: Response) => void store.set(url, res),
  } as unknown as Cache;
  return { cache, store };
}

function appWith(cache: Cache, opts: { signedIn?: boolean; userIndependent?: boolean; status?: number } = {}) {
  let produced = 0;
  const app = new Hono<AppEnv>();
  app.get('*', (c) => {
    c.set('session', opts.signedIn ? ({ userId: 'u1' } as AppEnv['Variables']['session']) : null);
    const key = { name: 'page', brand: 'photobloom-gb', locale: 'en-GB', path: new URL(c.req.url).pathname };
    return edgeCached(c, { key, ttlSeconds: 60, cache, userIndependent: opts.userIndependent }, async () => {
      produced += 1;
      return c.html(`<p>page ${produced}</p>`, (opts.status ?? 200) as 200);
    });
  });
  return { app, produced: () => produced };
}

describe('edgeCached (issue 18 §4)', () => {
  it('renders a public page once, then serves it from the edge cache', async () => {
    const { cache } = memoryCache();
    const { app, produced } = appWith(cache);
    const first = await app.request('/account-deleted');
    const second = await app.request('/account-deleted');
    expect(first.headers.get(EDGE_CACHE_HEADER)).toBe('miss');
    expect(second.headers.get(EDGE_CACHE_HEADER)).toBe('hit');
    expect(await second.text()).toBe('<p>page 1</p>');
    expect(second.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(produced()).toBe(1);
  });

  it('keys by brand, locale and path', () => {
    const a = edgeCacheUrl({ name: 'page', brand: 'photobloom-gb', locale: 'en-GB', path: '/account-deleted' });
    expect(edgeCacheUrl({ name: 'page', brand: 'photobloom-nl', locale: 'nl-NL', path: '/account-deleted' })).not.toBe(a);
    expect(edgeCacheUrl({ name: 'page', brand: 'photobloom-gb', locale: 'en-GB', path: '/account-deleted?stripped=true' })).not.toBe(a);
  });

  it('never serves nor stores a signed-in request from the shared cache', async () => {
    const { cache, store } = memoryCache();
    const { app, produced } = appWith(cache, { signedIn: true });
    await app.request('/account-deleted');
    const again = await app.request('/account-deleted');
    expect(again.headers.get(EDGE_CACHE_HEADER)).toBeNull();
    expect(produced()).toBe(2);
    expect(store.size).toBe(0);
  });

  it('shares data that holds nothing of the user (menu config) between signed-in requests', async () => {
    const { cache } = memoryCache();
    const { app, produced } = appWith(cache, { signedIn: true, userIndependent: true });
    await app.request('/vendor.example');
    expect((await app.request('/vendor.example')).headers.get(EDGE_CACHE_HEADER)).toBe('hit');
    expect(produced()).toBe(1);
  });

  it('does not keep a failed answer', async () => {
    const { cache, store } = memoryCache();
    const { app, produced } = appWith(cache, { status: 502 });
    await app.request('/x');
    await app.request('/x');
    expect(produced()).toBe(2);
    expect(store.size).toBe(0);
  });

  it('the development flush makes later requests miss; production has no flush', async () => {
    const { cache } = memoryCache();
    const { app, produced } = appWith(cache);
    cacheFlushRoute(app);
    await app.request('/account-deleted');
    const flush = (ENVIRONMENT: string) => app.request('/__dev/cache/flush', { method: 'POST' }, { ENVIRONMENT });
    expect((await flush('production')).status).toBe(404);
    expect((await app.request('/account-deleted')).headers.get(EDGE_CACHE_HEADER)).toBe('hit');
    expect((await flush('development')).status).toBe(200);
    expect((await app.request('/account-deleted')).headers.get(EDGE_CACHE_HEADER)).toBe('miss');
    expect(produced()).toBe(2);
  });
});
