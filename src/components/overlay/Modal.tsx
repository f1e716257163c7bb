import { type ReactNode, type SyntheticEvent, useId, useRef, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useModalLayer } from './modal-layer';

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
 * Stacked modal dialog (photo spec §2): a native <dialog> opened with showModal(), so the platform
 * puts it in the top layer, makes the page behind it inert and moves the focus in; the modal stack
 * adds Escape for the most recent one that allows it, the scroll lock and the optional 10 s
 * auto-close. The focus goes back to the opener on close.
 */
export function Modal(props: ModalProps) {
  const mounted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  return props.open && mounted ? createPortal(<OpenModal {...props} />, document.body) : null;
}

function OpenModal({
  onClose,
  title,
  children,
  closeOnEscape = true,
  lockScroll = true,
  autoClose = false,
  closeOnOverlay = true,
  className = '',
  testId,
}: ModalProps) {
  const titleId = `${useId()}-title`;
  const dialog = useRef<HTMLDialogElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  useModalLayer(dialog, true, { onClose, closeOnEscape, lockScroll, autoClose, toastSlot });
  // Any other close request of the platform (e.g. a back gesture) follows the same rule as Escape.
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    if (closeOnEscape) onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={onCancel}
      className="fixed inset-0 m-0 p-0 w-full h-full max-w-none max-h-none border-0 bg-black/50 backdrop:bg-transparent"
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a click on the backdrop closes like Escape does; Escape and the close button are the keyboard path. */}
      <div
        className="w-full h-full flex items-center justify-center p-4"
        // `detail > 1`: the second press of a double click that opened this modal lands on its
        // backdrop; it must not close what the first press opened (issue 16 §8).
        onMouseDown={(e) => closeOnOverlay && e.target === e.currentTarget && e.detail < 2 && onClose()}
      >
        <div className={`max-h-[90vh] overflow-auto w-full max-w-md rounded-lg bg-white text-gray-900 p-6 shadow-xl ${className}`}>
          <h2 id={titleId} className="mt-0 mb-2 text-xl font-bold">
            {title}
          </h2>
          {children}
        </div>
      </div>
      <div ref={toastSlot} />
    </dialog>
  );
}
