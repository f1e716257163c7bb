import { env, SELF } from 'cloudflare:test';
import { z } from 'zod';
import { type PushMessage, type PushType, pushMessageSchema, type ServerFrame, serverFrameSchema } from '../../src/shared/push/protocol';
import { TEST_USER_HEADER } from './test-user';

/** The hub of `user`, as the worker addresses it (idFromName of the verified user id). */
export const hubStub = (user: string) => env.USER_PUSH_HUB.get(env.USER_PUSH_HUB.idFromName(user));

export const ORIGIN = 'https://my.example.test';
const SIGNING_SECRET = 'dev-push-signing-secret';

/** A socket with a queue of parsed frames and its close event. */
export interface TestSocket {
  ws: WebSocket;
  next(timeoutMs?: number): Promise<ServerFrame>;
  /** Resolves with nothing when no frame arrives within `ms`. */
  quiet(ms?: number): Promise<ServerFrame | undefined>;
  closed: Promise<{ code: number; reason: string }>;
  send(frame: unknown): void;
}

export async function ticketFor(user: string): Promise<string> {
  const res = await SELF.fetch(`${ORIGIN}/push/ticket`, { headers: { [TEST_USER_HEADER]: user } });
  if (res.status !== 200) throw new Error(`ticket: ${res.status}`);
  return z.object({ ticket: z.string() }).parse(await res.json()).ticket;
}

export function upgrade(user: string | null, origin: string | null = ORIGIN): Promise<Response> {
  const headers = new Headers({ Upgrade: 'websocket' });
  if (user) headers.set(TEST_USER_HEADER, user);
  if (origin) headers.set('Origin', origin);
  return SELF.fetch(`${ORIGIN}/push`, { headers });
}

export async function open(user: string): Promise<TestSocket> {
  const res = await upgrade(user);
  const ws = res.webSocket;
  if (res.status !== 101 || !ws) throw new Error(`upgrade: ${res.status}`);
  ws.accept();
  const frames: ServerFrame[] = [];
  const waiters: ((f: ServerFrame) => void)[] = [];
  ws.addEventListener('message', (e) => {
    const frame = serverFrameSchema.parse(JSON.parse(String(e.data)));
    const waiter = waiters.shift();
    if (waiter) waiter(frame);
    else frames.push(frame);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
  );
  const take = (ms: number) =>
    new Promise<ServerFrame | undefined>((resolve) => {
      const first = frames.shift();
      if (first) return resolve(first);
      const waiter = (f: ServerFrame) => {
        clearTimeout(timer);
        resolve(f);
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        resolve(undefined);
      }, ms);
      waiters.push(waiter);
    });
  return {
    ws,
    closed,
    quiet: (ms = 150) => take(ms),
    async next(ms = 3000) {
      const frame = await take(ms);
      if (!frame) throw new Error('no frame arrived');
      return frame;
    },
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
  };
}

/** Opens a socket of `user` and authenticates it; returns it after the OK. */
export async function openAuthenticated(
  user: string,
  extra: { lastEventId?: string | null; purposes?: ('archive' | 'import')[] } = {},
): Promise<{ socket: TestSocket; ok: Extract<ServerFrame, { type: 'OK' }> }> {
  const socket = await open(user);
  socket.send({ type: 'authenticate', ticket: await ticketFor(user), ...extra });
  const ok = await socket.next();
  if (ok.type !== 'OK') throw new Error(`expected OK, got ${JSON.stringify(ok)}`);
  return { socket, ok };
}

export function message(type: PushType = 'archive-finished', id: string = crypto.randomUUID()): PushMessage {
  const payload = type.startsWith('archive-') ? { downloadId: 'd-1', key: 'archives/d-1.zip' } : {};
  return pushMessageSchema.parse({ id, type, data: { payload, timestamp: Date.now() } });
}

export async function hmacHex(secret: string, body: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(body)));
  return [...mac].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Publishes straight to `user`'s hub through its `publish` RPC, as the worker does after the HMAC check. */
export function publish(user: string, msg: PushMessage) {
  return hubStub(user).publish({ userId: user, message: msg });
}

/** Sends a push signal the way the upstream does (signed raw body, through the worker). */
export async function signal(userId: string, msg: PushMessage, secret = SIGNING_SECRET): Promise<Response> {
  const body = JSON.stringify({ userId, message: msg });
  return SELF.fetch('http://127.0.0.1/internal/push', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${await hmacHex(secret, body)}` },
    body,
  });
}
