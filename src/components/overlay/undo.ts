/**
 * The undo toast (issue 16 §1): a destructive change is already applied on screen; its request goes
 * out when the toast ends (5 s, paused while hovered or focused, at once when it is closed). Undo
 * puts the change back with no request. Used by photo deletes and 'Remove from album'.
 *
 * The page going away inside the window (reload, close, another site, the tab hidden): every pending
 * change is committed with mode 'unload' — the feature sends it with `fetch(..., { keepalive: true })`,
 * so what the user saw removed stays removed after a reload (decision written down in
 * src/features/photos/README.md). `beforeunload` is the first of those events: it fires before the
 * next page's request, so the deletion is on its way before the reloaded page reads the library.
 */
import type { ReactNode } from 'react';
import { announce } from './announcer';
import { type CommitMode, DeferredCommits } from './deferred-commit';
import { toasts } from './Toaster';

/** One set of pending changes per page (like the toast queue: it survives client-side navigation). */
export const deferredCommits = new DeferredCommits();

let listening = false;
/** Changes too big for one keepalive budget (64 KB per page): the browser asks before leaving. */
let guarded = 0;

function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const flush = () => deferredCommits.flush('unload');
  window.addEventListener('beforeunload', (event) => {
    if (guarded > 0) {
      // A deletion larger than a keepalive request can carry: keep the page (and its undo window).
      event.preventDefault();
      return;
    }
    flush();
  });
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    // A hidden tab may be discarded without another event (mobile): the window ends here.
    if (document.visibilityState === 'hidden') flush();
  });
}

export interface UndoableChange {
  /** The toast text ('3 photos deleted'). */
  message: ReactNode;
  /** The Undo button's label (localised by the caller). */
  undoLabel: ReactNode;
  commit: (mode: CommitMode) => void;
  undo: () => void;
  /** Announced to screen readers after Undo ('3 photos restored'). */
  restored?: string;
  /** Too large for keepalive: leaving the page inside the window asks first. */
  guardUnload?: boolean;
}

/** Shows the undo toast and starts the window; returns the deferred commit's id. */
export function deferWithUndo(change: UndoableChange): number {
  listen();
  let toastId = 0;
  const guard = !!change.guardUnload;
  if (guard) guarded++;
  const id = deferredCommits.schedule({ commit: change.commit, undo: change.undo }, () => {
    if (guard) guarded--;
    toasts.dismiss(toastId);
  });
  toastId = toasts.show(change.message, {
    duration: Number.POSITIVE_INFINITY,
    action: {
      label: change.undoLabel,
      run: () => {
        deferredCommits.undo(id);
        if (change.restored) announce(change.restored);
      },
    },
    hold: (reason, held) => (held ? deferredCommits.pause(id, reason) : deferredCommits.resume(id, reason)),
    onClose: () => deferredCommits.commitNow(id),
  });
  return id;
}

export type { CommitMode };
