import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { FOCUSABLE, MODAL_AUTO_CLOSE_MS, ModalStack } from './stack';

/** One stack per page (browser); the server renders no open modal. */
export const modalStack = new ModalStack();

let escapeBound = false;
function bindEscape() {
  if (escapeBound || typeof document === 'undefined') return;
  escapeBound = true;
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && !e.defaultPrevented && modalStack.escape()) e.preventDefault();
  });
  modalStack.subscribe(() => {
    document.documentElement.style.overflow = modalStack.scrollLocked() ? 'hidden' : '';
  });
}

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name (the heading's text). */
  title: ReactNode;
  children: ReactNode;
  /** Escape closes it (default true); false while a request runs, for instance. */
  closeOnEscape?: boolean;
  /** Locks the page scroll while open (default true). */
  lockScroll?: boolean;
  /** Closes on its own after 10 s (photo spec §9, modals that allow it). */
  autoClose?: boolean;
  /** Overlay click closes it (default true). */
  closeOnOverlay?: boolean;
  className?: string;
  testId?: string;
}

/**
 * Stacked modal dialog (photo spec §2): rendered in a portal, Escape closes the most recent one that
 * allows it, scroll locked while open, focus moved in, trapped, and returned on close; optional
 * 10 s auto-close.
 */
export function Modal({ open, onClose, title, children, closeOnEscape = true, lockScroll = true, autoClose = false, closeOnOverlay = true, className = '', testId }: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const mounted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

  useEffect(() => {
    if (!open) return;
    bindEscape();
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    modalStack.push({ id, closeOnEscape, lockScroll, close: () => closeRef.current() });
    const first = panel.current?.querySelector<HTMLElement>('[autofocus], ' + FOCUSABLE);
    (first ?? panel.current)?.focus();
    const timer = autoClose ? setTimeout(() => closeRef.current(), MODAL_AUTO_CLOSE_MS) : undefined;
    return () => {
      if (timer) clearTimeout(timer);
      modalStack.remove(id);
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, id, closeOnEscape, lockScroll, autoClose]);

  if (!open || !mounted) return null;

  const trap = (e: React.KeyboardEvent) => {
    if (e.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (!items.length) return e.preventDefault();
    const first = items[0]!;
    const last = items[items.length - 1]!;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="fixed inset-0 z-60 flex items-center justify-center bg-black/50 p-4" onMouseDown={(e) => closeOnOverlay && e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={trap}
        className={`max-h-[90vh] overflow-auto w-full max-w-md rounded-lg bg-white p-6 shadow-xl outline-none ${className}`}
      >
        <h2 id={titleId} className="mt-0 mb-2 text-xl font-bold">
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
