import { useEffect, useId, useRef, useState } from 'react';
import { PlusIcon, TrashIcon } from '../../../components/icons';
import { buttonPrimary, buttonSecondary, focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { SelectionCount } from '../../library/components/SelectionCount';
import { SortSelect } from '../../library/components/SortSelect';
import type { SortPreference } from '../../library/sort-preferences';

export interface SelectionBarProps {
  selecting: boolean;
  selectedCount: number;
  sort: SortPreference;
  /** The month at the top of the photos ('November 2026'), shown once the bar sticks; null: none. */
  month?: string | null;
  onStart: () => void;
  onCancel: () => void;
  onDeselectAll: () => void;
  onSortChange: (sort: SortPreference) => void;
  /** 'Delete all photos' (hidden while selecting); omitted → no button. */
  onDeleteAll?: () => void;
  /** 'Add photos' (the upload flag): the bar's '+' below 576 px, where the header row has no room. */
  onAddPhotos?: () => void;
}

/** Narrower buttons below the photo breakpoint (576 px). */
const compact = 'shrink-0 whitespace-nowrap !px-2.5 text-sm photo:!px-5 photo:text-base';

/**
 * The photo bar (issue 34 §1): Select / Cancel, '{amount} selected', the sort dropdown (tooltip
 * 'Sort by upload date'), one row that sticks to the top of the screen and, once stuck, names the
 * month being viewed after its buttons. Select mode swaps its contents in place: nothing below moves. Its height is
 * `--photos-bar-h` (uno.config.ts), which the timeline keeps clear when it scrolls to a month.
 */
export function SelectionBar({
  selecting,
  selectedCount,
  sort,
  month = null,
  onStart,
  onCancel,
  onDeselectAll,
  onSortChange,
  onDeleteAll,
  onAddPhotos,
}: SelectionBarProps) {
  const t = useT();
  const tipId = useId();
  const stuck = useStuck();
  const showMonth = stuck.value && month !== null;
  return (
    <>
      <div ref={stuck.sentinel} aria-hidden="true" className="h-px -mb-px" />
      <div
        data-photo-bar=""
        className={`sticky top-0 z-10 -mx-4 px-4 flex flex-nowrap items-center gap-2 photo:gap-3 h-[var(--photos-bar-h)] bg-white ${stuck.value ? 'shadow-md' : ''}`}
      >
        {selecting ? (
          <>
            <SelectionCount amount={selectedCount} onCancel={onCancel} compact />
            {selectedCount > 0 && (
              <button
                type="button"
                // A long 'Deselect all' (French) wraps within its place on a phone.
                className={`text-left text-sm leading-tight photo:text-base photo:whitespace-nowrap bg-transparent border-0 underline cursor-pointer text-brand-accent ${focusRing}`}
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
              // A trash icon on small screens keeps the row to one line in every language; the name
              // stays the full one. There it gives its place to the month once the bar is stuck.
              <button
                type="button"
                className={`${buttonSecondary} ${compact} w-11 !px-0 photo:w-auto photo:!px-5 ${showMonth ? '!hidden photo:!inline-flex' : ''}`}
                onClick={onDeleteAll}
                aria-label={t('photos.deleteAll.button')}
              >
                <TrashIcon className="photo:hidden" />
                <span className="hidden photo:inline">{t('photos.deleteAll.button')}</span>
              </button>
            )}
            {/* After the buttons, in the room the sort leaves: appearing, it moves nothing (no layout shift). */}
            {showMonth && <span className="min-w-0 truncate font-semibold text-gray-900">{month}</span>}
          </>
        )}
        {/* On a phone it gives way to select mode's count and 'Deselect all' (long in some languages),
            and its short label to the buttons: a wider bar made the phone zoom the whole page out. */}
        <div className={`ml-auto relative group ${selecting ? 'hidden photo:flex' : 'flex'} items-center gap-2 min-w-0`}>
          <SortSelect sort={sort} onChange={onSortChange} describedBy={tipId} />
          <span
            id={tipId}
            role="tooltip"
            className="pointer-events-none absolute right-0 top-full mt-1 z-10 whitespace-nowrap rounded bg-gray-900 px-2 py-1 text-xs text-white opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-hover:duration-[400ms] group-focus-within:opacity-100"
          >
            {t('photos.sort.tooltip')}
          </span>
        </div>
        {onAddPhotos && !selecting && (
          <button
            type="button"
            className={`photo:hidden shrink-0 w-11 h-11 flex items-center justify-center rounded-md border-0 bg-brand-accent text-white cursor-pointer ${focusRing}`}
            aria-label={t('photos.add')}
            onClick={onAddPhotos}
          >
            <PlusIcon className="w-5 h-5" />
          </button>
        )}
      </div>
    </>
  );
}

/** Whether the bar is stuck to the top: its sentinel (just above it) has scrolled out of view. */
function useStuck() {
  const sentinel = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState(false);
  useEffect(() => {
    const el = sentinel.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setValue(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { sentinel, value };
}
