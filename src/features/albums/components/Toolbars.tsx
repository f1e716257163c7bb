import { type ReactNode, useId } from 'react';
import { AlbumAddIcon, DownloadIcon, PrintsIcon, Spinner, TrashIcon } from '../../../components/icons';
import { buttonPrimary, buttonSecondary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { downloadState } from '../../library/selection';

const disabledCls = 'disabled:opacity-50 disabled:cursor-not-allowed';

/**
 * An action of the selection toolbar: its icon, its label visible from the large breakpoint (1280
 * px: German's four labels and count need about 1,060 px) and for screen readers only below it (so the bar is one row on a phone, as the preview's toolbar).
 */
const toolButton = 'shrink-0 gap-2 min-w-11 !px-2.5 lg:!px-4 whitespace-nowrap';

/**
 * A button that may be disabled with a tooltip (shown on hover and focus of its wrapper). Below the
 * large breakpoint the tooltip sits above the whole bar (the wrapper is not its anchor there), so
 * it stays on a phone's screen whichever button it explains.
 */
function ToolButton({
  icon,
  label,
  onClick,
  disabled,
  tooltip,
  primary,
}: {
  icon: ReactNode;
  label: string;
  onClick?: () => void;
  disabled: boolean;
  tooltip?: string | null;
  primary?: boolean;
}) {
  const tipId = useId();
  return (
    <span
      className="group inline-flex lg:relative"
      tabIndex={disabled && tooltip ? 0 : undefined}
      aria-describedby={tooltip ? tipId : undefined}
    >
      <button
        type="button"
        className={`${primary ? buttonPrimary : buttonSecondary} ${toolButton} ${disabledCls}`}
        disabled={disabled}
        aria-describedby={tooltip ? tipId : undefined}
        onClick={onClick}
      >
        {icon}
        <span className="sr-only lg:not-sr-only">{label}</span>
      </button>
      {tooltip && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute bottom-full left-0 right-0 mx-auto w-fit max-w-[calc(100%-1rem)] lg:left-1/2 lg:right-auto lg:mx-0 lg:max-w-none lg:-translate-x-1/2 mb-2 lg:whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-center text-xs text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-hover:duration-[400ms] group-focus-within:opacity-100"
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
  /**
   * Read-only shared album: copy, remove and order prints disabled with 'Unavailable for shared
   * albums' (its page passes no handler for them).
   */
  shared?: boolean;
  busy?: boolean;
  onOrderPrints?: () => void;
  onDownload: () => void;
  onCopy?: () => void;
  onRemove?: () => void;
}

/**
 * Bottom toolbar while selecting in an album (photo spec §2): '{amount} selected' (the timeline's
 * words), then order prints, download, copy, remove; one row at any width (issue 34 §1).
 */
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
      className="fixed bottom-0 left-0 right-0 z-20 flex flex-nowrap items-center gap-2 lg:gap-3 lg:justify-center border-t border-solid border-gray-200 bg-white px-4 py-2 shadow-lg"
    >
      {/* Not a live region: GridShortcuts says the count through the page's one region (announcer.tsx). */}
      <span className="min-w-0 truncate font-semibold mr-auto lg:mr-3" data-testid="selection-toolbar-count">
        {t('photos.select.amount', { amount: selectedCount })}
      </span>
      {orderPrints && (
        <ToolButton
          icon={<PrintsIcon />}
          label={t('albums.actions.orderPrints')}
          disabled={shared || none || !onOrderPrints}
          tooltip={sharedTip}
          onClick={onOrderPrints}
        />
      )}
      <ToolButton
        icon={<DownloadIcon />}
        label={t('photos.actions.download')}
        disabled={dl.disabled || busy}
        tooltip={dl.tooltip ? t(dl.tooltip) : null}
        onClick={onDownload}
      />
      <ToolButton
        icon={<AlbumAddIcon />}
        label={t('photos.actions.copyToAlbum')}
        disabled={shared || none || !onCopy}
        tooltip={sharedTip}
        onClick={onCopy}
      />
      <ToolButton
        icon={<TrashIcon />}
        label={t('albums.actions.remove')}
        disabled={shared || none || !onRemove}
        tooltip={sharedTip}
        onClick={onRemove}
        primary
      />
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
