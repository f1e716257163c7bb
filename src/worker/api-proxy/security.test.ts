import { describe, expect, it } from 'vitest';
import { ORIGIN, sameOrigin, setup } from '../../../tests/worker/api-proxy';

describe('apiProxy: CSRF', () => {
  const write = (headers: Record<string, string>, body = '{"albumName":"x"}') => ({ method: 'POST', headers, body });

  it.each([
    [
      'a cross-site HTML form (form-encoded, foreign Origin, no custom header)',
      { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.test', 'Sec-Fetch-Site': 'cross-site' },
    ],
    ['text/plain JSON from another site', { 'Content-Type': 'text/plain', Origin: 'https://evil.test' }],
    ['text/plain JSON from our own origin with the custom header', sameOrigin({ 'Content-Type': 'text/plain' })],
    ['a same-origin call missing the custom header', { 'Content-Type': 'application/json', Origin: ORIGIN }],
    ['a wrong custom header value', sameOrigin({ 'X-Requested-With': 'XMLHttpRequest' })],
    ['a sibling-subdomain Origin', sameOrigin({ Origin: 'https://shop.photobloom.nl', 'Sec-Fetch-Site': 'same-site' })],
    [
      'a sibling-subdomain Origin without Sec-Fetch-Site',
      { 'X-Requested-With': 'myaccount', 'Content-Type': 'application/json', Origin: 'https://shop.photobloom.nl' },
    ],
    ['an http (not https) Origin of our host', sameOrigin({ Origin: 'http://my.photobloom.nl' })],
    ['a missing Origin', { 'X-Requested-With': 'myaccount', 'Content-Type': 'application/json' }],
    ['Origin null', sameOrigin({ Origin: 'null' })],
  ])('refuses %s', async (_name, headers) => {
    const { request, fetch } = setup();
    const res = await request('/api/photo/albums', write(headers));
    expect([403, 415]).toContain(res.status);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts the same call with the custom header and our own Origin', async () => {
    const { request, fetch } = setup();
    expect((await request('/api/photo/albums', write(sameOrigin()))).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a cross-site read (Sec-Fetch-Site) but allows a same-origin one', async () => {
    const { request, fetch } = setup();
    expect((await request('/api/customer/customers/me', { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status).toBe(403);
    expect((await request('/api/customer/customers/me', { headers: { 'Sec-Fetch-Site': 'same-site' } })).status).toBe(403);
    expect((await request('/api/customer/customers/me', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a DELETE without the custom header', async () => {
    const { request, fetch } = setup();
    const res = await request('/api/photo/albums/A1', { method: 'DELETE', headers: { Origin: ORIGIN } });
    expect(res.status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('apiProxy: path traversal and smuggling', () => {
  it.each([
    '/api/photo/albums/..%2f..%2fcustomer-api%2fcustomers%2fme',
    '/api/photo/albums/%2e%2e%2fusers',
    '/api/photo/albums/%2E%2E',
    '/api/photo/albums/a%5c..%5cb',
    '/api/photo/albums/a%2fb',
    '/api/photo/albums/%252e%252e',
    '/api/photo//users',
    '/api/photo/http:%2f%2fevil.test%2fx',
    '/api/photo/albums/a%00b',
    '/api/photo/albums/.hidden/photos',
  ])('refuses %s without calling the upstream', async (path) => {
    const { request, fetch } = setup();
    const res = await request(path);
    expect(res.status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never leaves the configured upstream even after the URL parser resolved dot segments', async () => {
    const { request, seen } = setup();
    // The runtime resolves "/api/photo/x/../users" to "/api/photo/users" before we see it.
    const res = await request('/api/photo/x/../users');
    expect(res.status).toBe(200);
    expect(seen[0]!.url).toBe('http://up.test/photo-management/users');
  });

  it('a backslash path (turned into slashes by the URL parser) cannot reach an unlisted path', async () => {
    const { request, fetch } = setup();
    const res = await request('/api/photo\\..\\..\\admin');
    expect(res.status).toBe(404);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('apiProxy: client errors', () => {
  it('reports a failed browser action through the reporter and answers 204', async () => {
    const { request, report, fetch } = setup();
    const res = await request('/api/client-errors', {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({
        message: 'Error x; Status Code: 500 Received from /api/photo/users',
        correlationId: 'abcd-1234-ef',
        action: 'DELETE_PHOTOS_FAILED',
      }),
    });
    expect(res.status).toBe(204);
    expect(fetch).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'ClientActionError', message: expect.stringContaining('Status Code: 500') }),
      { source: 'client', action: 'DELETE_PHOTOS_FAILED', correlationId: 'abcd-1234-ef' },
    );
  });

  it("a boundary error (no call of its own) is reported under the page's correlation id, tagged as such", async () => {
    const { request, report } = setup();
    const res = await request('/api/client-errors', {
      method: 'POST',
      headers: sameOrigin(),
      body: JSON.stringify({ message: 'TypeError: x is undefined', action: 'RENDER_FAILED', pageCorrelationId: 'page-req-0001' }),
    });
    expect(res.status).toBe(204);
    expect(report).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ name: 'ClientActionError' }), {
      source: 'client',
      action: 'RENDER_FAILED',
      correlationId: 'page-req-0001',
      tags: { pageCorrelationId: 'page-req-0001' },
    });
  });

  it.each([
    ['cross-site', { ...sameOrigin(), Origin: 'https://evil.test' }, '{"message":"m","action":"A"}', 403],
    ['text/plain', sameOrigin({ 'Content-Type': 'text/plain' }), '{"message":"m","action":"A"}', 415],
    ['invalid body', sameOrigin(), '{"message":""}', 400],
    ['malformed JSON', sameOrigin(), '{"message', 400],
  ])('refuses a %s report', async (_name, headers, body, status) => {
    const { request, report } = setup();
    expect((await request('/api/client-errors', { method: 'POST', headers, body })).status).toBe(status);
    expect(report).not.toHaveBeenCalled();
  });

  it('needs a session', async () => {
    const { request } = setup({ session: false });
    const res = await request('/api/client-errors', { method: 'POST', headers: sameOrigin(), body: '{"message":"m","action":"A"}' });
    expect(res.status).toBe(401);
  });
});
