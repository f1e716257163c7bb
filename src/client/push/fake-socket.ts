/**
 * Tests only: a push socket that is always open and hands a test's `emit` to the matching
 * subscribers, for the features that wait for push events (downloads, import). Subscriptions and
 * reconnect listeners stay visible so a test can check that a finished job let go of them.
 */
import type { PushMessage, PushType } from '../../shared/push/protocol';
import type { PushHandler, PushSocket } from './types';

/** A message id in the upstream's UUID form, numbered so a test can tell its messages apart. */
export const messageUuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function fakePushSocket() {
  const subs = new Set<{ types: readonly PushType[]; handler: PushHandler }>();
  const reconnectListeners = new Set<() => void>();
  const socket: PushSocket = {
    subscribe: (types, handler) => {
      const s = { types, handler };
      subs.add(s);
      return () => void subs.delete(s);
    },
    onStateChange: () => () => undefined,
    onReconnect: (listener) => {
      reconnectListeners.add(listener);
      return () => void reconnectListeners.delete(listener);
    },
    state: 'open',
    ready: () => Promise.resolve(),
    reconnectNow: () => undefined,
    close: () => undefined,
  };
  const emit = (m: PushMessage) => {
    for (const s of [...subs]) if (s.types.includes(m.type)) s.handler(m);
  };
  /** The socket is open again after a drop (the app restarted). */
  const reconnect = () => {
    for (const l of [...reconnectListeners]) l();
  };
  return { socket, subs, emit, reconnect, reconnectListeners };
}
