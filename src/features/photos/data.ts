/**
 * Data access of the photos feature. The route provides the typed client (`api` of the router
 * context, or the one passed to <PhotosDataProvider>); components only use these hooks.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Api } from '../../shared/api/index';
import type { Photo } from '../../shared/api/photo-management';
import { QK } from '../../shared/queries/keys';
import { timelineQuery, userCountsQuery } from '../../shared/queries/photos';
import { deletePhotosBatched, type DeleteResult } from './delete-photos';
import { MonthStore, type PhotoMonthState } from './month-store';
import { readSortPreference, writeSortPreference, type SortList, type SortPreference } from './sort-preferences';
import { timelineMonths, type TimelineMonth } from './timeline';

const ApiContext = createContext<Api | null>(null);

/** Supplies the typed client when the router context doesn't carry `api` (tests, stories). */
export function PhotosDataProvider({ api, children }: { api: Api; children: ReactNode }) {
  return createElement(ApiContext.Provider, { value: api }, children);
}

function hasApi(value: unknown): value is { api: Api } {
  return typeof value === 'object' && value !== null && 'api' in value && typeof value.api === 'object' && value.api !== null && 'photos' in value.api;
}

/** The typed client: the provider's, else `context.api` of the router. */
export function usePhotosApi(): Api {
  const provided = useContext(ApiContext);
  const router = useRouter({ warn: false });
  const ctx: unknown = router?.options.context;
  if (provided) return provided;
  if (hasApi(ctx)) return ctx.api;
  throw new Error('photos: no api (wrap in <PhotosDataProvider api={…}> or put api on the router context)');
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Sort preference of a list, from local storage (validated; defaults otherwise). The server renders
 * the default; the stored value applies after hydration so server and client markup agree.
 */
/** Set after the first mount in the browser: later mounts are not hydrating server markup. */
let hydrated = false;

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
  /** `ready`: the stored preference has been read (client, after mount). */
  return [sort, update, ready];
}

/** Months of the timeline for a sort, newest first for descending order. */
export function useTimelineMonths(sort: SortPreference) {
  const api = usePhotosApi();
  const query = useQuery(timelineQuery(api, sort.sortKey));
  const months = useMemo<TimelineMonth[]>(() => (query.data ? timelineMonths(query.data, sort.sortOrder) : []), [query.data, sort.sortOrder]);
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
    const store = new MonthStore(api, queryClient, { sortKey: sort.sortKey, sortOrder: sort.sortOrder }, !!slot && slot.api === api && slot.key !== key);
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
 * into place, then counts and months refreshed. Resolves with the batch result (error null = all gone).
 */
export function useDeletePhotos(store: MonthStore): (ids: readonly string[]) => Promise<DeleteResult> {
  const api = usePhotosApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (ids) => {
      const removed = store.remove(new Set(ids));
      const result = await deletePhotosBatched(ids, (batch) => api.photos.deletePhotos(batch));
      if (result.failed.length) {
        store.restore(removed, new Set(result.failed));
        console.error(`DELETE_PHOTOS_FAILED: ${result.error} (${result.failed.length})`);
      }
      store.refill();
      // Month counts and the Photos tab count follow the server again.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [QK.photos, 'timeline'] }),
        queryClient.invalidateQueries({ queryKey: [QK.photos, 'users'] }),
      ]);
      return result;
    },
    [api, queryClient, store],
  );
}

/** Delete all photos: DELETE /photos/all, then the activation status and every photo query refresh. */
export function useDeleteAllPhotos(): () => Promise<void> {
  const api = usePhotosApi();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await api.photos.deleteAllPhotos();
    stores.get(queryClient)?.store.clear();
    // Every photo query, the activation status (flipped by the delete) included.
    await queryClient.invalidateQueries({ queryKey: [QK.photos] });
  }, [api, queryClient]);
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

export { browserStorage };
