import { type SyntheticEvent, useId, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '../../../components/icons';
import { useModalLayer } from '../../../components/overlay/modal-layer';
import { buttonPrimary, focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { initialSelection, selectionReducer } from '../../library/selection';
import { useSingleFlight } from '../single-flight';
import { PickerLibrary } from './PickerLibrary';

export interface AddPhotosModalProps {
  open: boolean;
  onClose: () => void;
  /** Adds the picked photos to the album (batched by the caller); a rejection keeps the picker open. */
  onAdd: (ids: string[]) => Promise<void>;
}

/**
 * 'Add photos' to an album (issue 34 §6): a full-screen picker over the customer's library, as
 * Google Photos' is: the months with their headings, the timeline's justified rows, a check on every
 * photo (click or tap toggles, Shift+click selects a range), '{amount} selected' and 'Add N photos'
 * in a bar that stays at the top. A native modal <dialog> on the modal stack: Escape closes it
 * (not while adding), Tab stays inside, the focus goes back to the 'Add photos' button. A failed add
 * keeps it open with 'Unable to save changes. Please try again'.
 */
export function AddPhotosModal(props: AddPhotosModalProps) {
  const mounted = useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );
  // Mounted only while open: the selection starts empty each time.
  return props.open && mounted ? createPortal(<PickerDialog {...props} />, document.body) : null;
}

const startSelecting = () => selectionReducer(initialSelection, { type: 'start' });

function PickerDialog({ onClose, onAdd }: AddPhotosModalProps) {
  const t = useT();
  const titleId = `${useId()}-title`;
  const dialog = useRef<HTMLDialogElement>(null);
  const toastSlot = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [selection, dispatch] = useReducer(selectionReducer, undefined, startSelecting);
  const { run, pending, failed, isBusy } = useSingleFlight();
  const count = selection.selected.size;

  const close = () => {
    if (!isBusy()) onClose();
  };
  useModalLayer(dialog, true, { onClose: close, closeOnEscape: !pending, toastSlot });
  // Any other close request of the platform (a back gesture) follows the same rule as Escape.
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!pending) close();
  };
  const add = async () => {
    if (count === 0) return;
    if (await run(() => onAdd([...selection.selected]))) onClose();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      data-testid="add-photos"
      onCancel={onCancel}
      className="fixed inset-0 m-0 p-0 w-full h-full max-w-none max-h-none border-0 bg-white text-gray-900"
    >
      <div className="w-full h-full flex flex-col">
        <div className="shrink-0 flex items-center gap-2 sm:gap-4 px-2 sm:px-6 py-2 border-0 border-b border-solid border-gray-200">
          <button
            type="button"
            className={`w-11 h-11 shrink-0 flex items-center justify-center rounded-full border-0 bg-transparent text-gray-900 cursor-pointer hover:bg-gray-100 disabled:opacity-40 ${focusRing}`}
            aria-label={t('photos.select.cancel')}
            title={t('photos.select.cancel')}
            disabled={pending}
            onClick={close}
          >
            <CloseIcon />
          </button>
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="m-0 text-lg sm:text-xl font-bold truncate">
              {t('albums.add.title')}
            </h2>
            <p className="m-0 text-sm text-gray-700" aria-live="polite" data-testid="picker-count">
              {t('photos.select.amount', { amount: count })}
            </p>
          </div>
          <button
            type="button"
            className={`${buttonPrimary} shrink-0 border-0 cursor-pointer disabled:opacity-50 disabled:cursor-not-allowed`}
            disabled={count === 0 || pending}
            aria-busy={pending || undefined}
            onClick={() => void add()}
          >
            {t('albums.add.submit', { amount: count })}
          </button>
        </div>
        {failed && (
          <p role="alert" className="shrink-0 m-0 px-4 sm:px-6 py-2 bg-red-50 text-red-800 font-semibold">
            {t('albums.error.save')}
          </p>
        )}
        {/* The scrolling months; overscroll stays inside the picker (no bounce of the page behind). */}
        <div ref={setScroller} className="flex-1 min-h-0 overflow-y-auto overscroll-contain px-2 sm:px-6 pb-6">
          <div className="max-w-[100rem] mx-auto">
            <PickerLibrary root={scroller} selection={selection} dispatch={dispatch} />
          </div>
        </div>
      </div>
      <div ref={toastSlot} />
    </dialog>
  );
}
