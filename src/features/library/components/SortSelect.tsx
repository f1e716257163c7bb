import { useId } from 'react';
import { focusRing } from '../../../components/ui/styles';
import { useT } from '../../../shared/i18n/react';
import { SORT_OPTIONS, type SortPreference } from '../sort-preferences';

const optionId = (s: SortPreference) => `${s.sortKey}.${s.sortOrder}` as const;

/** The photo sort dropdown (photo spec §3 sort preference) of the timeline and the album pages. */
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
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('photos.sort.label')}
      </label>
      <select
        id={id}
        aria-describedby={describedBy}
        className={`min-h-11 max-w-[8rem] photo:max-w-none px-2 photo:px-3 text-sm photo:text-base rounded-md border border-solid border-gray-400 bg-white ${focusRing}`}
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
    </>
  );
}
