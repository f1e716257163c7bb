import { useEffect, useId, useRef } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { SORT_OPTIONS, type SortPreference } from '../sort-preferences';

const optionId = (s: SortPreference) => `${s.sortKey}.${s.sortOrder}` as const;

/**
 * The photo sort dropdown (photo spec §3 sort preference) of the timeline and the album pages.
 * Below the photo breakpoint (576 px) the closed dropdown shows a short label ('Newest first'),
 * ellipsised if it must be, over the native select (invisible, still the control: it takes the
 * tap, the focus and the screen reader's reading of the full option): a full label clipped by the
 * narrow box read 'Date taken, n'. The open list keeps the full labels.
 */
export function SortSelect({
  sort,
  onChange,
  describedBy,
}: {
  sort: SortPreference;
  onChange: (s: SortPreference) => void;
  describedBy?: string;
}) {
  const t = useT();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  // The server's select works before this part hydrates, and hydration keeps the sort it rendered:
  // a pick made meanwhile was lost. What the select shows at mount is that pick; it is applied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount; later picks come through onChange.
  useEffect(() => {
    const early = SORT_OPTIONS.find((o) => optionId(o) === select.current?.value);
    if (early && optionId(early) !== optionId(sort)) onChange(early);
  }, []);
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('photos.sort.label')}
      </label>
      <div className="relative min-w-0">
        <select
          ref={select}
          id={id}
          aria-describedby={describedBy}
          className={`peer absolute inset-0 w-full opacity-0 cursor-pointer photo:static photo:w-auto photo:opacity-100 min-h-11 px-3 text-base rounded-md border border-solid border-gray-400 bg-white ${focusRing}`}
          value={optionId(sort)}
          onChange={(e) => {
            const next = SORT_OPTIONS.find((o) => optionId(o) === e.target.value);
            if (next) onChange(next);
          }}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={optionId(o)} value={optionId(o)}>
              {t(`photos.sort.${optionId(o)}`)}
            </option>
          ))}
        </select>
        <span
          aria-hidden="true"
          className="photo:hidden pointer-events-none flex items-center gap-1 min-h-11 max-w-[9rem] pl-2.5 pr-2 text-sm rounded-md border border-solid border-gray-400 bg-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-solid peer-focus-visible:outline-brand-accent"
        >
          <span className="truncate">{t(`photos.sort.short.${optionId(sort)}`)}</span>
          <ChevronDownIcon className="w-4 h-4 shrink-0" />
        </span>
      </div>
    </>
  );
}
