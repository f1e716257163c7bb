import { type ReactNode, useEffect, useId, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../shared/i18n/react';
import { modalStack } from './modal-layer';
import { HostRegistry, type Toast, ToastQueue } from './stack';

/** One queue per page: toasts survive client-side navigation (e.g. 'album deleted' on the list). */
export const toasts = new ToastQueue<ReactNode>();

/** Shows a toast top-centre for 5 s (or `duration`). */
export function showToast(message: ReactNode, options: { kind?: Toast['kind']; duration?: number } = {}): number {
  return toasts.show(message, options);
}

/** Updates a shown toast in place (one job's progress as one toast); shows it anew when it is gone. */
export function updateToast(id: number, message: ReactNode, options: { kind?: Toast['kind']; duration?: number } = {}): number {
  return toasts.update(id, message, options);
}

const EMPTY: readonly Toast<ReactNode>[] = [];
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
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          data-testid="toast"
          className={`pointer-events-auto w-full rounded-md px-4 py-3 shadow-lg flex items-start gap-3 ${item.kind === 'error' ? 'bg-red-800 text-white' : 'bg-gray-900 text-white'}`}
        >
          <div className="flex-1 min-w-0 [overflow-wrap:anywhere] [&_a]:text-white [&_a]:underline">{item.message}</div>
          <button
            type="button"
            aria-label={t('photos.dialog.close')}
            className="bg-transparent border-0 text-white cursor-pointer text-lg leading-none"
            onClick={() => toasts.dismiss(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>,
    slot ?? document.body,
  );
}
