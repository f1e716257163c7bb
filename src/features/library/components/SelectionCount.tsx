import { CloseIcon } from '../../../components/icons';
import { buttonSecondary } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';

/**
 * The start of a selection bar while selecting (timeline and albums): Cancel and '{amount} selected'.
 * `compact`: below 576 px Cancel is a round ✕ (its name stays 'Cancel'), so the bar keeps one row.
 */
export function SelectionCount({ amount, onCancel, compact = false }: { amount: number; onCancel: () => void; compact?: boolean }) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={`${buttonSecondary} ${compact ? 'shrink-0 !px-0 w-11 photo:w-auto photo:!px-5' : ''}`}
        onClick={onCancel}
      >
        {compact ? (
          <>
            <CloseIcon className="w-5 h-5 photo:hidden" />
            <span className="sr-only photo:not-sr-only">{t('photos.select.cancel')}</span>
          </>
        ) : (
          t('photos.select.cancel')
        )}
      </button>
      {/* Not a live region: GridShortcuts says the count through the page's one region (announcer.tsx). */}
      <span className="font-semibold whitespace-nowrap">{t('photos.select.amount', { amount })}</span>
    </>
  );
}
