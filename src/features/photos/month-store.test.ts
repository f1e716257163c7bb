import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../shared/api/index';
import type { Photo } from '../../shared/api/photo-management';
import { CHOSEN_HOLD_MS, firstPageQuery, MonthStore, serverFirstPageQuery } from './month-store';

const photo = (id: string) => ({ imageId: id }) as Photo; // only the id matters to the store
const sort = { sortKey: 'dateTaken', sortOrder: 'desc' } as const;
const march = { key: '2024/3', year: 2024, month: 3 };
const tick = () => new Promise((r) => setTimeout(r, 0));

function fakeApi(opts: { fail?: number } = {}) {
  const calls: string[] = [];
  let failures = opts.fail ?? 0;
  const api = {
    photos: {
      timelineMonth: async (year: number, month: number, p: { cursor?: string | null; limit?: number }) => {
        calls.push(`${year}/${month}@${p.cursor ?? ''}#${p.limit}`);
        if (failures-- > 0) throw new Error('Error x; Status Code: 500 Received from y');
        const start = Number(p.cursor ?? 0);
        return {
          cursor: start + (p.limit ?? 24) < 100 ? String(start + (p.limit ?? 24)) : null,
          images: Array.from({ length: 3 }, (_, i) => photo(`${month}-${start + i}`)),
        };
      },
    },
  } as unknown as Api;
  return { api, calls };
}

describe('MonthStore', () => {
  it('fetches a month once, however often it is ensured', async () => {
    const { api, calls } = fakeApi();
    const store = new MonthStore(api, new QueryClient(), sort);
    store.ensure(march);
    store.ensure(march);
    await tick();
    store.ensure(march);
    expect(calls).toEqual(['2024/3@#24']);
    expect(store.get('2024/3').status).toBe('fulfilled');
  });

  it('adopts a page prefetched on the server without a request', () => {
    const { api, calls } = fakeApi();
    const qc = new QueryClient();
    qc.setQueryData(firstPageQuery(api, march, sort).queryKey, { cursor: null, images: [photo('a')] });
    const store = new MonthStore(api, qc, sort);
    store.ensure(march);
    expect(calls).toEqual([]);
    expect(store.photos('2024/3').map((p) => p.imageId)).toEqual(['a']);
  });

  it('after the library refreshed (an upload), a cleared month loads again instead of adopting the page it had', async () => {
    const { api, calls } = fakeApi();
    const qc = new QueryClient();
    qc.setQueryData(firstPageQuery(api, march, sort).queryKey, { cursor: null, images: [photo('before')] });
    const store = new MonthStore(api, qc, sort);
    store.ensure(march);
    await qc.invalidateQueries();
    store.clear();
    store.ensure(march);
    await tick();
    expect(calls).toEqual(['2024/3@#24']);
    expect(store.photos('2024/3').map((p) => p.imageId)).toEqual(['3-0', '3-1', '3-2']);
  });

  it("adopts the server's settled first pages: a failed one is that month's error (retry asks again), the others render", async () => {
    const { api, calls } = fakeApi();
    const qc = new QueryClient();
    const april = { key: '2024/4', year: 2024, month: 4 };
    qc.setQueryData(serverFirstPageQuery(api, march, sort).queryKey, { ok: false, message: 'TIMELINE_MONTH_FAILED' } as never);
    qc.setQueryData(serverFirstPageQuery(api, april, sort).queryKey, { ok: true, data: { cursor: null, images: [photo('b')] } } as never);
    const store = new MonthStore(api, qc, sort);
    store.ensure(march);
    store.ensure(april);
    expect(calls).toEqual([]);
    expect(store.get('2024/3').status).toBe('rejected');
    expect(store.photos('2024/4').map((p) => p.imageId)).toEqual(['b']);
    store.retry(march);
    await tick();
    expect(calls).toEqual(['2024/3@#24']);
    expect(store.get('2024/3').status).toBe('fulfilled');
  });

  it('a failed month is rejected, and retry asks again (not from the cache)', async () => {
    const { api, calls } = fakeApi({ fail: 1 });
    const store = new MonthStore(api, new QueryClient(), sort, false, 0);
    store.ensure(march);
    await tick();
    expect(store.get('2024/3').status).toBe('rejected');
    store.ensure(march);
    await tick();
    expect(calls).toHaveLength(1);
    store.retry(march);
    await tick();
    expect(store.get('2024/3').status).toBe('fulfilled');
    expect(calls).toHaveLength(2);
  });

  it("'+N' loads the next page with the cursor and the larger page size", async () => {
    const { api, calls } = fakeApi();
    const store = new MonthStore(api, new QueryClient(), sort);
    store.ensure(march);
    await tick();
    store.loadMore(march);
    await tick();
    expect(calls).toEqual(['2024/3@#24', '2024/3@24#500']);
    expect(store.get('2024/3').pages).toBe(2);
  });

  it('optimistic remove across months and rollback of the failed ids only', async () => {
    const { api } = fakeApi();
    const store = new MonthStore(api, new QueryClient(), sort);
    store.ensure(march);
    store.ensure({ key: '2024/2', year: 2024, month: 2 });
    await tick();
    const removed = store.remove(new Set(['3-1', '2-0', '2-2']));
    expect(store.photos('2024/3').map((p) => p.imageId)).toEqual(['3-0', '3-2']);
    expect(store.photos('2024/2').map((p) => p.imageId)).toEqual(['2-1']);
    store.restore(removed, new Set(['3-1', '2-2']));
    expect(store.photos('2024/3').map((p) => p.imageId)).toEqual(['3-0', '3-1', '3-2']);
    expect(store.photos('2024/2').map((p) => p.imageId)).toEqual(['2-1', '2-2']);
  });

  it('photos whose deletion is pending stay out of pages loaded again meanwhile, until unhidden', async () => {
    const { api } = fakeApi();
    const qc = new QueryClient();
    const store = new MonthStore(api, qc, sort);
    store.ensure(march);
    await tick();
    store.hide(['3-1']);
    store.remove(new Set(['3-1']));
    // The library reloads inside the undo window (an upload finished): the month comes back without it.
    store.clear();
    qc.clear();
    store.ensure(march);
    await tick();
    expect(store.photos('2024/3').map((p) => p.imageId)).toEqual(['3-0', '3-2']);
    store.unhide(['3-1']);
    store.clear();
    qc.clear();
    store.ensure(march);
    await tick();
    expect(store.photos('2024/3').map((p) => p.imageId)).toEqual(['3-0', '3-1', '3-2']);
  });

  it('notifies subscribers and clear() empties the months', async () => {
    const { api } = fakeApi();
    const store = new MonthStore(api, new QueryClient(), sort);
    let n = 0;
    store.subscribe(() => n++);
    store.ensure(march);
    await tick();
    expect(n).toBeGreaterThanOrEqual(2);
    store.clear();
    expect(store.get('2024/3').status).toBe('uninitialised');
    expect(store.epoch).toBe(1);
  });

  it('refill tops a month up to a first page after a delete', async () => {
    const { api, calls } = fakeApi();
    const store = new MonthStore(api, new QueryClient(), sort);
    store.ensure(march);
    await tick();
    store.remove(new Set(['3-0']));
    store.refill();
    await tick();
    expect(calls.at(-1)).toBe('2024/3@24#22');
  });

  it('fetches at most MAX_FIRST_PAGE_LOADS first pages at once, newest request first, and drops months no longer in view', async () => {
    const calls: string[] = [];
    const waiting: (() => void)[] = [];
    const api = {
      photos: {
        timelineMonth: (year: number, month: number) => {
          calls.push(`${year}/${month}`);
          return new Promise((resolve) => waiting.push(() => resolve({ cursor: null, images: [photo(`${year}-${month}`)] })));
        },
      },
    } as unknown as Api;
    const store = new MonthStore(api, new QueryClient(), sort);
    const month = (m: number) => ({ key: `2024/${m}`, year: 2024, month: m });
    for (let m = 1; m <= 8; m++) store.ensure(month(m));
    await tick();
    expect(calls).toEqual(['2024/1', '2024/2', '2024/3', '2024/4']);
    expect(store.get('2024/8').status).toBe('pending');
    // Scrolled on: only 6 and 8 are still in view; 5 and 7 leave the queue, 1–4 are cancelled.
    store.keepOnly(new Set(['2024/6', '2024/8']));
    expect(store.get('2024/5').status).toBe('uninitialised');
    await tick();
    await tick();
    expect(store.get('2024/1').status).toBe('uninitialised');
    expect(calls).toEqual(['2024/1', '2024/2', '2024/3', '2024/4', '2024/8', '2024/6']);
    for (const done of waiting.splice(0)) done();
    await tick();
    await tick();
    expect(store.get('2024/8').status).toBe('fulfilled');
    expect(store.get('2024/6').status).toBe('fulfilled');
  });

  it('aborts a first page in flight when its month leaves the view (not an error; it loads again later)', async () => {
    const aborted: string[] = [];
    const api = {
      photos: {
        timelineMonth: (year: number, month: number, p: { signal?: AbortSignal }) =>
          new Promise((_, reject) =>
            p.signal?.addEventListener('abort', () => {
              aborted.push(`${year}/${month}`);
              reject(new DOMException('aborted', 'AbortError'));
            }),
          ),
      },
    } as unknown as Api;
    const store = new MonthStore(api, new QueryClient(), sort);
    store.ensure({ key: '2024/1', year: 2024, month: 1 });
    store.ensure({ key: '2024/2', year: 2024, month: 2 });
    await tick();
    store.keepOnly(new Set(['2024/2']));
    await tick();
    await tick();
    expect(aborted).toEqual(['2024/1']);
    expect(store.get('2024/1').status).toBe('uninitialised');
    expect(store.get('2024/2').status).toBe('pending');
  });

  describe('monthIds (a whole month selected, resolved for an action)', () => {
    function monthApi(count: number, failAt: number[] = []) {
      const calls: string[] = [];
      const api = {
        photos: {
          timelineMonth: async (_y: number, _m: number, p: { cursor?: string | null; limit?: number }) => {
            calls.push(`${p.cursor ?? ''}#${p.limit}`);
            if (failAt.includes(calls.length)) throw new Error('Error x; Status Code: 500 Received from y');
            const start = Number(p.cursor ?? 0);
            const end = Math.min(count, start + (p.limit ?? 24));
            return {
              cursor: end < count ? String(end) : null,
              images: Array.from({ length: end - start }, (_, i) => photo(`p${start + i}`)),
            };
          },
        },
      } as unknown as Api;
      return { api, calls };
    }

    it('fetches the pages (500 each) for their ids only: the month on screen keeps its first page', async () => {
      const { api, calls } = monthApi(1100);
      const store = new MonthStore(api, new QueryClient(), sort);
      store.ensure(march);
      await tick();
      const ids = await store.monthIds(march);
      expect(ids).toEqual(Array.from({ length: 1100 }, (_, i) => `p${i}`));
      expect(calls).toEqual(['#24', '#500', '500#500', '1000#500']);
      expect(store.photos('2024/3')).toHaveLength(24);
    });

    it('takes a complete month from the store, and leaves out photos being deleted', async () => {
      const { api, calls } = monthApi(10);
      const store = new MonthStore(api, new QueryClient(), sort);
      store.ensure(march);
      await tick();
      expect(await store.monthIds(march)).toHaveLength(10);
      expect(calls).toEqual(['#24']);
      store.hide(['p3']);
      expect(await new MonthStore(api, new QueryClient(), sort).monthIds(march)).toHaveLength(10);
      const hiding = new MonthStore(api, new QueryClient(), sort);
      hiding.hide(['p3']);
      expect(await hiding.monthIds(march)).not.toContain('p3');
    });

    it('asks a failed page once more, then rejects', async () => {
      expect(await new MonthStore(monthApi(600, [2]).api, new QueryClient(), sort).monthIds(march)).toHaveLength(600);
      await expect(new MonthStore(monthApi(600, [2, 3]).api, new QueryClient(), sort).monthIds(march)).rejects.toThrow('Status Code: 500');
    });
  });

  it('a page that fails once is asked for again before the month shows an error', async () => {
    const { api, calls } = fakeApi({ fail: 1 });
    const store = new MonthStore(api, new QueryClient(), sort);
    store.ensure(march);
    await new Promise((r) => setTimeout(r, 600));
    expect(calls).toEqual(['2024/3@#24', '2024/3@#24']);
    expect(store.get('2024/3').status).toBe('fulfilled');
  });

  describe('choose (the month the scrubber released on)', () => {
    /** Month pages that arrive when the test says so. */
    function heldApi() {
      const calls: string[] = [];
      const pending = new Map<string, () => void>();
      const api = {
        photos: {
          timelineMonth: (year: number, month: number) => {
            calls.push(`${year}/${month}`);
            return new Promise((resolve) =>
              pending.set(`${year}/${month}`, () => resolve({ cursor: null, images: [photo(`${year}-${month}`)] })),
            );
          },
        },
      } as unknown as Api;
      const arrive = async (key: string) => {
        pending.get(key)!();
        await tick();
      };
      return { api, calls, arrive };
    }
    const month = (m: number) => ({ key: `2024/${m}`, year: 2024, month: m });

    it('sends its request inside the call, and first pages asked after it wait until it arrived', async () => {
      const { api, calls, arrive } = heldApi();
      const store = new MonthStore(api, new QueryClient(), sort);
      store.choose(month(5));
      // Synchronously: before React renders the release that chose it.
      expect(calls).toEqual(['2024/5']);
      store.ensure(month(4));
      store.ensure(month(6));
      expect(store.get('2024/4').status).toBe('pending');
      await tick();
      expect(calls).toEqual(['2024/5']);
      await arrive('2024/5');
      expect(store.get('2024/5').status).toBe('fulfilled');
      expect(calls).toEqual(['2024/5', '2024/6', '2024/4']);
    });

    it(`lets the others go after ${CHOSEN_HOLD_MS} ms when its page is slow`, async () => {
      vi.useFakeTimers();
      try {
        const { api, calls } = heldApi();
        const store = new MonthStore(api, new QueryClient(), sort);
        store.choose(month(5));
        store.ensure(month(6));
        await vi.advanceTimersByTimeAsync(CHOSEN_HOLD_MS - 1);
        expect(calls).toEqual(['2024/5']);
        await vi.advanceTimersByTimeAsync(1);
        expect(calls).toEqual(['2024/5', '2024/6']);
      } finally {
        vi.useRealTimers();
      }
    });

    it.each([
      ['waiting in the queue: taken out and sent now', 'queued', ['2024/1', '2024/2', '2024/3', '2024/4', '2024/5'], 'pending'],
      ['in flight already: not asked twice', 'inFlight', ['2024/1', '2024/2', '2024/3', '2024/4'], 'pending'],
      ['loaded already: nothing asked', 'loaded', ['2024/1'], 'fulfilled'],
    ] as const)('a month %s', async (_, before, expected, status) => {
      const { api, calls, arrive } = heldApi();
      const store = new MonthStore(api, new QueryClient(), sort);
      if (before === 'loaded') {
        store.ensure(month(1));
        await arrive('2024/1');
        store.choose(month(1));
      } else {
        // Four first pages in flight fill every slot; the fifth waits in the queue.
        for (let m = 1; m <= 5; m++) store.ensure(month(m));
        store.choose(month(before === 'queued' ? 5 : 2));
      }
      expect(calls).toEqual(expected);
      expect(store.get(before === 'queued' ? '2024/5' : before === 'inFlight' ? '2024/2' : '2024/1').status).toBe(status);
    });

    it('hands the arrived month to the caller before subscribers hear of it', async () => {
      const { api, arrive } = heldApi();
      const store = new MonthStore(api, new QueryClient(), sort);
      const order: string[] = [];
      store.subscribe(() => {
        if (store.get('2024/5').status === 'fulfilled') order.push('notified');
      });
      store.choose(month(5), (state) => order.push(`arrived ${state.photos.map((p) => p.imageId).join()}`));
      await arrive('2024/5');
      expect(order).toEqual(['arrived 2024-5', 'notified']);
    });

    it('a chosen month that leaves the view is aborted and the queue goes on', async () => {
      const { api, calls, arrive } = heldApi();
      const store = new MonthStore(api, new QueryClient(), sort);
      store.choose(month(5));
      store.ensure(month(6));
      store.keepOnly(new Set(['2024/6']));
      await tick();
      await tick();
      expect(store.get('2024/5').status).toBe('uninitialised');
      expect(calls).toEqual(['2024/5', '2024/6']);
      await arrive('2024/6');
      expect(store.get('2024/6').status).toBe('fulfilled');
    });
  });
});
