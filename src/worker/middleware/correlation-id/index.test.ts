import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env';
import { correlationId } from './index';

function app(options?: Parameters<typeof correlationId>[0]) {
  const a = new Hono<AppEnv>();
  a.use('*', correlationId(options));
  a.get('/', (c) => c.text(c.var.correlationId));
  a.get('/boom', () => {
    throw new Error('boom');
  });
  a.onError((_err, c) => c.text('err', 500));
  return a;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('correlationId middleware', () => {
  it.each([
    ['a uuid', '3f1c9a52-8b7e-4c1d-9f0a-1b2c3d4e5f60', true],
    ['an 8..64 token', 'abcDEF12-xyz', true],
    ['too short', 'abc123', false],
    ['too long', 'a'.repeat(65), false],
    ['with spaces', 'abc def ghi', false],
    ['header injection', 'abcdefgh\r\nLocation: x', false],
    ['with a dot', 'abcdefgh.ij', false],
  ])('incoming %s → kept: %j', async (_name, incoming, kept) => {
    const headers = new Headers();
    try {
      headers.set('X-CorrelationId', incoming);
    } catch {
      /* invalid header value: same as absent */
    }
    const res = await app().request('/', { headers });
    const body = await res.text();
    expect(res.headers.get('X-CorrelationId')).toBe(body);
    if (kept) expect(body).toBe(incoming);
    else expect(body).toMatch(UUID);
  });

  it('generates a fresh id per request', async () => {
    const a = app();
    const [r1, r2] = await Promise.all([a.request('/'), a.request('/')]);
    expect(await r1.text()).not.toBe(await r2.text());
  });

  it('puts the id on error responses too', async () => {
    const res = await app({ generate: () => 'fixed-id-0001' }).request('/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('X-CorrelationId')).toBe('fixed-id-0001');
  });

  it('ignores incoming ids when told not to trust them', async () => {
    const res = await app({ trustIncoming: false, generate: () => 'generated-01' }).request('/', {
      headers: { 'X-CorrelationId': 'incoming-0001' },
    });
    expect(await res.text()).toBe('generated-01');
  });

  it('checks its options when built', () => {
    expect(() => correlationId({ generate: 'x' as unknown as () => string })).toThrow(TypeError);
  });
});
