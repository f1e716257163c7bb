import { useId } from 'react';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { SelectionCount } from '../../library/components/SelectionCount';
import { SortSelect } from '../../library/components/SortSelect';
import type { SortPreference } from '../../library/sort-preferences';

export interface SelectionBarProps {
  selecting: boolean;
  selectedCount: number;
  sort: SortPreference;
  onStart: () => void;
  onCancel: () => void;
  onDeselectAll: () => void;
  onSortChange: (sort: SortPreference) => void;
  /** 'Delete all photos' (hidden while selecting); omitted → no button. */
  onDeleteAll?: () => void;
}

/** Narrower buttons below the photo breakpoint (576 px). */
const compact = 'whitespace-nowrap !px-2.5 text-sm photo:!px-5 photo:text-base';

/** Select / Cancel, '{amount} selected', the sort dropdown (tooltip 'Sort by upload date'). */
export function SelectionBar({
  selecting,
  selectedCount,
  sort,
  onStart,
  onCancel,
  onDeselectAll,
  onSortChange,
  onDeleteAll,
}: SelectionBarProps) {
  const t = useT();
  const tipId = useId();
  return (
    // Small screens: compact controls on one row, so the first photos start high on the screen.
    <div className="flex flex-wrap items-center gap-2 photo:gap-3 py-1 photo:py-3">
      {selecting ? (
        <>
          <SelectionCount amount={selectedCount} onCancel={onCancel} />
          {selectedCount > 0 && (
            <button
              type="button"
              className={`bg-transparent border-0 underline cursor-pointer text-brand-accent ${focusRing}`}
              onClick={onDeselectAll}
            >
              {t('photos.select.deselectAll')}
            </button>
          )}
        </>
      ) : (
        <>
          <button type="button" className={`${buttonPrimary} ${compact}`} onClick={onStart}>
            {t('photos.select.start')}
          </button>
          {onDeleteAll && (
            // The short label on small screens keeps the row to one line; the name stays the full one.
            <button
              type="button"
              className={`${buttonSecondary} ${compact}`}
              onClick={onDeleteAll}
              aria-label={t('photos.deleteAll.button')}
            >
              <span className="photo:hidden">{t('photos.deleteAll.short')}</span>
              <span className="hidden photo:inline">{t('photos.deleteAll.button')}</span>
            </button>
          )}
        </>
      )}
      <div className="ml-auto relative group flex items-center gap-2">
        <SortSelect sort={sort} onChange={onSortChange} describedBy={tipId} />
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none absolute right-0 top-full mt-1 z-10 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-hover:duration-[400ms] group-focus-within:opacity-100"
        >
          {t('photos.sort.tooltip')}
        </span>
      </div>
    </div>
  );
}
