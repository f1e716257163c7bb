import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * After a client-side page change, a keyboard user whose focused link left with the old page (the
 * focus fell back to <body>) goes on in the new page's content: the focus moves to <main>
 * (tabIndex -1, no ring of its own), so the next Tab is the content's first control, not the skip
 * link and the menu again (issue 17 §7). A focus that survived the change (a menu link, a dialog,
 * a field the new page focused itself) is left where it is.
 */
export function useFocusAfterNavigation(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onRendered', (e) => {
        if (!e.fromLocation || !e.pathChanged) return;
        // After the new page's own effects, which may place the focus themselves.
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (active && active !== document.body && active.isConnected) return;
          document.getElementById('main')?.focus({ preventScroll: true });
        });
      }),
    [router],
  );
}
