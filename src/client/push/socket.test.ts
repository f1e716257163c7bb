import { describe, expect, it, vi } from 'vitest';
import { CLOSE, PING_FRAME, type PushMessage } from '../../shared/push/protocol';
import { createPushSocket, type SocketEvents } from './socket';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const msg = (n: number, type: PushMessage['type'] = 'archive-finished'): PushMessage =>
  type.startsWith('archive-')
    ? { id: uuid(n), type: 'archive-finished', data: { payload: { downloadId: `d${n}`, key: `k${n}` }, timestamp: n } }
    : { id: uuid(n), type: 'import-finished', data: { payload: {}, timestamp: n } };

function harness(storage: Map<string, string> = new Map()) {
  const sockets: { events: SocketEvents; sent: string[]; closed: number | null }[] = [];
  const timers: { fn: () => void; ms: number; live: boolean }[] = [];
  const tickets: (string | null | Error)[] = [];
  let issued = 0;
  const push = createPushSocket({
    url: 'ws://test/push',
    fetchTicket: async () => {
      const next = tickets.shift();
      if (next instanceof Error) throw next;
      return next === undefined ? `ticket-${++issued}` : next;
    },
    createSocket: (_url, events) => {
      const s = { events, sent: [] as string[], closed: null as number | null };
      sockets.push(s);
      return {
        send: (d) => s.sent.push(d),
        close: (code) => {
          s.closed = code ?? 1000;
        },
      };
    },
    storage: { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
    random: () => 1,
    schedule: (fn, ms) => {
      const t = { fn, ms, live: true };
      timers.push(t);
      return () => {
        t.live = false;
      };
    },
  });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  const last = () => sockets[sockets.length - 1]!;
  const frame = (f: unknown) => last().events.onMessage(JSON.stringify(f));
  const runTimer = (ms: number) => {
    const t = timers.find((x) => x.live && x.ms === ms);
    if (!t) throw new Error(`no live timer of ${ms} ms (have ${timers.filter((x) => x.live).map((x) => x.ms)})`);
    t.live = false;
    t.fn();
  };
  /** Opens, authenticates and returns the parsed authenticate frame. */
  const establish = async (lastEventId: string | null = null) => {
    await flush();
    last().events.onOpen();
    const auth = JSON.parse(last().sent[0]!);
    frame({ type: 'OK', lastEventId });
    return auth;
  };
  return { push, sockets, timers, tickets, storage, flush, last, frame, runTimer, establish };
}

describe('createPushSocket', () => {
  it('connects on the first subscription with a fresh ticket and the purposes of its types', async () => {
    const h = harness();
    const states: string[] = [];
    h.push.onStateChange((s) => states.push(s));
    h.push.subscribe(['archive-finished'], () => {});
    const auth = await h.establish();
    expect(auth).toEqual({ type: 'authenticate', ticket: 'ticket-1', purposes: ['archive'] });
    expect(states).toEqual(['connecting', 'open']);
    await expect(h.push.ready()).resolves.toBeUndefined();
  });

  it('delivers events to matching subscribers only, once per id', async () => {
    const h = harness();
    const archive = vi.fn();
    const imports = vi.fn();
    h.push.subscribe(['archive-finished'], archive);
    h.push.subscribe(['import-finished'], imports);
    await h.establish();
    h.frame({ type: 'event', message: msg(1) });
    h.frame({ type: 'event', message: msg(1) });
    h.frame({ type: 'event', message: msg(2, 'import-finished') });
    h.frame({ type: 'event', message: { ...msg(3), id: 'not-a-uuid' } }); // invalid: ignored
    expect(archive).toHaveBeenCalledTimes(1);
    expect(imports).toHaveBeenCalledTimes(1);
  });

  it('reconnects with backoff, a new ticket and the last seen id, without duplicates', async () => {
    const h = harness();
    const handler = vi.fn();
    const states: string[] = [];
    h.push.onStateChange((s) => states.push(s));
    h.push.subscribe(['archive-finished'], handler);
    await h.establish();
    h.frame({ type: 'event', message: msg(1) });
    h.last().events.onClose(1006); // network drop
    expect(states.at(-1)).toBe('reconnecting');
    h.runTimer(500); // attempt 1: at most base
    const auth = await h.establish(uuid(1));
    expect(auth).toMatchObject({ ticket: 'ticket-2', lastEventId: uuid(1) });
    h.frame({ type: 'event', message: msg(1) }); // overlap of replay and live: dropped
    h.frame({ type: 'event', message: msg(2) });
    expect(handler.mock.calls.map(([m]) => m.id)).toEqual([uuid(1), uuid(2)]);
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);
  });

  it('tells onReconnect listeners each time it is open again after a drop, not on the first open', async () => {
    const h = harness();
    const reconnected = vi.fn();
    const off = h.push.onReconnect(reconnected);
    h.push.subscribe(['archive-finished'], () => {});
    await h.establish();
    expect(reconnected).not.toHaveBeenCalled();
    h.last().events.onClose(1001); // the app restarts (a deploy)
    h.runTimer(500);
    await h.flush();
    h.last().events.onClose(1006); // still down
    h.runTimer(1000);
    await h.establish();
    expect(reconnected).toHaveBeenCalledTimes(1);
    h.last().events.onClose(1006);
    h.runTimer(500);
    off();
    await h.establish();
    expect(reconnected).toHaveBeenCalledTimes(1);
  });

  it('grows the delay while failures continue and resets it after an OK', async () => {
    const h = harness();
    h.push.subscribe(['archive-finished'], () => {});
    await h.flush();
    h.last().events.onClose(1006);
    h.runTimer(500);
    await h.flush();
    h.last().events.onClose(1006);
    h.tickets.push(new Error('offline')); // a failing ticket fetch is a failed attempt too
    h.runTimer(1000);
    await h.flush();
    expect(h.sockets).toHaveLength(2);
    h.runTimer(2000);
    await h.establish();
    h.last().events.onClose(1006);
    expect(() => h.runTimer(500)).not.toThrow();
  });

  it('stops when signed out and rejects ready()', async () => {
    const h = harness();
    h.tickets.push(null);
    h.push.subscribe(['import-finished'], () => {});
    await h.flush();
    expect(h.push.state).toBe('signed-out');
    expect(h.sockets).toHaveLength(0);
    await expect(h.push.ready()).rejects.toThrow('signed out');
  });

  it('stays closed after the archive window ends until a new subscription', async () => {
    const h = harness();
    h.push.subscribe(['archive-finished'], () => {});
    await h.establish();
    h.last().events.onClose(CLOSE.archiveWindowOver);
    expect(h.push.state).toBe('idle');
    expect(h.timers.filter((t) => t.live)).toHaveLength(0);
    h.push.subscribe(['archive-started'], () => {});
    await h.flush();
    expect(h.sockets).toHaveLength(2);
  });

  it('keeps the cursor across a reload (sessionStorage) so missed events replay', async () => {
    const storage = new Map<string, string>();
    const first = harness(storage);
    first.push.subscribe(['archive-finished'], () => {});
    await first.establish();
    first.frame({ type: 'event', message: msg(7) });
    const reloaded = harness(storage);
    reloaded.push.subscribe(['archive-finished'], () => {});
    expect(await reloaded.establish()).toMatchObject({ lastEventId: uuid(7) });
  });

  it('a fresh tab adopts the stream position from OK (null = empty stream)', async () => {
    const h = harness();
    h.push.subscribe(['archive-finished'], () => {});
    const auth = await h.establish(null);
    expect(auth).not.toHaveProperty('lastEventId');
    h.last().events.onClose(1006);
    h.runTimer(500);
    expect(await h.establish()).toMatchObject({ lastEventId: null });
  });

  it('tells the hub when the purposes change, and closes when the last subscriber leaves', async () => {
    const h = harness();
    const offArchive = h.push.subscribe(['archive-finished'], () => {});
    await h.establish();
    const offImport = h.push.subscribe(['import-started'], () => {});
    expect(JSON.parse(h.last().sent.at(-1)!)).toEqual({ type: 'subscribe', purposes: ['archive', 'import'] });
    offArchive();
    expect(JSON.parse(h.last().sent.at(-1)!)).toEqual({ type: 'subscribe', purposes: ['import'] });
    offImport();
    expect(h.last().closed).toBe(1000);
    expect(h.push.state).toBe('idle');
  });

  it('pings while open and treats a missing pong as a dropped link', async () => {
    const h = harness();
    h.push.subscribe(['archive-finished'], () => {});
    await h.establish();
    h.runTimer(30_000);
    expect(h.last().sent.at(-1)).toBe(PING_FRAME);
    h.runTimer(10_000);
    expect(h.push.state).toBe('reconnecting');
    expect(h.sockets[0]!.closed).toBe(1000);
  });
});
