import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { UpstreamHttpError } from '../../shared/api/errors';
import { settledQuery } from './settled';

describe('settledQuery', () => {
  it('keeps the shared key as prefix and caches success', async () => {
    const q = settledQuery(['orders', 'delivery', '1'], async () => 42, 'X_FAILED');
    expect(q.queryKey).toEqual(['orders', 'delivery', '1', 'settled']);
    await expect(new QueryClient().fetchQuery(q)).resolves.toEqual({ ok: true, data: 42 });
  });
  it('turns a failure into a value with its message and correlation id', async () => {
    const q = settledQuery(['v'], async () => {
      throw new UpstreamHttpError(503, '{}', 'http://x/v', 'cid-1');
    }, 'X_FAILED');
    await expect(new QueryClient().fetchQuery(q)).resolves.toEqual({ ok: false, message: 'Error {}; Status Code: 503 Received from http://x/v', correlationId: 'cid-1' });
  });
});
