import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while hydrating server markup, true in every later client render (and in
 * components mounted on the client after hydration). Values that the server may not know yet (the
 * Photos tab counts, prefetched but not awaited by the shell) render their placeholder until then,
 * so server and client markup agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
