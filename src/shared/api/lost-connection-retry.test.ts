import { describe, expect, it, vi } from 'vitest';
import { retryable, withLostConnectionRetry } from './lost-connection-retry';

const lost = () => new TypeError('Network connection lost.');
const named = (name: string) => Object.assign(new Error(name), { name });
const aborted = () => {
  const c = new AbortController();
  c.abort();
  return c.signal;
};

describe('retryable', () => {
  it.each([
    ['GET', undefined, lost(), true],
    ['get', undefined, lost(), true],
    ['HEAD', undefined, lost(), true],
    ['GET', new AbortController().signal, lost(), true],
    ['POST', undefined, lost(), false],
    ['PUT', undefined, lost(), false],
    ['PATCH', undefined, lost(), false],
    ['DELETE', undefined, lost(), false],
    ['GET', aborted(), lost(), false],
    ['GET', undefined, named('TimeoutError'), false],
    ['GET', undefined, named('AbortError'), false],
  ] as const)('%s, signal %o, %o → %s', (method, signal, error, expected) => {
    expect(retryable(method, signal, error)).toBe(expected);
  });
});

describe('withLostConnectionRetry', () => {
  it('sends a GET whose connection was lost once more, with the same request', async () => {
    const inner = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce(new Response('ok'));
    const init = { method: 'GET', headers: { 'X-CorrelationId': 'c1' } };
    const res = await withLostConnectionRetry(inner)('http://up/photos', init);
    expect(await res.text()).toBe('ok');
    expect(inner.mock.calls).toEqual([
      ['http://up/photos', init],
      ['http://up/photos', init],
    ]);
  });

  it('takes a Request’s own method when no init is given', async () => {
    const inner = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce(new Response('ok'));
    await withLostConnectionRetry(inner)(new Request('http://up/photos'));
    expect(inner).toHaveBeenCalledTimes(2);
    const post = vi.fn().mockRejectedValue(lost());
    await expect(withLostConnectionRetry(post)(new Request('http://up/photos', { method: 'POST', body: 'x' }))).rejects.toThrow('lost');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('tries only once more: a second lost connection is the failure', async () => {
    const inner = vi.fn().mockRejectedValue(lost());
    await expect(withLostConnectionRetry(inner)('http://up/photos')).rejects.toThrow('Network connection lost.');
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('never resends a request with an effect, a timeout or a cancellation', async () => {
    for (const [init, error] of [
      [{ method: 'POST', body: '{}' }, lost()],
      [{ method: 'DELETE' }, lost()],
      [{ method: 'GET' }, named('TimeoutError')],
      [{ method: 'GET', signal: aborted() }, named('AbortError')],
    ] as const) {
      const inner = vi.fn().mockRejectedValue(error);
      await expect(withLostConnectionRetry(inner)('http://up/x', init)).rejects.toBe(error);
      expect(inner, JSON.stringify(init)).toHaveBeenCalledTimes(1);
    }
  });

  it('resends a write when its caller says it may (the OIDC token calls)', async () => {
    const inner = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce(new Response('{}'));
    await withLostConnectionRetry(inner, () => true)('http://idp/token', { method: 'POST', body: 'grant_type=authorization_code' });
    expect(inner).toHaveBeenCalledTimes(2);
    const timedOut = vi.fn().mockRejectedValue(named('TimeoutError'));
    await expect(withLostConnectionRetry(timedOut, () => true)('http://idp/token', { method: 'POST' })).rejects.toThrow();
    expect(timedOut).toHaveBeenCalledTimes(1);
  });

  it('leaves an answer alone, whatever its status', async () => {
    const inner = vi.fn().mockResolvedValue(new Response('no', { status: 502 }));
    expect((await withLostConnectionRetry(inner)('http://up/x')).status).toBe(502);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
