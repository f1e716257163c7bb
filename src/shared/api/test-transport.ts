/**
 * Tests only: an `Http` over a stubbed fetch that answers by "METHOD path" and records calls.
 * Lives beside the modules so their tests can exercise paths, queries and schemas together.
 */
import { createHttp, type Http } from './http';

export type Route = { status?: number; body?: unknown; text?: string };

export function fakeHttp(routes: Record<string, Route>, baseUrl = 'http://up.test/base') {
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const path = url.slice(baseUrl.length).split('?')[0] || '/';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const route = routes[`${method} ${path}`];
    if (!route) return new Response('{"error":"not_found"}', { status: 404 });
    const text = route.text ?? (route.body === undefined ? '' : JSON.stringify(route.body));
    return new Response(text || null, { status: route.status ?? 200 });
  };
  const http: Http = createHttp({ baseUrl, fetch: fetch as typeof globalThis.fetch, correlationId: 'test-cid', timeoutMs: 1000 });
  return { http, calls };
}

export const MEDIA = 'http://127.0.0.1:8788/media/k1';
/** A photo as the embedded upstream's MediaUrls.photo() builds it. */
export const samplePhoto = (id = 'p1', extra: Record<string, unknown> = {}) => ({
  imageId: id,
  uploadId: `u-${id}`,
  localFileName: 'IMG_0001.jpg',
  url: `${MEDIA}/original?exp=1767225600&sig=abc`,
  untouchedUrl: `${MEDIA}/original?exp=1767225600&sig=abc`,
  thumbnails: [300, 800, 1300].map((w) => ({
    id: `${id}-${w}`,
    url: `${MEDIA}/${w}.jpg?exp=1&sig=s`,
    width: w,
    height: Math.round(w * 0.75),
  })),
  dateTaken: '2024-03-02T10:00:00.000Z',
  uploadEnd: '2024-03-05T08:00:00.000Z',
  visibleWidth: 4000,
  visibleHeight: 3000,
  ...extra,
});
