/**
 * Data access of the timeline: months, the month store, deletes. The typed client comes from
 * the library (`usePhotosApi`); components only use these hooks.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { showToast } from '../../components/overlay/Toaster';
import { type CommitMode, deferWithUndo } from '../../components/overlay/undo';
import type { Api } from '../../shared/api/index';
import type { Photo } from '../../shared/api/photo-management';
import { useT } from '../../shared/i18n/react';
import { QK } from '../../shared/queries/keys';
import { deleteAllPhotosMutation, deletePhotosMutation, timelineQuery, userCountsQuery } from '../../shared/queries/photos';
import { useMountedRef } from '../../shared/use-mounted-ref';
import { usePhotosApi } from '../library/api';
import { readSentOnLeave, rememberSentOnLeave } from '../library/sent-on-leave';
import type { SortPreference } from '../library/sort-preferences';
import { browserStorage } from '../library/storage';
import {
  adjustTimeline,
  type DeleteResult,
  deleteErrorMessageId,
  deletePhotosBatched,
  FAILED_TO_DELETE,
  KEEPALIVE_MAX_IDS,
} from './delete-photos';
import { type MonthRef, MonthStore, type PhotoMonthState, type RemovedPhotos } from './month-store';
import { type TimelineMonth, timelineMonths } from './timeline';

/** Months of the timeline for a sort, newest first for descending order. */
export function useTimelineMonths(sort: SortPreference) {
  const api = usePhotosApi();
  const query = useQuery(timelineQuery(api, sort.sortKey));
  const months = useMemo<TimelineMonth[]>(
    () => (query.data ? timelineMonths(query.data, sort.sortOrder) : []),
    [query.data, sort.sortOrder],
  );
  return { months, status: query.status, refetch: query.refetch };
}

interface StoreSlot {
  api: Api;
  key: string;
  store: MonthStore;
}
/** One store per query client (one per request on the server, one per tab in the browser). */
const stores = new WeakMap<QueryClient, StoreSlot>();

/**
 * `sortReady`: the stored sort preference has been read (third value of useSortPreference).
 * The month store of the current sort, shared by the Photos page and the preview (same query
 * client), so the preview walks the pages the timeline loaded. A different sort replaces it: the
 * months' pages are cleared and load again (photo spec §4).
 */
export function useMonthStore(sort: SortPreference, sortReady = true): MonthStore {
  const api = usePhotosApi();
  const queryClient = useQueryClient();
  const key = `${sort.sortKey}.${sort.sortOrder}`;
  const store = useMemo(() => {
    const slot = stores.get(queryClient);
    // Until the stored sort is read, keep whatever store exists (the preview round trip keeps its pages).
    if (slot && slot.api === api && (slot.key === key || !sortReady)) return slot.store;
    // Replacing another sort's store is a sort change: its pages load again from the server.
    const store = new MonthStore(
      api,
      queryClient,
      { sortKey: sort.sortKey, sortOrder: sort.sortOrder },
      !!slot && slot.api === api && slot.key !== key,
    );
    stores.set(queryClient, { api, key, store });
    return store;
  }, [api, queryClient, key, sort.sortKey, sort.sortOrder, sortReady]);
  // Photos deleted as an earlier page went away stay away, though the server may not have applied
  // the keepalive DELETE yet (src/features/library/sent-on-leave.ts). After hydration: the server
  // rendered without them hidden.
  useEffect(() => {
    const ids = readSentOnLeave(browserStorage(), Date.now());
    if (!ids.length) return;
    store.hide(ids);
    store.remove(new Set(ids));
  }, [store]);
  return store;
}

/**
 * Finds a photo among the loaded months of the current store without creating one (a second
 * useMonthStore with another sort would replace the page's store).
 */
export function useLoadedPhoto(): (id: string) => Photo | undefined {
  const queryClient = useQueryClient();
  return useCallback((id: string) => stores.get(queryClient)?.store.find(id)?.photo, [queryClient]);
}

/** Re-renders on any month change; returns the store's version. */
export function useStoreVersion(store: MonthStore): number {
  return useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
}

/**
 * The store's version, updated as a transition (the timeline's many tiles): React renders a month's
 * arrival in slices and yields to input and paint between them, where useSyncExternalStore renders
 * it synchronously inside the fetch's continuation (tasks of 50–120 ms at 1,000,000 photos, issue
 * 16 §3). Readers take month states from a snapshot made at this version (`useMonthStates`), never
 * live from the store, or an urgent render in between would mix old heights with new rows.
 */
export function useTransitionStoreVersion(store: MonthStore): number {
  const [version, setVersion] = useState(store.getVersion);
  useEffect(() => {
    const update = () => startTransition(() => setVersion(store.getVersion()));
    update(); // a change between the render and this subscription
    return store.subscribe(update);
  }, [store]);
  return version;
}

/** The months' states at `version` (see useTransitionStoreVersion); a month seen first is adopted. */
export function useMonthStates(store: MonthStore, months: readonly MonthRef[], version: number): ReadonlyMap<string, PhotoMonthState> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change counter: the snapshot is taken again at each.
  return useMemo(() => {
    for (const m of months) store.adopt(m);
    return new Map(months.map((m) => [m.key, store.get(m.key)]));
  }, [store, months, version]);
}

/** What the caller of a delete hears afterwards (only while it is still mounted). */
export interface DeleteHandlers {
  /** The deletion failed after its retries; the failed photos are back in place. */
  onFailed?: (result: DeleteResult) => void;
  /** Undo was chosen: the photos are back in place, nothing was sent. */
  onUndone?: () => void;
}

/**
 * Deletes photos with an undo window (issue 16 §1): they leave the screen at once (months, month
 * counts, the Photos tab count), the toast 'N photos deleted' offers Undo for 5 s, and only when it
 * ends does the batched DELETE /photos go out (with retries; failed ids roll back into place with
 * the spec's message: the caller's, or an error toast once the caller is gone). Undo puts
 * everything back without a request. The page going away inside the window sends it with
 * `keepalive` (src/components/overlay/undo.ts).
 */
/**
 * `wholeMonths`: months deleted whole (key → how many of their photos go), loaded or not: their
 * counts drop by that many at once, so a whole month not loaded leaves the timeline at once too.
 */
export function useDeletePhotos(
  store: MonthStore,
): (ids: readonly string[], handlers?: DeleteHandlers, wholeMonths?: ReadonlyMap<string, number>) => void {
  const api = usePhotosApi();
  const queryClient = useQueryClient();
  const t = useT();
  const alive = useMountedRef();
  const { mutateAsync } = useMutation(
    deletePhotosMutation(
      async ({ ids, store, removed, mode }: { ids: readonly string[]; store: MonthStore; removed: RemovedPhotos; mode: CommitMode }) => {
        const unload = mode === 'unload';
        if (unload) rememberSentOnLeave(browserStorage(), ids, Date.now());
        // Leaving the page: every batch's first request at once, with keepalive (it outlives the page).
        const result = await deletePhotosBatched(
          ids,
          (batch, attempt) => api.photos.deletePhotos(batch, { keepalive: unload && attempt === 0 }),
          {
            concurrent: unload,
          },
        );
        if (result.failed.length) {
          store.restore(removed, new Set(result.failed));
          console.error(`DELETE_PHOTOS_FAILED: ${result.error} (${result.failed.length})`);
        }
        store.refill();
        return result;
      },
    ),
  );
  return useCallback(
    (ids, handlers = {}, wholeMonths = new Map()) => {
      const removed = store.remove(new Set(ids));
      store.hide(ids);
      const counts = shiftCounts(queryClient, api, store, removed, wholeMonths);
      deferWithUndo({
        message: t('photos.deleted', { count: ids.length }),
        undoLabel: t('common.undo'),
        restored: t('photos.announce.restored', { count: ids.length }),
        guardUnload: ids.length > KEEPALIVE_MAX_IDS,
        undo: () => {
          store.unhide(ids);
          store.restore(removed, new Set(ids));
          counts.undo();
          if (alive.current) handlers.onUndone?.();
        },
        commit: (mode) => {
          void mutateAsync({ ids, store, removed, mode })
            .catch((): DeleteResult => ({ deleted: [], failed: [...ids], error: FAILED_TO_DELETE }))
            .then((result) => {
              store.unhide(ids);
              if (!result.failed.length) return;
              if (alive.current && handlers.onFailed) handlers.onFailed(result);
              else showToast(t(deleteErrorMessageId(result.failed.length)), { kind: 'error' });
            });
        },
      });
    },
    [mutateAsync, store, queryClient, api, t],
  );
}

/**
 * The month counts (of the store's sort) and the Photos tab count without the removed photos, at
 * once; `undo` gives them back. After a commit both are read again from the server anyway.
 */
function shiftCounts(
  queryClient: QueryClient,
  api: Api,
  store: MonthStore,
  removed: RemovedPhotos,
  wholeMonths: ReadonlyMap<string, number>,
) {
  const deltas = new Map([...removed].map(([key, list]) => [key, -list.length] as const));
  for (const [key, n] of wholeMonths) deltas.set(key, -Math.max(n, -(deltas.get(key) ?? 0)));
  const total = [...deltas.values()].reduce((n, d) => n + d, 0);
  const apply = (factor: 1 | -1) => {
    const scaled = new Map([...deltas].map(([k, d]) => [k, d * factor] as const));
    queryClient.setQueryData(timelineQuery(api, store.sort.sortKey).queryKey, (old) => old && adjustTimeline(old, scaled));
    queryClient.setQueryData(
      userCountsQuery(api).queryKey,
      (old) => old && { ...old, photosCount: Math.max(0, old.photosCount + total * factor) },
    );
  };
  apply(1);
  return { undo: () => apply(-1) };
}

/** Delete all photos: DELETE /photos/all, then the activation status and every photo query refresh. */
export function useDeleteAllPhotos(): () => Promise<void> {
  const api = usePhotosApi();
  const queryClient = useQueryClient();
  const { mutateAsync } = useMutation(
    deleteAllPhotosMutation(async () => {
      await api.photos.deleteAllPhotos();
      stores.get(queryClient)?.store.clear();
    }),
  );
  return useCallback(() => mutateAsync(), [mutateAsync]);
}

/**
 * Reloads the whole library view (after an upload or an import): every month forgets its pages and
 * the timeline, counts and activation status are fetched again.
 */
export function useRefreshLibrary(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    stores.get(queryClient)?.store.clear();
    await queryClient.invalidateQueries({ queryKey: [QK.photos] });
  }, [queryClient]);
}
