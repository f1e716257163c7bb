import { type BrowserContext, expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { z } from 'zod';
import { appUrl, hydrated, throwawayAccount } from './push-helpers';
import { signInAs } from './support/sign-in';

// Issue 7, bad input against the real app (real session cookies, real /push routes and hub):
// no session or another origin → refused; user A's ticket on user B's socket → 1008; malformed and
// oversized frames → closed; a forged /internal/push → 401.

const pushUrl = `${appUrl.replace(/^http/, 'ws')}/push`;
const origin = new URL(appUrl).origin;

async function cookieHeader(context: BrowserContext): Promise<string> {
  return (await context.cookies(appUrl)).map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Signs a fresh account in, in its own browser context; returns its cookie header. */
async function session(browser: import('@playwright/test').Browser): Promise<{ cookie: string; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  const { email, password } = await throwawayAccount('empty');
  await signInAs(page, email, '/my-photos/photos', password);
  await hydrated(page);
  return { cookie: await cookieHeader(context), close: () => context.close() };
}

async function ticket(cookie: string): Promise<string> {
  const res = await fetch(`${appUrl}/push/ticket`, { headers: { Cookie: cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  return z.object({ ticket: z.string() }).parse(await res.json()).ticket;
}

/** Opens /push; resolves with the upgrade's HTTP status when refused, or the open socket. */
function connect(headers: Record<string, string>): Promise<{ status: number } | { ws: WebSocket }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(pushUrl, { headers });
    ws.once('unexpected-response', (_req, res) => {
      resolve({ status: res.statusCode ?? 0 });
      res.resume();
      ws.terminate();
    });
    ws.once('open', () => resolve({ ws }));
    ws.once('error', (err) => (err.message.includes('Unexpected server response') ? undefined : reject(err)));
  });
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
const firstFrame = (ws: WebSocket) => new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));

test('the real app refuses a socket without a session (401) or from another origin (403)', async ({ browser }) => {
  const a = await session(browser);
  expect(await connect({ Origin: origin })).toEqual({ status: 401 });
  expect(await connect({ Origin: 'https://evil.example', Cookie: a.cookie })).toEqual({ status: 403 });
  expect(await connect({ Cookie: a.cookie })).toEqual({ status: 403 });
  const ok = await connect({ Origin: origin, Cookie: a.cookie });
  expect('ws' in ok).toBe(true);
  if ('ws' in ok) ok.ws.close(1000);
  expect((await fetch(`${appUrl}/push/ticket`)).status).toBe(401);
  await a.close();
});

test("user A's ticket never opens user B's socket (1008); each user's own ticket gets OK", async ({ browser }) => {
  const a = await session(browser);
  const b = await session(browser);
  const opened = await connect({ Origin: origin, Cookie: b.cookie });
  if (!('ws' in opened)) throw new Error(`upgrade refused: ${opened.status}`);
  const done = closed(opened.ws);
  opened.ws.send(JSON.stringify({ type: 'authenticate', ticket: await ticket(a.cookie) }));
  expect(await done).toBe(1008);

  const own = await connect({ Origin: origin, Cookie: b.cookie });
  if (!('ws' in own)) throw new Error(`upgrade refused: ${own.status}`);
  const ok = firstFrame(own.ws);
  own.ws.send(JSON.stringify({ type: 'authenticate', ticket: await ticket(b.cookie) }));
  expect(await ok).toMatchObject({ type: 'OK' });
  own.ws.close(1000);
  await a.close();
  await b.close();
});

test('malformed (1007) and oversized (1009) frames close the socket; a forged /internal/push is 401', async ({ browser }) => {
  const a = await session(browser);
  for (const [frame, code] of [
    ['{"type":', 1007],
    ['x'.repeat(5000), 1009],
  ] as const) {
    const opened = await connect({ Origin: origin, Cookie: a.cookie });
    if (!('ws' in opened)) throw new Error(`upgrade refused: ${opened.status}`);
    const done = closed(opened.ws);
    opened.ws.send(frame);
    expect(await done).toBe(code);
  }
  const body = JSON.stringify({
    userId: 'someone',
    message: { id: crypto.randomUUID(), type: 'archive-finished', data: { payload: { downloadId: 'd', key: 'k' }, timestamp: 1 } },
  });
  const forged = await fetch(`${appUrl}/internal/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${'0'.repeat(64)}` },
    body,
  });
  expect(forged.status).toBe(401);
  const unsigned = await fetch(`${appUrl}/internal/push`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
  expect(unsigned.status).toBe(401);
  await a.close();
});
