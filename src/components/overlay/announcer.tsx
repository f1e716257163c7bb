import { useSyncExternalStore } from 'react';

/**
 * The page's screen-reader announcements (issue 16 §5: selection count, deleted, restored, copied):
 * one polite live region, the toasts' own (the <Toaster> renders <Announcement/> inside it), so
 * announcements and toasts are read in one place, above an open modal too (the toasts follow the
 * top modal into its <dialog>; a region behind a modal is inert).
 */
let message = '';
/** Bumped per announcement, so the same text said twice is read twice (a new node each time). */
let serial = 0;
const listeners = new Set<() => void>();

export function announce(text: string): void {
  message = text;
  serial++;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The visually hidden text of the latest announcement (render inside the live region). */
export function Announcement() {
  const current = useSyncExternalStore(
    subscribe,
    () => serial,
    () => 0,
  );
  if (!current || !message) return null;
  return (
    <span key={current} className="sr-only" data-testid="announcement">
      {message}
    </span>
  );
}
