import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { cacheKeyPrefix } from './generation';

/**
 * The edge's shared cache (Workers Cache API, `caches.default`) for answers that are the same for
 * every visitor of a brand (issue 18 §4): the plain public pages and the rarely changing per-brand
 * data (public menu configuration, cut-off notices). Keyed by what the answer depends on (name,
 * brand, locale, path with query), never by anything of a visitor.
 *
 * Never for a signed-in page: `edgeCached` renders afresh when the request carries a session and
 * `userIndependent` is not set, and the signed-in pages never call it (they are `no-store`, see
 * middleware/security-headers markPrivate). The per-brand data calls are made for a signed-in
 * browser, but their answer holds nothing of the user (the upstream answers the brand), so they
 * pass `userIndependent: true` explicitly.
 */
export const EDGE_CACHE_HEADER = 'X-Edge-Cache';

export interface EdgeCacheKey {
  /** What is cached ('page', 'menu-config', 'cutoff'). */
  name: string;
  brand: string;
  locale: string;
  /** Path and query of what is cached (the page's address, or the upstream call's). */
  path: string;
}

/** The cache's key: a URL on a host of its own, so it never matches a real request of the app. */
export function edgeCacheUrl(key: EdgeCacheKey): string {
  const path = key.path.startsWith('/') ? key.path : `/${key.path}`;
  return `https://edge-cache.myaccount.invalid/${cacheKeyPrefix()}${encodeURIComponent(key.name)}/${encodeURIComponent(key.brand)}/${encodeURIComponent(key.locale)}${path}`;
}

/** The zone's default cache; none where the Cache API does not exist (Node unit tests). */
export function defaultCache(): Cache | undefined {
  return typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;
}

export interface EdgeCachedOptions {
  key: EdgeCacheKey;
  /** How long the edge keeps the answer. */
  ttlSeconds: number;
  /** True for data that holds nothing of the user although a signed-in browser asked for it. */
  userIndependent?: boolean;
  /** Replaces `caches.default` (tests). */
  cache?: Cache;
}

/**
 * The cached answer of `key` when the edge has one, else `produce()`'s, kept for `ttlSeconds` when
 * it is a 200. Only the body, its status and Content-Type are kept: every other header (CSP with
 * its nonce, correlation id, cookies) is the current request's, written by the middleware as for
 * any answer. The answer says `X-Edge-Cache: hit | miss`.
 */
export async function edgeCached(c: Context<AppEnv>, o: EdgeCachedOptions, produce: () => Promise<Response>): Promise<Response> {
  const cache = o.cache ?? defaultCache();
  if (!cache || (c.var.session && !o.userIndependent)) return produce();
  const url = edgeCacheUrl(o.key);
  const hit = await cache.match(url).catch(() => undefined);
  if (hit) {
    return new Response(hit.body, {
      status: hit.status,
      headers: { 'Content-Type': hit.headers.get('Content-Type') ?? 'text/plain', [EDGE_CACHE_HEADER]: 'hit' },
    });
  }
  const res = await produce();
  if (res.status !== 200) return res;
  const body = await res.arrayBuffer();
  const kept = new Response(body, {
    headers: { 'Content-Type': res.headers.get('Content-Type') ?? 'text/plain', 'Cache-Control': `public, max-age=${o.ttlSeconds}` },
  });
  const put = cache
    .put(url, kept)
    .catch((err: unknown) => console.error(JSON.stringify({ level: 'warn', event: 'edge cache put failed', error: String(err) })));
  try {
    c.executionCtx.waitUntil(put);
  } catch {
    await put; // no execution context (tests): keep it before answering
  }
  const headers = new Headers(res.headers);
  headers.set(EDGE_CACHE_HEADER, 'miss');
  return new Response(body, { status: res.status, headers });
}
