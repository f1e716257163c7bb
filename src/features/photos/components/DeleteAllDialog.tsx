import { type FormEvent, type SyntheticEvent, useEffect, useId, useRef, useState } from 'react';
import { useModalLayer } from '../../../components/overlay/modal-layer';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { isDeleteWord } from '../delete-all';

export interface DeleteAllDialogProps {
  open: boolean;
  onClose: () => void;
  /** Deletes the library (DELETE /photos/all, then activation status refresh); rejects on failure. */
  onConfirm: () => Promise<void>;
}

/**
 * 'Delete all photos': a native modal <dialog> on the modal stack (Escape closes, scroll locked) whose submit stays blocked
 * until the localised DELETE is typed exactly. A failed request keeps it open with the alert.
 */
export function DeleteAllDialog({ open, onClose, onConfirm }: DeleteAllDialogProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const [state, setState] = useState<'idle' | 'pending' | 'failed'>('idle');
  const word = t('photos.deleteAll.word');
  const ok = isDeleteWord(typed, word);

  useModalLayer(ref, open, { onClose });
  useEffect(() => {
    if (!open) return;
    setTyped('');
    setState('idle');
  }, [open]);
  const onCancel = (e: SyntheticEvent) => {
    e.preventDefault();
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ok || state === 'pending') return;
    setState('pending');
    try {
      await onConfirm();
      setState('idle');
      onClose();
    } catch {
      setState('failed');
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={onCancel}
      className="max-w-md w-[calc(100%-2rem)] rounded-lg border-0 p-6 shadow-xl backdrop:bg-black/50"
    >
      <form onSubmit={submit} noValidate>
        <h2 id={titleId} className="mt-0 text-xl font-bold">
          {t('photos.deleteAll.button')}
        </h2>
        <p>{t('photos.deleteAll.body')}</p>
        <label htmlFor={inputId} className="block font-semibold mb-1">
          {t('photos.deleteAll.instruction', { word })}
        </label>
        <input
          id={inputId}
          className="w-full min-h-11 px-3 rounded-md border border-solid border-gray-400"
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={typed.length > 0 && !ok}
          aria-describedby={typed.length > 0 && !ok ? hintId : undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        {typed.length > 0 && !ok && (
          <p id={hintId} className="text-sm text-red-800 mt-1 mb-0">
            {t('photos.deleteAll.mismatch', { word })}
          </p>
        )}
        {state === 'failed' && (
          <p role="alert" className="text-red-800">
            {t('photos.delete.errorMany')}
          </p>
        )}
        <div className="flex justify-end gap-3 mt-6">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('photos.select.cancel')}
          </button>
          <button
            type="submit"
            className={`${buttonPrimary} disabled:opacity-50`}
            disabled={!ok || state === 'pending'}
            aria-busy={state === 'pending' || undefined}
          >
            {t('photos.deleteAll.button')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
