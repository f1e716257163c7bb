/**
 * Photo-test helpers: a signed-in test account (real PKCE sign-in), JSON calls with its bearer
 * token, app calls whose after-response jobs are awaited, and captured push signals.
 */
import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { vi } from 'vitest';
import app from '../../src/index';
import { BASE, bearer, createTestAccount, signIn } from '../setup-auth';

export { BASE };

export type Account = { userId: string; email: string; token: string };

export async function account(profile: 'consumer' | 'empty' | 'business' | 'not-activated'): Promise<Account> {
  const created = await createTestAccount(profile);
  const tokens = await signIn(created.email, created.password);
  return { userId: created.userId, email: created.email, token: tokens.access_token };
}

/** Fetches `path` as `who`; a `json` body is sent as application/json. */
export function call(
  who: Account | null,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...(who ? bearer(who.token) : {}), ...init.headers };
  let body = init.body;
  if (init.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  return SELF.fetch(`${BASE}${path}`, { method: init.method ?? 'GET', headers, body });
}

/** Like `call`, through the app object, and waits for every `waitUntil` job it started. */
export async function callAndWait(who: Account, path: string, init: { method?: string; json?: unknown } = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const headers: Record<string, string> = { ...bearer(who.token) };
  if (init.json !== undefined) headers['Content-Type'] = 'application/json';
  const res = await app.fetch(
    new Request(`${BASE}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

/** Captures push signals to the app (other fetches pass through). Call `restore` when done. */
export function capturePushes() {
  const pushes: { type: string; userId: string; payload: unknown }[] = [];
  const original = globalThis.fetch;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    if (req.url !== env.APP_PUSH_URL) return original(input, init);
    const body = (await req.json()) as { userId: string; message: { type: string; data: { payload: unknown } } };
    pushes.push({ type: body.message.type, userId: body.userId, payload: body.message.data.payload });
    return new Response(null, { status: 204 });
  });
  return { pushes, restore: () => spy.mockRestore() };
}

/** A few of the account's photo ids, newest first. */
export async function photoIds(who: Account, n: number): Promise<string[]> {
  const { results } = await env.DB.prepare(
    'SELECT id FROM photos WHERE user_id = ? AND legacy = 0 AND deleted = 0 ORDER BY taken_sort DESC, id DESC LIMIT ?',
  )
    .bind(who.userId, n)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}
