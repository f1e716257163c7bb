import { describe, expect, it } from 'vitest';
import { levelFor, requestLine } from './line';

describe('requestLine', () => {
  it('has exactly the documented fields, rounded durations and the upstream total', () => {
    const line = requestLine({
      route: '/settings/address/:id',
      method: 'POST',
      status: 303,
      durationMs: 12.6,
      brand: 'photobloom-nl',
      correlationId: 'c0ffee00-1111-4222-8333-444455556666',
      upstream: [
        { service: 'customer', method: 'GET', route: '/customers/me', status: 200, durationMs: 4.4 },
        { service: 'customer', method: 'PUT', route: '/customers/me/addresses/:id', status: 204, durationMs: 5.6 },
      ],
    });
    expect(line).toEqual({
      route: '/settings/address/:id',
      method: 'POST',
      status: 303,
      durationMs: 13,
      brand: 'photobloom-nl',
      correlationId: 'c0ffee00-1111-4222-8333-444455556666',
      upstream: [
        { service: 'customer', method: 'GET', route: '/customers/me', status: 200, durationMs: 4 },
        { service: 'customer', method: 'PUT', route: '/customers/me/addresses/:id', status: 204, durationMs: 6 },
      ],
    });
  });

  it('copies nothing but its fields: extra properties of a call (a URL, a token) are dropped', () => {
    const call = { service: 'identity', method: 'POST', route: '/v2/identities/:id', status: 200, durationMs: 1 };
    const leaky = { ...call, url: 'http://idp/v2/identities/user@example.com', authorization: 'Bearer eyJabc.def.ghi' };
    const text = JSON.stringify(requestLine({ route: '/x', method: 'GET', status: 200, durationMs: 1, upstream: [leaky] }));
    expect(text).not.toContain('example.com');
    expect(text).not.toContain('Bearer');
    expect(text).toContain('"brand":null');
  });

  it('marks dropped calls and aborted streams', () => {
    const line = requestLine({ route: '/', method: 'GET', status: 200, durationMs: 1, upstream: [], upstreamDropped: 3, aborted: true });
    expect(line).toMatchObject({ upstreamDropped: 3, aborted: true });
  });

  it('levels: 5xx error, the rest info', () => {
    expect(levelFor(500)).toBe('error');
    expect(levelFor(503)).toBe('error');
    expect(levelFor(429)).toBe('info');
    expect(levelFor(200)).toBe('info');
  });
});
