import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../shared/api/http';
import { PUBLIC_ERROR_MESSAGE, PublicError } from '../../shared/api/public-error';
import type { AppEnv } from '../env';
import { publicFailures } from './public-failures';

const BASE = 'http://api.internal/project-api';
const ID = '6f5e8c7d-8b2f-460b-b252-278045ff5e19';
const Any = { safeParse: (data: unknown) => ({ success: true as const, data }) } as never;

/** One call through a transport built as the page render builds it; its rejection, as the render sees it, and the error log lines. */
async function renderCall(fetch: typeof globalThis.fetch, signal?: AbortSignal) {
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const app = new Hono<AppEnv>();
  let seen: unknown;
  app.get('/page', async (c) => {
    c.set('correlationId', ID);
    const http = createHttp({ baseUrl: BASE, correlationId: ID, fetch, timeoutMs: 1000, onFailure: publicFailures(c) });
    seen = await http.getJson('/api/v2/projects/1001', Any, signal ? { signal } : {}).catch((e: unknown) => e);
    return c.text('ok');
  });
  await app.request('/page');
  const lines = logged.mock.calls.map((args) => args.join(' '));
  return { seen, lines };
}

afterEach(() => vi.restoreAllMocks());

describe('the page render sees a failed upstream call as its public shape only (src/worker/ssr/public-failures.ts)', () => {
  it('reports the full error, then rejects with the public error: status and correlation id kept, no URL, body or id', async () => {
    const { seen, lines } = await renderCall(async () => new Response('{"field":"skip","accountId":1001}', { status: 400 }));
    expect(seen).toBeInstanceOf(PublicError);
    expect(seen).toMatchObject({ message: PUBLIC_ERROR_MESSAGE, status: 400, correlationId: ID, kind: 'http' });
    expect(JSON.stringify(seen)).not.toMatch(/api\.internal|1001|skip/);
    expect(lines.join('\n')).toMatch(/SSR_UPSTREAM_FAILED/);
    expect(lines.join('\n')).toMatch(/api\.internal/);
  });

  it('an answer passes untouched, and nothing is reported', async () => {
    const { seen, lines } = await renderCall(async () => Response.json({ projects: [] }));
    expect(seen).toEqual({ projects: [] });
    expect(lines).toEqual([]);
  });

  it('a cancelled call (the render ended) is not reported, but still rejects redacted', async () => {
    const controller = new AbortController();
    controller.abort();
    const { seen, lines } = await renderCall(async (_input, init) => {
      init?.signal?.throwIfAborted();
      return Response.json({});
    }, controller.signal);
    expect(seen).toBeInstanceOf(PublicError);
    expect(lines.filter((l) => l.includes('SSR_UPSTREAM_FAILED'))).toEqual([]);
  });
});
