import {
  CLOSE,
  decodeFrame,
  encodeFrame,
  MAX_SERVER_FRAME_BYTES,
  PING_FRAME,
  type Purpose,
  type PushMessage,
  type PushType,
  purposeOf,
  serverFrameSchema,
} from '../../shared/push/protocol';
import { reconnectDelay } from './backoff';
import { browserSocket, defaultUrl, sessionStorageOrNull } from './browser';
import { readCursor, writeCursor } from './cursor';
import { fetchPushTicket } from './ticket';
import type { PushHandler, PushSocket, PushSocketOptions, PushState, SocketLike } from './types';

export type { PushSocket, PushSocketOptions, SocketEvents } from './types';

interface Subscription {
  types: ReadonlySet<PushType>;
  handler: PushHandler;
}

const SEEN_LIMIT = 500;

export function createPushSocket(options: PushSocketOptions = {}): PushSocket {
  const fetchTicket = options.fetchTicket ?? (() => fetchPushTicket());
  const createSocket = options.createSocket ?? browserSocket;
  const storage = options.storage === undefined ? sessionStorageOrNull() : options.storage;
  const random = options.random ?? Math.random;
  const schedule =
    options.schedule ??
    ((fn, ms) => {
      const id = setTimeout(fn, ms);
      return () => clearTimeout(id);
    });
  const pingMs = options.pingMs ?? 30_000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 10_000;

  const subscriptions = new Set<Subscription>();
  const stateListeners = new Set<(state: PushState) => void>();
  const reconnectListeners = new Set<() => void>();
  const readyWaiters: { resolve(): void; reject(err: Error): void }[] = [];
  const seen = new Set<string>();
  let cursor = readCursor(storage);
  let state: PushState = 'idle';
  let socket: SocketLike | null = null;
  let generation = 0; // Bumped on every (re)connect so late callbacks of an old socket are ignored.
  let attempt = 0;
  let cancelTimer: (() => void) | null = null;
  let cancelPing: (() => void) | null = null;
  let windowOver = false;
  let sentPurposes = '';

  const setState = (next: PushState) => {
    if (next === state) return;
    state = next;
    for (const listener of [...stateListeners]) listener(next);
    if (next === 'signed-out') for (const w of readyWaiters.splice(0)) w.reject(new Error('signed out'));
  };
  const wanted = () => subscriptions.size > 0 && !windowOver;
  const purposes = (): Purpose[] => {
    const all = new Set<Purpose>();
    for (const sub of subscriptions) for (const type of sub.types) all.add(purposeOf(type));
    return [...all].sort();
  };
  const clearTimers = () => {
    cancelTimer?.();
    cancelPing?.();
    cancelTimer = cancelPing = null;
  };

  function drop(): void {
    generation++;
    clearTimers();
    const old = socket;
    socket = null;
    try {
      old?.close(CLOSE.normal);
    } catch {
      // Already closed.
    }
  }

  function retry(): void {
    drop();
    if (!wanted()) {
      setState('idle');
      return;
    }
    attempt++;
    setState('reconnecting');
    cancelTimer = schedule(() => void connect(), reconnectDelay(attempt, random, options.backoff));
  }

  function deliver(message: PushMessage): void {
    if (seen.has(message.id)) return; // Replays after a reconnect can overlap what arrived live.
    seen.add(message.id);
    if (seen.size > SEEN_LIMIT) seen.delete(seen.values().next().value ?? '');
    cursor = message.id;
    writeCursor(storage, cursor);
    for (const sub of [...subscriptions]) {
      if (!sub.types.has(message.type)) continue;
      try {
        sub.handler(message);
      } catch (err) {
        console.error('push handler failed', err);
      }
    }
  }

  function keepAlive(gen: number): void {
    cancelPing = schedule(() => {
      if (gen !== generation || !socket) return;
      socket.send(PING_FRAME);
      // Any frame (the pong) before this fires re-arms the keep-alive; silence means a dead link.
      cancelPing = schedule(() => gen === generation && retry(), pongTimeoutMs);
    }, pingMs);
  }

  async function connect(): Promise<void> {
    drop();
    if (!wanted()) return setState('idle');
    const gen = generation;
    setState(attempt === 0 ? 'connecting' : 'reconnecting');
    let ticket: string | null;
    try {
      ticket = await fetchTicket(); // A fresh single-use ticket for every (re)connect.
    } catch {
      if (gen === generation) retry();
      return;
    }
    if (gen !== generation) return;
    if (ticket === null) return setState('signed-out');
    if (!wanted()) return setState('idle');
    const auth = ticket;
    socket = createSocket(options.url ?? defaultUrl(), {
      onOpen() {
        if (gen !== generation || !socket) return;
        sentPurposes = purposes().join();
        const resume = cursor === undefined ? {} : { lastEventId: cursor };
        socket.send(encodeFrame({ type: 'authenticate', ticket: auth, purposes: purposes(), ...resume }));
      },
      onMessage(data) {
        if (gen !== generation) return;
        const decoded = decodeFrame(serverFrameSchema, typeof data === 'string' ? data : '', MAX_SERVER_FRAME_BYTES);
        if (!decoded.ok) return; // Invalid frames are ignored (spec §5).
        cancelPing?.();
        keepAlive(gen);
        const frame = decoded.frame;
        if (frame.type === 'OK') {
          const reconnected = state === 'reconnecting';
          attempt = 0;
          if (cursor === undefined) {
            cursor = frame.lastEventId;
            writeCursor(storage, cursor);
          }
          setState('open');
          for (const w of readyWaiters.splice(0)) w.resolve();
          syncPurposes();
          if (reconnected) {
            for (const listener of [...reconnectListeners]) {
              try {
                listener();
              } catch (err) {
                console.error('push reconnect listener failed', err);
              }
            }
          }
        } else if (frame.type === 'event') deliver(frame.message);
      },
      onClose(code) {
        if (gen !== generation) return;
        if (code === CLOSE.archiveWindowOver) {
          windowOver = true; // The hub ended the 30-minute window: stay closed until asked again.
          drop();
          return setState('idle');
        }
        retry();
      },
    });
  }

  function syncPurposes(): void {
    const now = purposes();
    if (state !== 'open' || !socket || now.length === 0 || now.join() === sentPurposes) return;
    sentPurposes = now.join();
    socket.send(encodeFrame({ type: 'subscribe', purposes: now }));
  }

  return {
    get state() {
      return state;
    },
    subscribe(types, handler) {
      const sub: Subscription = { types: new Set(types), handler };
      subscriptions.add(sub);
      windowOver = false;
      if (state === 'idle') void connect();
      else syncPurposes();
      return () => {
        if (!subscriptions.delete(sub)) return;
        if (subscriptions.size > 0) return syncPurposes();
        drop();
        attempt = 0;
        setState('idle');
      };
    },
    onStateChange(listener) {
      stateListeners.add(listener);
      return () => void stateListeners.delete(listener);
    },
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    ready() {
      if (state === 'open') return Promise.resolve();
      if (state === 'signed-out') return Promise.reject(new Error('signed out'));
      return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
    },
    reconnectNow() {
      if (state === 'reconnecting' && wanted()) void connect();
    },
    close() {
      subscriptions.clear();
      drop();
      setState('idle');
    },
  };
}

let shared: PushSocket | null = null;

/** The tab's one push socket, shared by the import and archive features. */
export function getPushSocket(): PushSocket {
  if (!shared) {
    const socket = createPushSocket();
    globalThis.addEventListener?.('online', () => socket.reconnectNow());
    shared = socket;
  }
  return shared;
}
