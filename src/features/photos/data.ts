/**
 * Data access of the timeline: months, the month store, deletes. The typed client comes from
 * the library (`usePhotosApi`); components only use these hooks.
 */
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Api } from '../../shared/api/index';
import type { Photo } from '../../shared/api/photo-management';
import { QK } from '../../shared/queries/keys';
import { deleteAllPhotosMutation, deletePhotosMutation, timelineQuery, userCountsQuery } from '../../shared/queries/photos';
import { usePhotosApi } from '../library/api';
import type { SortPreference } from '../library/sort-preferences';
import { type DeleteResult, deletePhotosBatched } from './delete-photos';
import { MonthStore, type PhotoMonthState, type RemovedPhotos } from './month-store';
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

/** Photo and album counts (GET /users). */
export function useUserCounts() {
  return useQuery(userCountsQuery(usePhotosApi()));
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
  return useMemo(() => {
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

export function useMonth(store: MonthStore, key: string): PhotoMonthState {
  useStoreVersion(store);
  return store.get(key);
}

/**
 * Deletes photos: optimistic removal, batched DELETE /photos with retries, failed ids rolled back
 * into place, then counts and months refreshed (the mutation of src/shared/queries/photos.ts).
 * Resolves with the batch result (error null = all gone).
 */
export function useDeletePhotos(store: MonthStore): (ids: readonly string[]) => Promise<DeleteResult> {
  const api = usePhotosApi();
  const { mutateAsync } = useMutation(
    deletePhotosMutation(async ({ ids, store, removed }: { ids: readonly string[]; store: MonthStore; removed: RemovedPhotos }) => {
      const result = await deletePhotosBatched(ids, (batch) => api.photos.deletePhotos(batch));
      if (result.failed.length) {
        store.restore(removed, new Set(result.failed));
        console.error(`DELETE_PHOTOS_FAILED: ${result.error} (${result.failed.length})`);
      }
      store.refill();
      return result;
    }),
  );
  // The removal is immediate (before the mutation starts); the month counts and the Photos tab count then follow the server again.
  return useCallback((ids) => mutateAsync({ ids, store, removed: store.remove(new Set(ids)) }), [mutateAsync, store]);
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
