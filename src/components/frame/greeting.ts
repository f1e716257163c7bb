import { useSyncExternalStore } from 'react';

/**
 * The first name the header greets with. The page starts from the session's (the worker's
 * customer gate); a hydrated save of the personal details changes it at once, since the session
 * stays as the page was rendered until the next full load. The server and the hydration render
 * the session's name, so the two always agree.
 */
let saved: string | undefined;
const listeners = new Set<() => void>();

export function greetAs(firstName: string): void {
  saved = firstName.trim() || undefined;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGreetingName(sessionName: string | undefined): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => saved ?? sessionName,
    () => sessionName,
  );
}
