import { describe, expect, it, vi } from 'vitest';
import { serverApi, serverTransport } from './index';

const UPSTREAM = {
  customer: 'http://up.test/customer-api',
  publicConf: 'http://up.test/public-conf',
  emailGateway: 'http://up.test/email-gateway',
};

function recorder() {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), headers: new Headers(init?.headers) });
    return new Response('{"status":"x","email":"a@example.com","subscribed":true}', { status: 200 });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe('serverTransport', () => {
  it('uses env.UPSTREAM[key], the session bearer and the request correlation id', async () => {
    const { calls, fetch } = recorder();
    const api = serverApi({ UPSTREAM }, { accessToken: 'tok-1' }, 'corr-1', { fetch });
    await api.customer.me().catch(() => undefined);
    expect(calls[0]!.url).toBe('http://up.test/customer-api/customers/me');
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(calls[0]!.headers.get('X-CorrelationId')).toBe('corr-1');
  });

  it('never sends the bearer to the no-token APIs', async () => {
    const { calls, fetch } = recorder();
    const api = serverApi({ UPSTREAM }, { accessToken: 'tok-1' }, 'corr-1', { fetch });
    await api.publicConfig.menu('photobloom.nl');
    await api.emailGateway.confirmSubscription('a@example.com', 't');
    expect(calls.map((c) => c.headers.has('Authorization'))).toEqual([false, false]);
  });

  it("sends the brand's locale (Accept-Language) on every call when given, nothing otherwise", async () => {
    const { calls, fetch } = recorder();
    const api = serverApi({ UPSTREAM }, { accessToken: 'tok-1' }, 'corr-1', { fetch, acceptLanguage: 'de-DE, de-AT;q=0.9' });
    await api.customer.me().catch(() => undefined);
    await api.publicConfig.menu('photobloom.de');
    await api.emailGateway.confirmSubscription('a@example.com', 't');
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['de-DE, de-AT;q=0.9', 'de-DE, de-AT;q=0.9', 'de-DE, de-AT;q=0.9']);
    const plain = recorder();
    await serverApi({ UPSTREAM }, null, 'corr-2', { fetch: plain.fetch }).publicConfig.menu('photobloom.de');
    expect(plain.calls[0]!.headers.has('Accept-Language')).toBe(false);
  });

  it('sends no bearer without a session and refuses an unconfigured key', () => {
    expect(() => serverTransport({ UPSTREAM }, null, 'c')('photo')).toThrow(/UPSTREAM.photo/);
  });
});
