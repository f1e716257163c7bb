import { describe, expect, it } from 'vitest';
import { ORIGIN, sameOrigin, setup } from '../../../tests/worker/api-proxy';

describe('apiProxy: allow-list and forwarding', () => {
  it('forwards an allowed GET with the bearer, correlation id and query, and no cookie', async () => {
    const { request, seen } = setup();
    const res = await request('/api/photo/photos/timeline/2024/3?limit=24&cursor=abc', {
      headers: { Cookie: '__Secure-at=secret', Authorization: 'Bearer from-browser', Accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('http://up.test/photo-management/photos/timeline/2024/3?limit=24&cursor=abc');
    const h = new Headers(seen[0]!.init.headers);
    expect(h.get('Authorization')).toBe('Bearer access-token-A');
    expect(h.get('X-CorrelationId')).toBe('corr-0000-test');
    expect(h.has('Cookie')).toBe(false);
    expect(seen[0]!.init.redirect).toBe('manual');
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-CorrelationId')).toBe('corr-0000-test');
  });

  it('forwards an allowed write with its JSON body', async () => {
    const { request, seen } = setup();
    const res = await request('/api/photo/albums', { method: 'POST', headers: sameOrigin(), body: '{"albumName":"Trip"}' });
    expect(res.status).toBe(200);
    expect(seen[0]!.init.method).toBe('POST');
    expect(new TextDecoder().decode(seen[0]!.init.body as ArrayBuffer)).toBe('{"albumName":"Trip"}');
  });

  it('does not send the bearer to a no-token API', async () => {
    const { request, seen } = setup();
    await request('/api/publicConf/photobloom.nl');
    expect(new Headers(seen[0]!.init.headers).has('Authorization')).toBe(false);
  });

  it.each([
    ['unknown key', 'GET', '/api/admin/users', 404],
    ['path not on the list', 'GET', '/api/photo/__admin/seed', 404],
    ['method not allowed on a listed path', 'PUT', '/api/photo/users', 405],
    ['identity confirmation is server-side only', 'POST', '/api/identity/v2/identities/local/x/deleteaccount/tok/actions/confirm', 404],
    ['key without path', 'GET', '/api/photo', 404],
  ])('refuses %s', async (_name, method, path, status) => {
    const { request, fetch } = setup();
    const res = await request(path, { method, headers: sameOrigin() });
    expect(res.status).toBe(status);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 401 without a session and never calls the upstream', async () => {
    const { request, fetch } = setup({ session: false });
    expect((await request('/api/customer/customers/me')).status).toBe(401);
    expect((await request('/api/photo/albums', { method: 'POST', headers: sameOrigin(), body: '{}' })).status).toBe(401);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns an upstream redirect into 502 and does not follow it', async () => {
    const { request, fetch } = setup({ upstream: () => new Response(null, { status: 302, headers: { Location: 'http://evil.test/' } }) });
    const res = await request('/api/customer/customers/me');
    expect(res.status).toBe(502);
    expect(res.headers.get('Location')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    [404, '{"error":"not_found","message":"no order X1 for account 1001 at http://orders.internal/v1"}', 'not_found'],
    [500, 'System.NullReferenceException at OrderService.Get (http://orders.internal)', 'internal_error'],
    [409, '{"error":"locked","message":"production started"}', 'conflict'],
  ])("answers an upstream %i in the app's own error shape, never with the upstream body (issue 35 §4)", async (status, body, code) => {
    const { request } = setup({ upstream: () => new Response(body, { status, headers: { 'Content-Type': 'application/json' } }) });
    const res = await request('/api/orders/v1/Orders/X1');
    expect(res.status).toBe(status);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ error: code, correlationId: 'corr-0000-test' });
  });

  it('a refused write keeps only the names of the refused fields', async () => {
    const body = JSON.stringify({
      error: 'validation',
      field: 'deliveryAddress.postalCode',
      message: 'deliveryAddress.postalCode: Invalid input: expected string, received NaN',
      issues: [{ field: 'deliveryAddress.postalCode' }, { field: 'deliveryAddress.city', message: 'Required' }],
    });
    const { request } = setup({ upstream: () => new Response(body, { status: 400, headers: { 'Content-Type': 'application/json' } }) });
    const res = await request('/api/photo/albums', { method: 'POST', headers: sameOrigin(), body: '{"albumName":"<b>"}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'bad_request', correlationId: 'corr-0000-test', fields: ['postalCode', 'city'] });
  });

  it('drops the account id from an answer that names the account, at any depth; other answers pass as they came', async () => {
    const answer = { id: 'u1', accountId: 1001, orders: [{ code: 'P-1', accountId: 1001 }], note: 'accountId stays in text' };
    const { request } = setup({
      upstream: () =>
        new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Length': '99' } }),
    });
    const me = await request('/api/customer/customers/me');
    expect(me.status).toBe(200);
    expect(me.headers.get('Content-Length')).toBeNull();
    expect(await me.json()).toEqual({ id: 'u1', orders: [{ code: 'P-1' }], note: 'accountId stays in text' });
    const other = await request('/api/photo/albums');
    expect(await other.json()).toEqual(answer);
  });

  it('drops upstream cookies and hop-by-hop headers from the answer and streams the body', async () => {
    const { request } = setup({
      upstream: () =>
        new Response(new Blob(['%PDF-1.7']).stream(), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'set-cookie': 'x=1',
            Connection: 'keep-alive',
            'Keep-Alive': 'timeout=5',
            'Content-Disposition': 'attachment; filename="i.pdf"',
          },
        }),
    });
    const res = await request('/api/invoice/api/v1/HistoricalInvoice/me/pdf/H1/albelli-nl');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('Keep-Alive')).toBeNull();
    expect(res.headers.get('Connection')).toBeNull();
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="i.pdf"');
    expect(await res.text()).toBe('%PDF-1.7');
  });

  it('answers 502 and reports when the upstream is unreachable', async () => {
    const { request, report } = setup({ upstream: () => Promise.reject(new TypeError('fetch failed')) });
    const res = await request('/api/customer/customers/me');
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: 'upstream_unreachable', correlationId: 'corr-0000-test' });
    expect(report).toHaveBeenCalledWith(expect.anything(), expect.any(TypeError), expect.objectContaining({ source: 'proxy' }));
  });

  it('sends a GET and a DELETE by address whose connection was lost once more; never a POST, a PATCH or the photos’ DELETE with ids (no PUT goes through the proxy)', async () => {
    let attempts = 0;
    const { request, seen } = setup({
      upstream: () =>
        attempts++ === 0 ? Promise.reject(new TypeError('Network connection lost.')) : Promise.resolve(Response.json({ ok: true })),
    });
    expect((await request('/api/customer/customers/me')).status).toBe(200);
    expect(seen).toHaveLength(2);
    attempts = 0;
    expect((await request('/api/photo/albums', { method: 'POST', headers: sameOrigin(), body: '{"albumName":"Trip"}' })).status).toBe(502);
    expect(seen).toHaveLength(3);
    attempts = 0;
    expect((await request('/api/photo/albums/a1', { method: 'DELETE', headers: sameOrigin() })).status).toBe(200);
    expect(seen).toHaveLength(5);
    attempts = 0;
    const rename = { method: 'PATCH', headers: sameOrigin({ 'Content-Type': 'application/json' }), body: '{"albumName":"Trip"}' };
    expect((await request('/api/photo/albums/a1', rename)).status).toBe(502);
    expect(seen).toHaveLength(6);
    attempts = 0;
    const photos = { method: 'DELETE', headers: sameOrigin({ 'Content-Type': 'application/json' }), body: '{"photoIds":["p1"]}' };
    expect((await request('/api/photo/photos', photos)).status).toBe(502);
    expect(seen).toHaveLength(7);
  });

  it('accepts an image upload to the storage endpoint and streams it', async () => {
    const { request, seen } = setup();
    const res = await request('/api/storage/uploads?filename=a.jpg', {
      method: 'POST',
      headers: sameOrigin({ 'Content-Type': 'image/jpeg' }),
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
    });
    expect(res.status).toBe(200);
    expect(seen[0]!.init.duplex).toBe('half');
    expect(new Headers(seen[0]!.init.headers).get('Content-Type')).toBe('image/jpeg');
  });

  it.each([
    ['text/plain', 'text/plain'],
    ['JSON', 'application/json'],
    ['an executable', 'application/x-msdownload'],
  ])('refuses a %s upload body', async (_name, type) => {
    const { request, fetch } = setup();
    const res = await request('/api/storage/uploads', { method: 'POST', headers: sameOrigin({ 'Content-Type': type }), body: 'x' });
    expect(res.status).toBe(415);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses an image body on a JSON endpoint', async () => {
    const { request, fetch } = setup();
    const res = await request('/api/photo/albums', { method: 'POST', headers: sameOrigin({ 'Content-Type': 'image/png' }), body: 'x' });
    expect(res.status).toBe(415);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('serves the proxy on its own origin only (sanity of the test origin)', () => {
    expect(new URL(ORIGIN).origin).toBe(ORIGIN);
  });
});
