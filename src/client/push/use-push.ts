import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { PushMessage, PushType } from '../../shared/push/protocol';
import { getPushSocket, type PushSocket, type PushState } from './socket';

const noop = () => () => {};

/**
 * Subscribes the component to push messages of `types` on the tab's shared socket while mounted
 * and returns the connection state. The handler may change every render (kept in a ref); the
 * subscription changes only with `types`. Safe in SSR: nothing is created on the server.
 *
 * @example usePush(['archive-finished'], (m) => saveZip(m.data.payload))
 */
export function usePush(types: readonly PushType[], handler: (message: PushMessage) => void, socket?: PushSocket): PushState {
  const latest = useRef(handler);
  latest.current = handler;
  const key = [...types].sort().join();
  const resolve = () => socket ?? (typeof window === 'undefined' ? null : getPushSocket());
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `types` so an inline array does not resubscribe every render; the handler is read through `latest`.
  useEffect(() => resolve()?.subscribe(types, (message) => latest.current(message)), [key, socket]);
  return useSyncExternalStore(
    (onChange) => resolve()?.onStateChange(onChange) ?? noop(),
    () => resolve()?.state ?? 'idle',
    () => 'idle',
  );
}
