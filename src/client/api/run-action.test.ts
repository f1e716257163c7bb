import { describe, expect, it, vi } from 'vitest';
import { UpstreamHttpError } from '../../shared/api/errors';
import { NOT_REQUESTED, type RequestState } from '../../shared/request-state';
import { runAction } from './run-action';

function holder() {
  let state: RequestState = NOT_REQUESTED;
  const seen: RequestState[] = [];
  const setState = (update: (s: RequestState) => RequestState) => {
    state = update(state);
    seen.push(state);
  };
  return { setState, seen, get: () => state };
}

describe('runAction', () => {
  it('goes InProgress → Finished and returns the result', async () => {
    const h = holder();
    const report = vi.fn(async () => undefined);
    await expect(runAction('CREATE_ALBUM', async () => 42, h.setState, report)).resolves.toBe(42);
    expect(h.seen.map((s) => s.status)).toEqual(['InProgress', 'Finished']);
    expect(report).not.toHaveBeenCalled();
  });

  it('goes InProgress → Failed with the correlation id, reports <ACTION>_FAILED and rethrows', async () => {
    const h = holder();
    const report = vi.fn(async () => undefined);
    const error = new UpstreamHttpError(500, 'x', '/api/photo/albums', 'cid-7');
    await expect(
      runAction(
        'CREATE_ALBUM',
        async () => {
          throw error;
        },
        h.setState,
        report,
      ),
    ).rejects.toBe(error);
    expect(h.get()).toMatchObject({ status: 'Failed', correlationId: 'cid-7' });
    expect(report).toHaveBeenCalledWith(error, 'CREATE_ALBUM_FAILED');
  });
});
