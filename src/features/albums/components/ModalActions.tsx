import type { ReactNode } from 'react';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';

/**
 * Footer of an album modal: the failure alert (the modal stays open, photo spec §8), Cancel and the
 * confirm button, both disabled while the request runs. Without `onConfirm` it submits the form.
 */
export function ModalActions({
  error,
  busy,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  error: ReactNode;
  busy: boolean;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm?: () => void;
}) {
  const t = useT();
  return (
    <>
      {error ? (
        <p role="alert" className="text-red-800 font-semibold">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-3 mt-6">
        <button type="button" className={buttonSecondary} onClick={onCancel} disabled={busy}>
          {t('photos.select.cancel')}
        </button>
        <button
          type={onConfirm ? 'button' : 'submit'}
          className={`${buttonPrimary} disabled:opacity-50`}
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={onConfirm}
        >
          {confirmLabel}
        </button>
      </div>
    </>
  );
}
