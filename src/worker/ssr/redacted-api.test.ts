import { describe, expect, it, vi } from 'vitest';
import { UpstreamHttpError, UpstreamNetworkError } from '../../shared/api/errors';
import type { Api } from '../../shared/api/index';
import { PUBLIC_ERROR_MESSAGE, PublicError } from '../../shared/api/public-error';
import { redactedApi } from './redacted-api';

const URL_ = 'http://api.internal/project-api/api/v2/projects/1001?skip=NaN';
const ID = '6f5e8c7d-8b2f-460b-b252-278045ff5e19';

function fakeApi(impl: (...args: unknown[]) => Promise<unknown>) {
  return { projects: { page: vi.fn(impl) }, customer: { me: vi.fn(async () => ({ accountId: 1001 })) } } as unknown as Api;
}

describe('redactedApi: the server render sees failures as their public shape only', () => {
  it('hands the full error to the sink, then rejects with the public error (status kept)', async () => {
    const full = new UpstreamHttpError(400, '{"field":"skip"}', URL_, ID);
    const sink = vi.fn();
    const api = redactedApi(
      fakeApi(async () => Promise.reject(full)),
      sink,
    );
    const error = await (api.projects.page as (...a: unknown[]) => Promise<unknown>)(1001, 1, 10).catch((e: unknown) => e);
    expect(sink).toHaveBeenCalledWith(full, 'projects.page');
    expect(error).toBeInstanceOf(PublicError);
    expect(error).toMatchObject({ message: PUBLIC_ERROR_MESSAGE, status: 400, correlationId: ID, kind: 'http' });
    expect(JSON.stringify(error)).not.toMatch(/api\.internal|1001|skip/);
  });

  it('passes answers and arguments through untouched, and keeps each part the same object', async () => {
    const sink = vi.fn();
    const inner = fakeApi(async (...args) => ({ args }));
    const api = redactedApi(inner, sink);
    await expect((api.projects.page as (...a: unknown[]) => Promise<unknown>)(1, 2)).resolves.toEqual({ args: [1, 2] });
    await expect(api.customer.me()).resolves.toEqual({ accountId: 1001 });
    expect(api.projects).toBe(api.projects);
    expect(sink).not.toHaveBeenCalled();
  });

  it('a cancelled call (the render ended) is not reported, but still rejects redacted', async () => {
    const abort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    const sink = vi.fn();
    const api = redactedApi(
      fakeApi(async () => Promise.reject(new UpstreamNetworkError(abort, '/project-api/', URL_, ID))),
      sink,
    );
    const error = await (api.projects.page as () => Promise<unknown>)().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PublicError);
    expect(sink).not.toHaveBeenCalled();
  });
});
