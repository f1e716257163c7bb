/**
 * The ids of a selection (issue 34 §2), resolved when an action runs: the photos selected singly,
 * plus every photo of the whole months (`selection.ts` records months by key and count, loaded or
 * not) less the ones deselected in them.
 *
 * Decision: a selection stays keys + ids until an action needs ids, rather than Ctrl/⌘+A loading
 * every month first. The count is exact without any request, so the selection bar can say
 * '3,201 selected' at once and a download (at most 100) is refused before anything is fetched; the
 * months' ids are then fetched only for delete, copy to album or prints, by the month store
 * (`monthIds`: ids only, never tiles), two months at a time, with progress. At 1,000,000 photos
 * that is 2,000 pages of ids (about 40 MB of strings) for a delete the customer chose: bounded,
 * and the timeline on screen never lays those photos out.
 */
import type { SelectionState } from '../library/selection';
import type { MonthRef } from './month-store';

/** Months whose ids are fetched side by side (each month's pages one after another). */
export const RESOLVE_CONCURRENCY = 2;

export interface IdSource {
  monthIds(m: MonthRef, signal?: AbortSignal): Promise<readonly string[]>;
}

export interface ResolveOptions {
  signal?: AbortSignal;
  /** Months resolved so far, of `total`. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Resolves to the selection's ids in timeline order (whole months in `months` order, then the
 * singles), each once. Rejects when a month's pages fail or `signal` aborts.
 */
export async function resolveSelectionIds(
  selection: SelectionState,
  source: IdSource,
  months: readonly MonthRef[],
  { signal, onProgress }: ResolveOptions = {},
): Promise<string[]> {
  const wanted = months.filter((m) => selection.months.has(m.key));
  const results: (readonly string[])[] = new Array(wanted.length);
  let next = 0;
  let done = 0;
  onProgress?.(0, wanted.length);
  const worker = async () => {
    while (next < wanted.length) {
      const i = next++;
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      results[i] = await source.monthIds(wanted[i]!, signal);
      onProgress?.(++done, wanted.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(RESOLVE_CONCURRENCY, wanted.length) }, worker));
  const seen = new Set<string>();
  const ids: string[] = [];
  const add = (id: string) => {
    if (seen.has(id) || selection.excluded.has(id)) return;
    seen.add(id);
    ids.push(id);
  };
  for (const list of results) for (const id of list) add(id);
  for (const id of selection.selected) add(id);
  return ids;
}
