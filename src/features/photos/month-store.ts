/**
 * Client store of the timeline months for one sort: each month's pages, loaded through the shared
 * `timelineMonthPageQuery` (so pages the route loader prefetched on the server are reused, and a
 * month is fetched once), kept in the pure month state of `timeline-month.ts`.
 * Framework-free: React subscribes in data.ts (the timeline as a transition, from a snapshot per version).
 */
import { isCancelledError, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { type Api, preloadPart } from '../../shared/api/index';
import type { Photo } from '../../shared/api/photo-management';
import { type Sort, TIMELINE_PAGE_SIZE, timelineMonthPageQuery } from '../../shared/queries/photos';
import { settled } from '../../shared/queries/settled';
import {
  emptyMonth,
  type MonthState,
  monthFulfilled,
  monthPending,
  monthRejected,
  NEXT_PAGE_SIZE,
  type Removed,
  removePhotos,
  restorePhotos,
} from './timeline-month';

export type PhotoMonthState = MonthState<Photo>;
export interface MonthRef {
  readonly key: string;
  readonly year: number;
  readonly month: number;
}
export type RemovedPhotos = Map<string, Removed<Photo>[]>;

/** First-page query of a month: shared with the route loader's prefetch. */
export const firstPageQuery = (api: Api, m: { year: number; month: number }, sort: Sort) =>
  timelineMonthPageQuery(api, { year: m.year, month: m.month, cursor: null, limit: TIMELINE_PAGE_SIZE, ...sort });

/**
 * The server's first pages of the newest months, as settled values (src/shared/queries/settled.ts):
 * one failing month is that month's error in the streamed HTML (with its retry), not an error
 * thrown over the whole page (issue 16 §2). The store adopts either outcome.
 */
export const serverFirstPageQuery = (api: Api, m: { year: number; month: number }, sort: Sort) =>
  settled(firstPageQuery(api, m, sort), 'TIMELINE_MONTH_FAILED');

/** A failed month page is asked for once more after RETRY_DELAY_MS before the month shows its error. */
export const MONTH_PAGE_RETRIES = 1;
const RETRY_DELAY_MS = 400;

/** First pages fetched at once; the rest wait (newest request first). */
export const MAX_FIRST_PAGE_LOADS = 4;

/**
 * How long the chosen month's first page (`choose`) has the upstream to itself before the other
 * months in view follow anyway, ms: pages fetched side by side slow each other down on the
 * server, and the chosen month is the one the customer is waiting for (issue 16 §3: 300 ms).
 */
export const CHOSEN_HOLD_MS = 300;

export class MonthStore {
  private readonly months = new Map<string, PhotoMonthState>();
  private readonly listeners = new Set<() => void>();
  private readonly looked = new Set<string>();
  /** First pages waiting for a free slot (insertion order = order asked). */
  private readonly queue = new Map<string, MonthRef>();
  private inFlight = 0;
  /** First pages in flight (started by the queue), by month: cancelled when the month leaves the view. */
  private readonly loading = new Map<string, QueryKey>();
  /** The month last chosen while its first page is on its way: the queue waits for it. */
  private chosen: { key: string; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Called with a month's state when its first page arrives, before the views hear of it. */
  private readonly arrivals = new Map<string, (state: PhotoMonthState) => void>();
  private version = 0;
  /**
   * Photos deleted on screen whose deletion is still in its undo window (or on its way): pages
   * arriving meanwhile (a reload of the months, '+N') leave them out.
   */
  private readonly hidden = new Map<string, number>();
  /** Bumped by clear(): months in view load again. */
  epoch = 0;

  constructor(
    private readonly api: Api,
    private readonly queryClient: QueryClient,
    readonly sort: Sort,
    /**
     * A store made for a sort change: the months' pages are fetched again (photo spec §4: changing
     * the sort clears and reloads the pages), never taken from the cache.
     */
    private readonly reload = false,
    /** Attempts after a failed page (a transient upstream error shouldn't blank a month). */
    private readonly retries = MONTH_PAGE_RETRIES,
  ) {}

  /**
   * Loads the photo API's module ahead of the first month request (after hydration the months on
   * screen came from the server, so the first request would otherwise wait for those chunks: the
   * first scrubber release measured 40–100 ms later on the wire).
   */
  prepare(): Promise<void> {
    return preloadPart(this.api.photos);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes on every update: one number for the layout to depend on. */
  getVersion = (): number => this.version;

  get(key: string): PhotoMonthState {
    return this.months.get(key) ?? emptyMonth<Photo>();
  }

  private set(key: string, state: PhotoMonthState): void {
    this.months.set(key, state);
    this.notify();
  }

  private notify(): void {
    this.version++;
    for (const l of this.listeners) l();
  }

  /**
   * Takes a first page already in the query cache (server prefetch, hydration) without a request,
   * so the server-rendered months render on the first client pass.
   */
  adopt(m: MonthRef): void {
    // Only the server's prefetch puts first pages in the cache: one look per month is enough.
    if (this.reload || this.months.has(m.key) || this.looked.has(m.key)) return;
    this.looked.add(m.key);
    // Not a page the library has since refreshed (an upload, a delete: useRefreshLibrary invalidates
    // them): that one loads again instead of showing what the page had before.
    const fresh = (key: readonly unknown[]) => this.queryClient.getQueryState(key)?.isInvalidated !== true;
    const firstKey = firstPageQuery(this.api, m, this.sort).queryKey;
    const cached = fresh(firstKey) ? this.queryClient.getQueryData(firstKey) : undefined;
    if (cached) {
      this.months.set(m.key, monthFulfilled(emptyMonth<Photo>(), this.visible(cached)));
      return;
    }
    // The server's settled first page: its photos, or the month's own error (retry asks again).
    const serverKey = serverFirstPageQuery(this.api, m, this.sort).queryKey;
    const outcome = fresh(serverKey) ? this.queryClient.getQueryData(serverKey) : undefined;
    if (outcome?.ok) this.months.set(m.key, monthFulfilled(emptyMonth<Photo>(), this.visible(outcome.data)));
    else if (outcome) this.months.set(m.key, monthRejected(emptyMonth<Photo>()));
  }

  /**
   * Loads the month's first page the first time it is needed; later calls do nothing. At most
   * MAX_FIRST_PAGE_LOADS first pages are in flight; the others wait, the most recently asked first,
   * so after a long scroll the months in view come before the ones passed on the way.
   */
  ensure(m: MonthRef): void {
    this.adopt(m);
    if (this.get(m.key).status !== 'uninitialised') return;
    this.queue.set(m.key, m);
    this.set(m.key, monthPending(this.get(m.key)));
    this.pump();
  }

  /**
   * The months still wanted (in view): first pages waiting in the queue for any other month are
   * dropped and the month goes back to uninitialised (it loads when it is looked at again).
   */
  keepOnly(keys: ReadonlySet<string>): void {
    let changed = false;
    // In flight for a month no longer in view: abort, so the months in view get the connections.
    for (const [key, queryKey] of this.loading) if (!keys.has(key)) void this.queryClient.cancelQueries({ queryKey, exact: true });
    for (const key of [...this.queue.keys()]) {
      if (keys.has(key)) continue;
      this.queue.delete(key);
      this.months.set(key, emptyMonth<Photo>());
      changed = true;
    }
    if (changed) this.notify();
  }

  /**
   * The month the customer chose (the scrubber released on it, a key pressed): its first page
   * leaves now, inside this call, so the request is on the wire before React renders the release
   * (a microtask later would be after that render). First pages asked for after it wait until it
   * arrived (at most CHOSEN_HOLD_MS). `arrived` gets the month's state as its first page lands,
   * before any view hears of it: the caller can start the first thumbnails a render earlier.
   */
  choose(m: MonthRef, arrived?: (state: PhotoMonthState) => void): void {
    this.adopt(m);
    const state = this.get(m.key);
    if (state.pages > 0 || state.status === 'rejected') return;
    if (arrived) this.arrivals.set(m.key, arrived);
    // In flight already (the drag rested on it long enough): nothing to hurry.
    if (state.status === 'pending' && !this.queue.has(m.key)) return;
    this.queue.delete(m.key);
    this.set(m.key, monthPending(state));
    // A month chosen before (not arrived yet) gives up its head start to this one.
    if (this.chosen) clearTimeout(this.chosen.timer);
    const run = this.start(m);
    const timer = setTimeout(() => this.release(m.key), CHOSEN_HOLD_MS);
    this.chosen = { key: m.key, timer };
    void run.finally(() => this.release(m.key));
  }

  /** Ends month `key`'s head start (if it still has it) and lets the queue go. */
  private release(key: string): void {
    if (this.chosen?.key !== key) return;
    clearTimeout(this.chosen.timer);
    this.chosen = null;
    this.pump();
  }

  private pump(): void {
    if (this.chosen) return;
    while (this.inFlight < MAX_FIRST_PAGE_LOADS && this.queue.size) {
      let newest: MonthRef | undefined;
      for (const m of this.queue.values()) newest = m;
      this.queue.delete(newest!.key);
      void this.start(newest!);
    }
  }

  /** A first page from the queue (or chosen): counted against MAX_FIRST_PAGE_LOADS, cancellable. */
  private start(m: MonthRef): Promise<boolean> {
    this.inFlight++;
    return this.load(m, null, TIMELINE_PAGE_SIZE, true).finally(() => {
      this.inFlight--;
      this.pump();
    });
  }

  /** '+N': the next page (larger pages after the first; rows are virtualised). */
  loadMore(m: MonthRef): void {
    const state = this.get(m.key);
    if (state.status === 'pending' || state.cursor === null) return;
    void this.load(m, state.cursor, NEXT_PAGE_SIZE);
  }

  /** After an error: the page that failed, again. */
  retry(m: MonthRef): void {
    const state = this.get(m.key);
    if (state.status !== 'rejected') return;
    if (state.pages === 0) void this.load(m, null, TIMELINE_PAGE_SIZE);
    else void this.load(m, state.cursor, NEXT_PAGE_SIZE);
  }

  /** Loads one page into the month; resolves true when it arrived. */
  private load(m: MonthRef, cursor: string | null, limit: number, cancellable = false): Promise<boolean> {
    return this.fetchPage(m, cursor, limit, cancellable);
  }

  private async fetchPage(m: MonthRef, cursor: string | null, limit: number, cancellable: boolean): Promise<boolean> {
    this.set(m.key, monthPending(this.get(m.key)));
    const options = timelineMonthPageQuery(this.api, { year: m.year, month: m.month, cursor, limit, ...this.sort });
    if (cancellable) this.loading.set(m.key, options.queryKey);
    try {
      const page = await this.queryClient.fetchQuery({
        ...options,
        ...(this.reload ? { staleTime: 0 } : {}),
        retry: this.retries,
        retryDelay: RETRY_DELAY_MS,
      });
      const next = monthFulfilled(this.get(m.key), this.visible(page));
      const arrived = this.arrivals.get(m.key);
      this.arrivals.delete(m.key);
      arrived?.(next);
      this.set(m.key, next);
      return true;
    } catch (error) {
      if (cancellable && isCancelledError(error)) {
        // Scrolled away before it arrived: not an error; it loads when looked at again.
        this.set(m.key, emptyMonth<Photo>());
        return false;
      }
      // Photo spec §8: the timeline load logs 'Request failure'; the month shows its error.
      console.error('TIMELINE_MONTH_FAILED: Request failure', error);
      // A failed page must be fetched again on retry, not served from the cache.
      this.queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      this.set(m.key, monthRejected(this.get(m.key)));
      return false;
    } finally {
      if (cancellable) this.loading.delete(m.key);
      if (this.get(m.key).status !== 'pending') this.arrivals.delete(m.key);
    }
  }

  /**
   * Every photo id of a month, for a selection that holds the month whole (issue 34 §2) when an
   * action needs the ids: the store's own when the month is completely loaded, else the month's
   * pages fetched here (NEXT_PAGE_SIZE each, one attempt more after a failure) and only their ids
   * kept. They don't go into the store: a month shown with thousands of tiles, or a client holding
   * every photo of a huge library, is what whole-month selection is there to avoid. Photos whose
   * deletion is pending are left out. Rejects when a page fails (the action says its own error).
   */
  async monthIds(m: MonthRef, signal?: AbortSignal): Promise<string[]> {
    const state = this.get(m.key);
    if (state.pages > 0 && state.cursor === null) return state.photos.map((p) => p.imageId);
    const ids: string[] = [];
    const page = (cursor: string | null) => {
      const params = { cursor, limit: NEXT_PAGE_SIZE, ...this.sort, signal };
      return this.api.photos
        .timelineMonth(m.year, m.month, params)
        .catch((error: unknown) =>
          signal?.aborted || this.retries < 1 ? Promise.reject(error) : this.api.photos.timelineMonth(m.year, m.month, params),
        );
    };
    for (let cursor: string | null = null, first = true; first || cursor !== null; first = false) {
      const next: Awaited<ReturnType<typeof page>> = await page(cursor);
      for (const p of this.visible(next).images) ids.push(p.imageId);
      cursor = next.cursor;
    }
    return ids;
  }

  private visible<T extends { images: readonly Photo[] }>(page: T): T {
    if (!this.hidden.size) return page;
    return { ...page, images: page.images.filter((p) => !this.hidden.has(p.imageId)) };
  }

  /** Pending deletions (counted: the same photo may be in two): later pages leave them out until `unhide`. */
  hide(ids: Iterable<string>): void {
    for (const id of ids) this.hidden.set(id, (this.hidden.get(id) ?? 0) + 1);
  }

  unhide(ids: Iterable<string>): void {
    for (const id of ids) {
      const n = (this.hidden.get(id) ?? 0) - 1;
      if (n > 0) this.hidden.set(id, n);
      else this.hidden.delete(id);
    }
  }

  /** Optimistic delete: removes the photos wherever they are and returns what to roll back. */
  remove(ids: ReadonlySet<string>): RemovedPhotos {
    const removed: RemovedPhotos = new Map();
    for (const [key, state] of this.months) {
      const r = removePhotos(state, ids);
      if (r.removed.length) {
        removed.set(key, r.removed);
        this.months.set(key, r.state);
      }
    }
    if (removed.size) this.set([...removed.keys()][0]!, this.months.get([...removed.keys()][0]!)!);
    return removed;
  }

  /**
   * After a delete: a month left with fewer than a first page of photos while it has more on the
   * server loads just enough to fill its section again (instead of '+N' over a lone photo).
   */
  refill(): void {
    for (const [key, state] of this.months) {
      if (state.status !== 'fulfilled' || state.cursor === null || state.photos.length >= TIMELINE_PAGE_SIZE) continue;
      const [year, month] = key.split('/').map(Number);
      if (!Number.isInteger(year) || !Number.isInteger(month)) continue;
      void this.load({ key, year: year!, month: month! }, state.cursor, TIMELINE_PAGE_SIZE - state.photos.length);
    }
  }

  /** Rolls back the photos whose deletion failed. */
  restore(removed: RemovedPhotos, failed: ReadonlySet<string>): void {
    for (const [key, list] of removed) {
      const back = list.filter((r) => failed.has(r.photo.imageId));
      if (back.length) this.set(key, restorePhotos(this.get(key), back));
    }
  }

  /** Forgets every month (after 'Delete all photos'). */
  clear(): void {
    this.months.clear();
    this.looked.clear();
    this.queue.clear();
    this.arrivals.clear();
    if (this.chosen) clearTimeout(this.chosen.timer);
    this.chosen = null;
    this.epoch++;
    this.version++;
    for (const l of this.listeners) l();
  }

  /** Loaded photos of a month. */
  photos(key: string): readonly Photo[] {
    return this.get(key).photos;
  }

  /** Finds a loaded photo and its month. */
  find(id: string): { key: string; photo: Photo } | null {
    for (const [key, state] of this.months) {
      const photo = state.photos.find((p) => p.imageId === id);
      if (photo) return { key, photo };
    }
    return null;
  }
}
