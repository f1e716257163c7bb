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
    ['GET', false, undefined, lost(), true],
    ['get', false, undefined, lost(), true],
    ['HEAD', false, undefined, lost(), true],
    ['GET', false, new AbortController().signal, lost(), true],
    ['PUT', true, undefined, lost(), true],
    ['DELETE', false, undefined, lost(), true],
    ['DELETE', true, undefined, lost(), false],
    ['POST', true, undefined, lost(), false],
    ['POST', false, undefined, lost(), false],
    ['PATCH', true, undefined, lost(), false],
    ['GET', false, aborted(), lost(), false],
    ['GET', false, undefined, named('TimeoutError'), false],
    ['PUT', true, undefined, named('AbortError'), false],
  ] as const)('%s (body %s), signal %o, %o → %s', (method, hasBody, signal, error, expected) => {
    expect(retryable({ method, hasBody }, signal, error)).toBe(expected);
  });

  it('never a streamed body (the first attempt read it)', () => {
    expect(retryable({ method: 'PUT', hasBody: true, streamed: true }, undefined, lost())).toBe(false);
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

  it('resends a PUT, and a DELETE of what its address names (the address book)', async () => {
    for (const init of [{ method: 'PUT', body: '{"city":"Delft"}' }, { method: 'DELETE' }]) {
      const inner = vi
        .fn()
        .mockRejectedValueOnce(lost())
        .mockResolvedValueOnce(new Response(null, { status: 204 }));
      expect((await withLostConnectionRetry(inner)('http://up/customers/me/addresses/a1', init)).status).toBe(204);
      expect(inner, init.method).toHaveBeenCalledTimes(2);
    }
  });

  it('never resends a POST, a DELETE with a body (the photos answer which ids failed), a streamed body, a timeout or a cancellation', async () => {
    for (const [init, error] of [
      [{ method: 'POST', body: '{}' }, lost()],
      [{ method: 'DELETE', body: '{"photoIds":["p1"]}' }, lost()],
      [{ method: 'PUT', body: new ReadableStream() }, lost()],
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
