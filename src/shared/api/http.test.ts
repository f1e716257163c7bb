import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import {
  createHttp,
  joinUrl,
  stripDigitsFromPath,
  UpstreamBlobError,
  UpstreamHttpError,
  UpstreamNetworkError,
  UpstreamSchemaError,
} from './http';

type Call = { url: string; init: RequestInit };

function stub(respond: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return respond(call);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const Counts = z.object({ photosCount: z.number().int().nonnegative() });
const headersOf = (c: Call) => new Headers(c.init.headers);

describe('createHttp', () => {
  it('sends the standard headers, the bearer and the correlation id, with redirect manual', async () => {
    const s = stub(() => json({ photosCount: 3 }));
    const http = createHttp({
      baseUrl: 'http://up/photo-management/',
      getToken: () => 'tok',
      correlationId: 'cid-1',
      fetch: s.fetch,
      timeoutMs: 1000,
    });
    await expect(http.getJson('/users', Counts)).resolves.toEqual({ photosCount: 3 });
    const [call] = s.calls;
    expect(call!.url).toBe('http://up/photo-management/users');
    const h = headersOf(call!);
    expect(h.get('Content-Type')).toBe('application/json');
    expect(h.get('Cache-Control')).toBe('no-cache');
    expect(h.get('Authorization')).toBe('Bearer tok');
    expect(h.get('X-CorrelationId')).toBe('cid-1');
    expect(call!.init.redirect).toBe('manual');
    expect(call!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no Authorization header without a token, and the custom headers/credentials given', async () => {
    const s = stub(() => json({ photosCount: 0 }));
    const http = createHttp({
      baseUrl: '/api/photo',
      headers: { 'X-Requested-With': 'myaccount' },
      credentials: 'same-origin',
      fetch: s.fetch,
      timeoutMs: 1000,
    });
    await http.getJson('users', Counts, { query: { a: 1, b: undefined, c: ['x', 'y'] } });
    expect(s.calls[0]!.url).toBe('/api/photo/users?a=1&c=x&c=y');
    const h = headersOf(s.calls[0]!);
    expect(h.has('Authorization')).toBe(false);
    expect(h.get('X-Requested-With')).toBe('myaccount');
    expect(s.calls[0]!.init.credentials).toBe('same-origin');
    expect(h.get('X-CorrelationId')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("calls fetch inside the caller's task when there is no token source, a microtask later when there is one", async () => {
    for (const [getToken, synchronous] of [
      [undefined, true],
      [() => 'tok', false],
    ] as const) {
      const s = stub(() => json({ photosCount: 1 }));
      const http = createHttp({ baseUrl: '/api/photo', getToken, fetch: s.fetch, timeoutMs: 1000 });
      const done = http.getJson('/users', Counts);
      expect(s.calls.length).toBe(synchronous ? 1 : 0);
      await done;
      expect(s.calls.length).toBe(1);
    }
  });

  it("throws 'Error {body}; Status Code: {status} Received from {url}' on non-2xx", async () => {
    const s = stub(() => new Response('{"error":"boom"}', { status: 500 }));
    const http = createHttp({ baseUrl: 'http://up/x', correlationId: 'cid-2', fetch: s.fetch, timeoutMs: 1000 });
    const err = await http.getJson('/users/12', Counts).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamHttpError);
    expect((err as Error).message).toBe('Error {"error":"boom"}; Status Code: 500 Received from http://up/x/users/12');
    expect(err).toMatchObject({ status: 500, correlationId: 'cid-2' });
  });

  it('treats a 3xx as an error (redirects are never followed)', async () => {
    const s = stub(() => new Response(null, { status: 302, headers: { Location: 'http://evil/' } }));
    const http = createHttp({ baseUrl: 'http://up', fetch: s.fetch, timeoutMs: 1000 });
    await expect(http.getJson('/a', Counts)).rejects.toMatchObject({ name: 'UpstreamHttpError', status: 302 });
    await expect(http.getBlob('/a')).rejects.toBeInstanceOf(UpstreamBlobError);
  });

  it('rethrows network failures with the digits stripped from the path', async () => {
    const s = stub(() => Promise.reject(new TypeError('fetch failed')));
    const http = createHttp({ baseUrl: 'http://up:8788/order-api', correlationId: 'cid-3', fetch: s.fetch, timeoutMs: 1000 });
    const err = await http.getJson('/v1/Orders/12345?x=9', Counts).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamNetworkError);
    expect((err as Error).message).toBe('fetch failed /order-api/v/Orders/');
    expect(err).toMatchObject({ correlationId: 'cid-3', timedOut: false });
  });

  it('sends a GET whose connection was lost once more (lost-connection-retry.ts), never a POST', async () => {
    let attempts = 0;
    const s = stub(() => (attempts++ === 0 ? Promise.reject(new TypeError('Network connection lost.')) : json({ photosCount: 3 })));
    const http = createHttp({ baseUrl: 'http://up', fetch: s.fetch, timeoutMs: 1000 });
    await expect(http.getJson('/users', Counts)).resolves.toEqual({ photosCount: 3 });
    expect(s.calls.map((c) => c.url)).toEqual(['http://up/users', 'http://up/users']);
    attempts = 0;
    await expect(http.sendJson('POST', '/users', {}, Counts)).rejects.toBeInstanceOf(UpstreamNetworkError);
    expect(s.calls).toHaveLength(3);
  });

  it('times out per call with AbortSignal.timeout', async () => {
    const s = stub(
      ({ init }) => new Promise<Response>((_, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    const http = createHttp({ baseUrl: 'http://up', fetch: s.fetch, timeoutMs: 10_000 });
    const err = await http.getJson('/slow/1', Counts, { timeoutMs: 20 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamNetworkError);
    expect(err).toMatchObject({ timedOut: true });
    expect((err as Error).message).toMatch(/\/slow\/$/);
  });

  it('raises UpstreamSchemaError on a schema-invalid or malformed body', async () => {
    const bad = createHttp({
      baseUrl: 'http://up',
      correlationId: 'c',
      fetch: stub(() => json({ photosCount: -1 })).fetch,
      timeoutMs: 1000,
    });
    const err = await bad.getJson('/users', Counts).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UpstreamSchemaError);
    expect((err as UpstreamSchemaError).issues[0]!.path).toEqual(['photosCount']);
    const broken = createHttp({
      baseUrl: 'http://up',
      fetch: stub(() => new Response('{"broken', { status: 200 })).fetch,
      timeoutMs: 1000,
    });
    await expect(broken.getJson('/users', Counts)).rejects.toBeInstanceOf(UpstreamSchemaError);
  });

  it('resolves null for the statuses listed in emptyOn, and only those', async () => {
    const http = createHttp({ baseUrl: 'http://up', fetch: stub(() => new Response('nope', { status: 404 })).fetch, timeoutMs: 1000 });
    await expect(http.getJson('/x', Counts, { emptyOn: [404] })).resolves.toBeNull();
    await expect(http.getJson('/x', Counts, { emptyOn: [401] })).rejects.toBeInstanceOf(UpstreamHttpError);
  });

  it('sendJson sends a JSON body and accepts an empty 204 when the schema allows it', async () => {
    const s = stub(() => new Response(null, { status: 204 }));
    const http = createHttp({ baseUrl: 'http://up', fetch: s.fetch, timeoutMs: 1000 });
    await expect(http.sendJson('DELETE', '/photos', { photoIds: ['a'] }, z.unknown())).resolves.toBeUndefined();
    expect(s.calls[0]!.init.method).toBe('DELETE');
    expect(s.calls[0]!.init.body).toBe('{"photoIds":["a"]}');
    await expect(http.sendJson('POST', '/x', undefined, Counts)).rejects.toBeInstanceOf(UpstreamSchemaError);
  });

  it('getBlob returns the blob on 2xx and rejects with status and statusText otherwise', async () => {
    const ok = createHttp({ baseUrl: 'http://up', fetch: stub(() => new Response('%PDF', { status: 200 })).fetch, timeoutMs: 1000 });
    expect(await (await ok.getBlob('/pdf/1')).text()).toBe('%PDF');
    const http = createHttp({
      baseUrl: 'http://up',
      correlationId: 'c9',
      fetch: stub(() => new Response('x', { status: 404, statusText: 'Not Found' })).fetch,
      timeoutMs: 1000,
    });
    await expect(http.getBlob('/pdf/1')).rejects.toMatchObject({
      name: 'UpstreamBlobError',
      status: 404,
      statusText: 'Not Found',
      correlationId: 'c9',
    });
  });

  it('refuses a non-positive default timeout', () => {
    expect(() => createHttp({ baseUrl: 'http://up', timeoutMs: 0 })).toThrow(RangeError);
  });
});

describe('url helpers', () => {
  it.each([
    ['http://up/a/', '/b', 'http://up/a/b'],
    ['http://up/a', 'b', 'http://up/a/b'],
    ['http://up/reorder-direct', '', 'http://up/reorder-direct'],
    ['/api/photo', '/users', '/api/photo/users'],
  ])('joinUrl(%s, %s)', (base, path, expected) => expect(joinUrl(base, path)).toBe(expected));

  it.each([
    ['http://127.0.0.1:8788/photo-management/photos/timeline/2024/3?limit=24', '/photo-management/photos/timeline//'],
    ['/api/orders/v1/Orders/A123', '/api/orders/v/Orders/A'],
  ])('stripDigitsFromPath(%s)', (url, expected) => expect(stripDigitsFromPath(url)).toBe(expected));
});

describe('sendBody', () => {
  it('sends a Blob with its own type (not JSON) and parses the JSON answer', async () => {
    const s = stub(() => json({ photosCount: 1 }, 201));
    const http = createHttp({ baseUrl: '/api/storage', headers: { 'X-Requested-With': 'myaccount' }, fetch: s.fetch, timeoutMs: 1000 });
    const file = new Blob([new Uint8Array([0xff, 0xd8])], { type: 'image/jpeg' });
    await expect(http.sendBody('POST', '/uploads', file, Counts, { query: { filename: 'a.jpg' } })).resolves.toEqual({ photosCount: 1 });
    expect(s.calls[0]!.url).toBe('/api/storage/uploads?filename=a.jpg');
    expect(headersOf(s.calls[0]!).get('Content-Type')).toBe('image/jpeg');
    expect(s.calls[0]!.init.body).toBe(file);
  });
});
