import { type RefObject, useEffect, useRef } from 'react';
import type { TouchSelectHandlers } from './touch-select';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;

/**
 * Long press and drag to select on touch screens over the photo tiles inside `container`
 * (touch-select-listeners.ts). Its code loads with the first touch on them, not with the page (a
 * desktop never needs it; issue 32's route budgets): that touch is handed over, unless it already
 * ended (a tap) while the code was loading.
 */
function useTouchSelectInBrowser(container: RefObject<HTMLElement | null>, handlers: TouchSelectHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const root = container.current;
    if (!root) return;
    let detach: (() => void) | null = null;
    let closed = false;
    let touching = false;
    const onEnd = () => {
      touching = false;
    };
    const onFirst = (e: TouchEvent) => {
      root.removeEventListener('touchstart', onFirst);
      touching = true;
      void import('./touch-select-listeners').then((m) => {
        root.removeEventListener('touchend', onEnd);
        root.removeEventListener('touchcancel', onEnd);
        if (!closed) detach = m.listenForTouchSelect(root, latest, touching ? e : null);
      });
    };
    root.addEventListener('touchstart', onFirst, { passive: true });
    root.addEventListener('touchend', onEnd);
    root.addEventListener('touchcancel', onEnd);
    return () => {
      closed = true;
      root.removeEventListener('touchstart', onFirst);
      root.removeEventListener('touchend', onEnd);
      root.removeEventListener('touchcancel', onEnd);
      detach?.();
    };
  }, [container]);
}

/** Effects only, never run on a server: the deployed worker's bundle has a stand-in (issue 31 §3). */
export const useTouchSelect: typeof useTouchSelectInBrowser =
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__ ? () => {} : useTouchSelectInBrowser;
