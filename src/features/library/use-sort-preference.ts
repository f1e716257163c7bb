import { useCallback, useEffect, useState } from 'react';
import { readSortPreference, type SortList, type SortPreference, writeSortPreference } from './sort-preferences';
import { browserStorage } from './storage';

/** Set after the first mount in the browser: later mounts are not hydrating server markup. */
let hydrated = false;

/**
 * Sort preference of a list, from local storage (validated; defaults otherwise). The server renders
 * the default; the stored value applies after hydration so server and client markup agree.
 * Returns [sort, update, ready]; `ready`: the stored preference has been read (client, after mount).
 */
export function useSortPreference(list: SortList): [SortPreference, (next: SortPreference) => void, boolean] {
  // After hydration (client navigations such as closing the preview) storage can be read at once.
  const [sort, setSort] = useState<SortPreference>(() => readSortPreference(hydrated ? browserStorage() : undefined, list));
  const [ready, setReady] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    const stored = readSortPreference(browserStorage(), list);
    setSort((current) => (current.sortKey === stored.sortKey && current.sortOrder === stored.sortOrder ? current : stored));
    setReady(true);
  }, [list]);
  const update = useCallback(
    (next: SortPreference) => {
      writeSortPreference(browserStorage(), list, next);
      setSort(next);
    },
    [list],
  );
  return [sort, update, ready];
}
