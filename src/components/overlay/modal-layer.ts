import { type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { MODAL_AUTO_CLOSE_MS, ModalStack } from './stack';

/** One stack per page (browser); the server renders no open modal. */
export const modalStack = new ModalStack();

let bound = false;
/**
 * Escape goes through the stack (the spec's "most recently opened one that allows it"), not the
 * platform's close request: the keydown is cancelled while any layer is open, so the browser never
 * closes a <dialog> on its own (it would also ignore a busy modal's "not now").
 */
function bindDocument() {
  if (bound || typeof document === 'undefined') return;
  bound = true;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Tab') return keepTabIn(e);
    if (e.key !== 'Escape' || e.defaultPrevented || !modalStack.size()) return;
    modalStack.escape();
    e.preventDefault();
  });
  modalStack.subscribe(() => {
    document.documentElement.style.overflow = modalStack.scrollLocked() ? 'hidden' : '';
  });
}

/**
 * Tab from a modal's last control goes to its first, Shift+Tab from the first to the last: the
 * platform's modal makes the page inert but lets Tab leave for the browser's own controls, and a
 * keyboard user then has to find the way back (issue 17 §7: dialogs keep the focus).
 */
function keepTabIn(e: KeyboardEvent) {
  const d = e.target instanceof Element ? e.target.closest('dialog') : null;
  if (!d?.matches(':modal')) return;
  const items = [...d.querySelectorAll<HTMLElement>('a[href],button,input,select,textarea,summary,[tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.checkVisibility(),
  );
  const from = items.at(e.shiftKey ? 0 : -1);
  if (from && (e.target === from || (e.shiftKey && e.target === d))) {
    e.preventDefault();
    items.at(e.shiftKey ? -1 : 0)?.focus();
  }
}

export interface ModalLayerOptions {
  onClose: () => void;
  /** Escape closes it (default true); false while a request runs, for instance. */
  closeOnEscape?: boolean;
  /** Escape closes it only while no other layer is above it (the photo preview under its modals). */
  escapeOnlyOnTop?: boolean;
  /** Locks the page scroll while open (default true). */
  lockScroll?: boolean;
  /** Closes on its own after 10 s. */
  autoClose?: boolean;
  /** Focus the <dialog> itself instead of its first focusable control. */
  focusDialog?: boolean;
  /** Where toasts render while this layer is on top (a node inside the dialog). */
  toastSlot?: RefObject<HTMLElement | null>;
}

/**
 * Opens `dialog` as a native modal (showModal: top layer, inert page, focus moved in) while
 * `open`, registers it on the modal stack (Escape, scroll lock, toasts), optionally closes it after
 * 10 s, and on close gives the focus back to where it was.
 */
export function useModalLayer(dialog: RefObject<HTMLDialogElement | null>, open: boolean, options: ModalLayerOptions): void {
  const id = useId();
  const opts = useRef(options);
  opts.current = options;

  useLayoutEffect(() => {
    const d = dialog.current;
    if (!open || !d) return;
    bindDocument();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A dialog the server rendered open (visible before hydration) becomes modal here.
    if (d.open && !d.matches(':modal')) d.close();
    if (!d.open) d.showModal();
    if (opts.current.focusDialog) d.focus();
    modalStack.push({
      id,
      get closeOnEscape() {
        return (opts.current.closeOnEscape ?? true) && (!opts.current.escapeOnlyOnTop || modalStack.isTop(id));
      },
      lockScroll: opts.current.lockScroll ?? true,
      close: () => opts.current.onClose(),
      get toastSlot() {
        return opts.current.toastSlot?.current ?? null;
      },
    });
    return () => {
      modalStack.remove(id);
      if (d.open) d.close();
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, id, dialog]);

  const autoClose = !!options.autoClose;
  useEffect(() => {
    if (!open || !autoClose) return;
    const timer = setTimeout(() => opts.current.onClose(), MODAL_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, autoClose]);
}
