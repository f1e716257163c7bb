import type { CursorStorage } from './cursor';
import type { SocketEvents, SocketLike } from './types';

/** The push endpoint of this origin (ws: locally, wss: in production). */
export function defaultUrl(): string {
  const { protocol, host } = globalThis.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/push`;
}

export function sessionStorageOrNull(): CursorStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // Blocked storage throws on access.
  }
}

export function browserSocket(url: string, events: SocketEvents): SocketLike {
  const ws = new WebSocket(url);
  ws.addEventListener('open', () => events.onOpen());
  ws.addEventListener('message', (e) => events.onMessage(e.data));
  ws.addEventListener('close', (e) => events.onClose(e.code));
  return { send: (data) => ws.send(data), close: (code, reason) => ws.close(code, reason) };
}
