import { type ReactNode, useEffect, useId, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../shared/i18n/react';
import { Announcement } from './announcer';
import { modalStack } from './modal-layer';
import { HostRegistry, type Toast, type ToastOptions, ToastQueue } from './stack';

/** One queue per page: toasts survive client-side navigation (e.g. 'album deleted' on the list). */
export const toasts = new ToastQueue<ReactNode>();

/** Shows a toast top-centre for 5 s (or `duration`); an undo toast comes from `deferWithUndo` (undo.ts). */
export function showToast(message: ReactNode, options: ToastOptions<ReactNode> = {}): number {
  return toasts.show(message, options);
}

/** Updates a shown toast in place (one job's progress as one toast); shows it anew when it is gone. */
export function updateToast(id: number, message: ReactNode, options: { kind?: Toast['kind']; duration?: number } = {}): number {
  return toasts.update(id, message, options);
}

const EMPTY: ReturnType<typeof toasts.list> = [];
/** Every mounted <Toaster>; the first one renders (a later one takes over when it unmounts). */
const hosts = new HostRegistry();

/**
 * Renders the toasts (top-centre, role status/alert). Mount it once near the root; pages of the
 * albums feature mount it too, and only the first mounted instance renders.
 */
export function Toaster() {
  const t = useT();
  const items = useSyncExternalStore(toasts.subscribe, toasts.list, () => EMPTY);
  const id = useId();
  useEffect(() => hosts.add(id), [id]);
  const active = useSyncExternalStore(
    hosts.subscribe,
    () => hosts.first() === id,
    () => false,
  );
  // Over an open modal the toasts render inside its <dialog>: the page below is inert and under the top layer.
  const slot = useSyncExternalStore(
    modalStack.subscribe,
    () => modalStack.top()?.toastSlot ?? null,
    () => null,
  );
  if (!active) return null;
  return createPortal(
    <div
      className="fixed top-4 left-1/2 -translate-x-1/2 z-70 flex flex-col items-center gap-2 pointer-events-none w-[min(32rem,calc(100%-2rem))]"
      aria-live="polite"
    >
      <Announcement />
      {items.map((item) => (
        // biome-ignore lint/a11y/noStaticElementInteractions: a status/alert region; hover and focus only pause an undo toast's window (its buttons are the controls).
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto w-full rounded-md px-4 py-3 shadow-lg flex items-start gap-3 ${item.kind === 'error' ? 'bg-red-800 text-white' : 'bg-gray-900 text-white'}`}
          // An undo toast's window pauses while the pointer is on it or focus is in it.
          onMouseEnter={item.hold && (() => item.hold?.('hover', true))}
          onMouseLeave={item.hold && (() => item.hold?.('hover', false))}
          onFocus={item.hold && (() => item.hold?.('focus', true))}
          onBlur={
            item.hold &&
            ((e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) item.hold?.('focus', false);
            })
          }
        >
          <div className="flex-1 min-w-0 [overflow-wrap:anywhere] [&_a]:text-white [&_a]:underline">{item.message}</div>
          {item.action && (
            <button
              type="button"
              className="bg-transparent border-0 p-0 text-white font-semibold underline cursor-pointer shrink-0 focus-visible:outline-2 focus-visible:outline-white"
              onClick={item.action.run}
            >
              {item.action.label}
            </button>
          )}
          <button
            type="button"
            aria-label={t('photos.dialog.close')}
            className="bg-transparent border-0 text-white cursor-pointer text-lg leading-none"
            onClick={() => {
              item.onClose?.();
              toasts.dismiss(item.id);
            }}
          >
            ×
          </button>
        </div>
      ))}
    </div>,
    slot ?? document.body,
  );
}
