import { describe, expect, it, vi } from 'vitest';
import { fakePushSocket, messageUuid } from '../../../tests/fixtures/fake-push-socket';
import type { PushSocket } from '../../client/push/types';
import type { PushMessage } from '../../shared/push/protocol';
import { ImportActivation } from './activation';
import { ACTIVATION_FINISH_DELAY_MS, keepNewest, libraryView } from './import-events';

const ev = (n: number, type: 'import-started' | 'import-finished' | 'import-error', timestamp = n): PushMessage => ({
  id: messageUuid(n),
  type,
  data: { payload: {}, timestamp },
});

describe('import events', () => {
  it('keeps the newest timestamp', () => {
    let latest = keepNewest(null, ev(1, 'import-started', 10));
    latest = keepNewest(latest, ev(2, 'import-finished', 20));
    expect(latest).toEqual({ type: 'import-finished', timestamp: 20 });
    latest = keepNewest(latest, ev(3, 'import-started', 15)); // replayed older event
    expect(latest).toEqual({ type: 'import-finished', timestamp: 20 });
    const archive: PushMessage = {
      id: messageUuid(9),
      type: 'archive-started',
      data: { payload: { downloadId: 'd', key: 'k' }, timestamp: 99 },
    };
    expect(keepNewest(latest, archive)).toBe(latest);
  });
  it('maps status and progress to the page view', () => {
    expect(libraryView('ACTIVE', false, null)).toBe('timeline');
    expect(libraryView('NOT_ACTIVE', false, null)).toBe('notActive');
    expect(libraryView('NOT_ACTIVE', true, null)).toBe('importing');
    expect(libraryView('IMPORTING', false, null)).toBe('importing');
    expect(libraryView('IMPORTING', true, { type: 'import-finished', timestamp: 1 })).toBe('finishing');
    expect(libraryView('DELETING', false, null)).toBe('deleting');
  });
});

function harness() {
  const push = fakePushSocket();
  const order: string[] = [];
  // The fake socket, noting when the activation subscribes and waits for the socket's OK.
  const socket: PushSocket = {
    ...push.socket,
    subscribe: (types, handler) => {
      order.push('subscribe');
      return push.socket.subscribe(types, handler);
    },
    ready: async () => void order.push('ready'),
  };
  let waited: number[] = [];
  let releaseDelay: () => void = () => undefined;
  const deps = {
    socket: () => socket,
    activate: vi.fn(async () => {
      order.push('activate');
      return { started: true };
    }),
    status: vi.fn(async () => 'IMPORTING' as const),
    refresh: vi.fn(async () => undefined),
    track: vi.fn(),
    delay: (ms: number) => {
      waited.push(ms);
      return new Promise<void>((r) => (releaseDelay = r));
    },
    schedule: () => () => undefined,
  };
  const activation = new ImportActivation(deps);
  const { emit, reconnect, reconnectListeners, subs } = push;
  return {
    activation,
    deps,
    emit,
    reconnect,
    reconnectListeners,
    subs,
    order,
    waited: () => waited,
    release: () => releaseDelay(),
    reset: () => (waited = []),
  };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ImportActivation', () => {
  it('sets the flag, authenticates before POST, finishes after 10 s and closes', async () => {
    const h = harness();
    await h.activation.start();
    expect(h.order).toEqual(['subscribe', 'ready', 'activate']);
    expect(h.activation.getState().inProgress).toBe(true);
    h.emit(ev(1, 'import-started'));
    expect(h.activation.getState().latest?.type).toBe('import-started');
    h.emit(ev(2, 'import-finished'));
    h.emit(ev(3, 'import-finished')); // duplicate
    await flush();
    expect(h.deps.track).toHaveBeenCalledTimes(1);
    expect(h.waited()).toEqual([ACTIVATION_FINISH_DELAY_MS]);
    expect(h.deps.refresh).not.toHaveBeenCalled();
    h.release();
    await flush();
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
    expect(h.activation.getState().inProgress).toBe(false);
    expect(h.subs.size).toBe(0);
  });
  it('an import-error clears the flag, marks the failure and refreshes the status', async () => {
    const h = harness();
    await h.activation.start();
    h.emit(ev(1, 'import-error'));
    await flush();
    expect(h.activation.getState()).toMatchObject({ inProgress: false, failed: true });
    expect(h.deps.refresh).toHaveBeenCalled();
    expect(h.subs.size).toBe(0);
  });
  it('a failed POST is a failure too', async () => {
    const h = harness();
    h.deps.activate.mockRejectedValueOnce(new Error('500'));
    await h.activation.start();
    expect(h.activation.getState()).toMatchObject({ inProgress: false, failed: true });
  });
  it('watches an import already running and ignores events before it', async () => {
    const h = harness();
    h.emit(ev(1, 'import-finished'));
    expect(h.deps.track).not.toHaveBeenCalled();
    h.activation.watch();
    h.emit(ev(2, 'import-finished'));
    await flush();
    expect(h.deps.track).toHaveBeenCalledTimes(1);
  });
  it('a reconnect (the app restarted) looks at the status at once: the import that ended meanwhile finishes, once', async () => {
    const h = harness();
    await h.activation.start();
    h.reconnect(); // still IMPORTING: nothing changes
    await flush();
    expect(h.deps.status).toHaveBeenCalledTimes(1);
    expect(h.activation.getState().inProgress).toBe(true);
    h.deps.status.mockResolvedValue('ACTIVE' as never);
    h.reconnect();
    await flush();
    expect(h.deps.track).toHaveBeenCalledWith('photo_import_finished', { source: 'reconnect' });
    h.emit(ev(2, 'import-finished')); // the retried signal arrives after all
    h.reconnect();
    await flush();
    expect(h.deps.track).toHaveBeenCalledTimes(1);
    h.release();
    await flush();
    expect(h.deps.refresh).toHaveBeenCalledTimes(1);
    expect(h.activation.getState().inProgress).toBe(false);
    expect(h.reconnectListeners.size).toBe(0);
  });
  it('started: false with an active library finishes through the same path', async () => {
    const h = harness();
    h.deps.activate.mockResolvedValueOnce({ started: false });
    h.deps.status.mockResolvedValueOnce('ACTIVE' as never);
    const done = h.activation.start();
    await flush();
    h.release();
    await done;
    await flush();
    expect(h.deps.refresh).toHaveBeenCalled();
    expect(h.activation.getState().inProgress).toBe(false);
  });
});
