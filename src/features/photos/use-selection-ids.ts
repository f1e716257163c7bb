import { useCallback, useEffect, useRef, useState } from 'react';
import type { SelectionState } from '../library/selection';
import type { MonthRef, MonthStore } from './month-store';

/** Defined `true` when scripts/deploy.mjs bundles the worker (`--define`); undefined elsewhere. */
declare const __DEPLOYED_WORKER__: boolean | undefined;

export interface SelectionIds {
  /** The months' ids are being fetched: the action bar waits (busy) and shows a spinner. */
  resolving: boolean;
  /** Months resolved / to resolve while `resolving` (for a progress text); null otherwise. */
  progress: { done: number; total: number } | null;
  /**
   * Runs `action` with the selection's ids: at once when the selection holds no whole month, else
   * once they are fetched. `failed` runs instead when a page fails (the action's own spec error);
   * nothing runs when the page unmounts or another call starts meanwhile.
   */
  withIds: (selection: SelectionState, action: (ids: string[]) => void, failed: () => void) => void;
}

/** The ids of a selection, resolved through the timeline's month store (selection-ids.ts). */
function useSelectionIdsInBrowser(store: MonthStore, months: readonly MonthRef[]): SelectionIds {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const withIds = useCallback(
    (selection: SelectionState, action: (ids: string[]) => void, failed: () => void) => {
      running.current?.abort();
      if (selection.months.size === 0) {
        setProgress(null);
        action([...selection.selected]);
        return;
      }
      const controller = new AbortController();
      running.current = controller;
      setProgress({ done: 0, total: selection.months.size });
      // Its code loads with the first action on whole months (most selections are single photos).
      // Browser-only (an action's click): the deployed worker's bundle leaves it out (issue 31 §3).
      (typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
        ? Promise.reject(new Error('browser-only'))
        : import('./selection-ids')
      )
        .then((m) =>
          m.resolveSelectionIds(selection, store, months, {
            signal: controller.signal,
            onProgress: (done, total) => !controller.signal.aborted && setProgress({ done, total }),
          }),
        )
        .then(
          (ids) => {
            if (controller.signal.aborted) return;
            running.current = null;
            setProgress(null);
            action(ids);
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            running.current = null;
            setProgress(null);
            console.error('SELECTION_IDS_FAILED: Request failure', error);
            failed();
          },
        );
    },
    [store, months],
  );
  return { resolving: progress !== null, progress, withIds };
}

/** Used by clicks only, never on a server: the deployed worker's bundle has a stand-in (issue 31 §3). */
export const useSelectionIds: typeof useSelectionIdsInBrowser =
  typeof __DEPLOYED_WORKER__ !== 'undefined' && __DEPLOYED_WORKER__
    ? () => ({ resolving: false, progress: null, withIds: () => {} })
    : useSelectionIdsInBrowser;
