import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/react';
import { buttonDangerSolid, buttonSecondary } from '../ui/styles';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming the thing ('Delete the address Main Street 1?'). */
  title: ReactNode;
  /** What goes with it, in words ('Its 3 gallery entries are deleted too.'). */
  children: ReactNode;
  /** The destructive button's label ('Delete address'). */
  confirmLabel: ReactNode;
  onCancel: () => void;
  onConfirm: () => void;
  /** While the request runs: both buttons disabled, Escape ignored. */
  busy?: boolean;
  /** A failure keeps the dialog open with this alert. */
  error?: ReactNode;
  testId?: string;
}

/**
 * Confirmation of a destructive action (issue 17 §2): a modal that names what goes, Cancel first
 * (the focus lands on it, so Enter never deletes by accident) and a red confirm button. Nothing is
 * sent until the confirm button is pressed; Cancel, Escape and the backdrop send nothing.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onCancel,
  onConfirm,
  busy = false,
  error,
  testId,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Modal open={open} onClose={() => !busy && onCancel()} title={title} closeOnEscape={!busy} testId={testId ?? 'confirm-dialog'}>
      <div className="flex flex-col gap-2">{children}</div>
      <p className="text-gray-700 text-sm mb-0">{t('confirm.irreversible')}</p>
      {error ? (
        <p role="alert" className="text-red-800 font-semibold">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3 mt-6">
        <button type="button" className={buttonSecondary} onClick={onCancel} disabled={busy}>
          {t('confirm.cancel')}
        </button>
        <button type="button" className={buttonDangerSolid} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
