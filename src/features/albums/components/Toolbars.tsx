import { type ReactNode, useId } from 'react';
import { Spinner } from '../../../components/icons';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { downloadState } from '../../library/selection';

const disabledCls = 'disabled:opacity-50 disabled:cursor-not-allowed';

/** A button that may be disabled with a tooltip (shown on hover and focus of its wrapper). */
function ToolButton({
  label,
  onClick,
  disabled,
  tooltip,
  primary,
}: {
  label: string;
  onClick: () => void;
  disabled: boolean;
  tooltip?: string | null;
  primary?: boolean;
}) {
  const tipId = useId();
  return (
    <span
      className="relative group inline-flex"
      tabIndex={disabled && tooltip ? 0 : undefined}
      aria-describedby={tooltip ? tipId : undefined}
    >
      <button
        type="button"
        className={`${primary ? buttonPrimary : buttonSecondary} ${disabledCls}`}
        disabled={disabled}
        aria-describedby={tooltip ? tipId : undefined}
        onClick={onClick}
      >
        {label}
      </button>
      {tooltip && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-1/2 -translate-x-1/2 mb-2 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-hover:duration-[400ms] group-focus-within:opacity-100"
        >
          {tooltip}
        </span>
      )}
    </span>
  );
}

export interface SelectionToolbarProps {
  selectedCount: number;
  /** The order-prints flags allow it (`showOrderPrints(flags)`). */
  orderPrints: boolean;
  /** Read-only shared album: copy, remove and order prints disabled with 'Unavailable for shared albums'. */
  shared?: boolean;
  busy?: boolean;
  onOrderPrints: () => void;
  onDownload: () => void;
  onCopy: () => void;
  onRemove: () => void;
}

/** Bottom toolbar while selecting in an album (photo spec §2): order prints, download, copy, remove. */
export function SelectionToolbar({
  selectedCount,
  orderPrints,
  shared = false,
  busy = false,
  onOrderPrints,
  onDownload,
  onCopy,
  onRemove,
}: SelectionToolbarProps) {
  const t = useT();
  const none = selectedCount === 0 || busy;
  const dl = downloadState(selectedCount);
  const sharedTip = shared ? t('albums.shared.unavailable') : null;
  return (
    <div
      role="toolbar"
      aria-label={t('photos.actions.label')}
      className="fixed bottom-0 left-0 right-0 z-20 flex flex-wrap items-center justify-center gap-3 border-t border-solid border-gray-200 bg-white p-3 shadow-lg"
    >
      {orderPrints && (
        <ToolButton label={t('albums.actions.orderPrints')} disabled={shared || none} tooltip={sharedTip} onClick={onOrderPrints} />
      )}
      <ToolButton
        label={t('photos.actions.download')}
        disabled={dl.disabled || busy}
        tooltip={dl.tooltip ? t(dl.tooltip) : null}
        onClick={onDownload}
      />
      <ToolButton label={t('photos.actions.copyToAlbum')} disabled={shared || none} tooltip={sharedTip} onClick={onCopy} />
      <ToolButton label={t('albums.actions.remove')} disabled={shared || none} tooltip={sharedTip} onClick={onRemove} primary />
    </div>
  );
}

/** Prints bar of order-prints mode: 'Next: Customise {amount} photo prints' (busy: 'Selecting your photos...'). */
export function PrintsBar({ amount, busy, onNext, onCancel }: { amount: number; busy: boolean; onNext: () => void; onCancel: () => void }) {
  const t = useT();
  return (
    <div
      role="toolbar"
      aria-label={t('albums.prints.label')}
      className="fixed bottom-0 left-0 right-0 z-20 flex flex-wrap items-center justify-center gap-3 border-t border-solid border-gray-200 bg-white p-3 shadow-lg"
    >
      <button type="button" className={buttonSecondary} onClick={onCancel} disabled={busy}>
        {t('photos.select.cancel')}
      </button>
      <button
        type="button"
        className={`${buttonPrimary} ${disabledCls}`}
        disabled={amount === 0 || busy}
        aria-busy={busy || undefined}
        onClick={onNext}
      >
        {busy ? t('albums.prints.busy') : t('albums.prints.next', { amount })}
      </button>
    </div>
  );
}

/** Full-page overlay while the photos go to the editor: 'Adding {amount} photos to editor...'. */
export function PrintsOverlay({ amount }: { amount: number }): ReactNode {
  const t = useT();
  return (
    <div
      className="fixed inset-0 z-80 flex flex-col items-center justify-center gap-4 bg-white/90"
      role="status"
      aria-live="assertive"
      data-testid="prints-overlay"
    >
      <Spinner className="w-10 h-10" />
      <p className="text-lg font-semibold">{t('albums.prints.overlay', { amount })}</p>
    </div>
  );
}
