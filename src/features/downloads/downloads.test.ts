import { describe, expect, it, vi } from 'vitest';
import { fakePushSocket, messageUuid } from '../../../tests/fixtures/fake-push-socket';
import { UpstreamHttpError, UpstreamNetworkError } from '../../shared/api/errors';
import type { PushMessage } from '../../shared/push/protocol';
import { archiveAction, archiveName, MAX_ARCHIVE_PHOTOS, validArchive } from '../library/downloads/archive';
import { ArchiveManager, type ArchiveManagerDeps, type RunningJob } from '../library/downloads/manager';
import { addPending, claimPending, PENDING_TTL_MS, type PendingStorage, readPending, resolvePending } from '../library/downloads/pending';
import { safeHttpUrl } from '../library/downloads/save';
import { attachmentUrl, downloadSinglePhoto } from '../library/downloads/single';
import { downloadStatus, sortDownloads } from './list';

function memoryStorage(map = new Map<string, string>()): PendingStorage & { map: Map<string, string> } {
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('pending downloads (sessionStorage)', () => {
  it('adds, resolves and claims exactly once', () => {
    const s = memoryStorage();
    addPending(s, { clientId: 'c1', downloadId: null, requestedAt: 1000 }, 1000);
    resolvePending(s, 'c1', 'd1', 1001);
    expect(readPending(s, 1002)).toEqual([{ clientId: 'c1', downloadId: 'd1', requestedAt: 1000 }]);
    expect(claimPending(s, 'd1', 1003)).toBe(true);
    expect(claimPending(s, 'd1', 1004)).toBe(false);
    expect(s.map.size).toBe(0);
  });
  it('ignores corrupt or foreign data and drops entries past the archive window', () => {
    const s = memoryStorage(new Map([['myaccount.downloads.pending', '{"not":"a list"}']]));
    expect(readPending(s, 0)).toEqual([]);
    s.map.set('myaccount.downloads.pending', 'not json');
    expect(readPending(s, 0)).toEqual([]);
    addPending(s, { clientId: 'old', downloadId: 'd', requestedAt: 0 }, 0);
    expect(readPending(s, PENDING_TTL_MS + 1)).toEqual([]);
    expect(readPending(null, 0)).toEqual([]);
  });
  it('survives a storage that throws', () => {
    const s: PendingStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(() => addPending(s, { clientId: 'c', downloadId: null, requestedAt: 1 }, 1)).not.toThrow();
    expect(readPending(s, 1)).toEqual([]);
  });
});

describe('archive rules', () => {
  it('limits archives to 1..100 distinct photos', () => {
    expect(validArchive({ kind: 'own', photoIds: [] })).toBe(false);
    expect(validArchive({ kind: 'own', photoIds: ['a', 'a'] })).toBe(true);
    expect(validArchive({ kind: 'own', photoIds: Array.from({ length: MAX_ARCHIVE_PHOTOS }, (_, i) => `p${i}`) })).toBe(true);
    expect(validArchive({ kind: 'own', photoIds: Array.from({ length: 101 }, (_, i) => `p${i}`) })).toBe(false);
    expect(validArchive({ kind: 'shared', albumId: 'a', photos: [{ photoId: 'p', ownerId: 'o' }] })).toBe(true);
  });
  it("acts only on this tab's jobs", () => {
    expect(archiveAction('archive-started', true)).toBe('started');
    expect(archiveAction('archive-finished', true)).toBe('save');
    expect(archiveAction('archive-error', true)).toBe('failed');
    expect(archiveAction('archive-finished', false)).toBe('ignore');
    expect(archiveAction('import-finished', true)).toBe('ignore');
  });
  it('names the zip with the date (1-100 characters)', () => {
    const name = archiveName(new Date(2026, 10, 21, 9, 5));
    expect(name).toBe('Photos 2026-11-21 09-05');
    expect(archiveName(new Date(), 'x'.repeat(200)).length).toBeLessThanOrEqual(100);
  });
});

describe('downloads list', () => {
  it('maps statuses and sorts newest first', () => {
    expect(downloadStatus('FINISHED')).toBe('finished');
    expect(downloadStatus('FAILED')).toBe('failed');
    expect(downloadStatus('IN_PROGRESS')).toBe('inProgress');
    expect(downloadStatus(undefined)).toBe('inProgress');
    const items = [{ id: 'a', created: '2026-01-01T00:00:00.000Z' }, { id: 'b' }, { id: 'c', created: '2026-02-01T00:00:00.000Z' }];
    expect(sortDownloads(items).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });
  it('only hands http(s) links to the browser', () => {
    expect(safeHttpUrl('https://x.test/files/a.zip?sig=1')).toBe('https://x.test/files/a.zip?sig=1');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,x')).toBeNull();
  });
});

const event = (n: number, type: 'archive-started' | 'archive-finished' | 'archive-error', downloadId: string): PushMessage => ({
  id: messageUuid(n),
  type,
  data: { payload: { downloadId, key: `archives/${downloadId}.zip` }, timestamp: n },
});

function setup(overrides: Partial<ArchiveManagerDeps> = {}, storage = memoryStorage()) {
  const sock = fakePushSocket();
  const toasts: { message: string; kind: string; duration: number }[] = [];
  /** What each toast call showed of a running job (its progress and Cancel), or undefined. */
  const running: (RunningJob | undefined)[] = [];
  const announced: string[] = [];
  /** The toast id each call showed or updated: one job keeps one toast. */
  const toastIds: number[] = [];
  let toastSeq = 0;
  const saved: string[] = [];
  let n = 0;
  const api = {
    start: vi.fn(async (b: { id?: string }) => ({ id: b.id ?? 'x', downloadId: 'd1' })),
    startShared: vi.fn(async (b: { id?: string }) => ({ id: b.id ?? 'x', downloadId: 'd1' })),
    url: vi.fn(async (id: string) => ({ url: `https://up.test/files/${id}.zip?sig=s` })),
    list: vi.fn(async () => ({
      items: [] as { id: string; downloadId: string; status?: string; progress?: { done: number; total: number } }[],
    })),
    cancel: vi.fn(async (id: string) => ({ id, downloadId: id, status: 'CANCELLED' })),
  };
  const manager = new ArchiveManager({
    api,
    socket: () => sock.socket,
    storage,
    toast: (message, { replace, running: job, ...o }) => {
      toasts.push({ message, ...o });
      running.push(job);
      const id = replace ?? ++toastSeq;
      toastIds.push(id);
      return id;
    },
    save: (url) => void saved.push(url),
    announce: (text) => void announced.push(text),
    now: () => 1_000,
    uuid: () => `client-${++n}`,
    ...overrides,
  });
  manager.setMessages({
    preparing: 'Preparing download...',
    downloading: 'Downloading photos',
    finished: 'saved',
    failed: 'Download failed',
    couldNotDownload: 'Error: Your photos could not be downloaded',
    cancelled: 'Download cancelled',
    progress: ({ done, total }) => `${done} of ${total} photos`,
  });
  return { manager, sock, toasts, toastIds, running, announced, saved, api, storage };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('ArchiveManager', () => {
  it('prepares, starts after the socket is ready, announces, saves once and closes its subscription', async () => {
    const { manager, sock, toasts, toastIds, saved, api } = setup();
    expect(await manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos')).toBe(true);
    expect(api.start).toHaveBeenCalledWith({ id: 'client-1', name: 'Photos', photos: ['p1', 'p2'] });
    // A progress toast: it stays until the job ends (issue 16 §7), then turns into the result.
    expect(toasts[0]).toEqual({ message: 'Preparing download...', kind: 'info', duration: 1_800_000 });
    sock.emit(event(1, 'archive-started', 'd1'));
    expect(toasts[1]).toEqual({ message: 'Downloading photos', kind: 'info', duration: 1_800_000 });
    sock.emit(event(2, 'archive-finished', 'd1'));
    sock.emit(event(3, 'archive-finished', 'd1')); // duplicate delivery
    await flush();
    expect(saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
    expect(toasts[2]).toEqual({ message: 'saved', kind: 'info', duration: 10000 });
    // One toast updated in place, not three stacked.
    expect(new Set(toastIds).size).toBe(1);
    expect(sock.subs.size).toBe(0);
  });
  it('ignores jobs of other tabs', async () => {
    const { manager, sock, saved } = setup();
    await manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    sock.emit(event(1, 'archive-finished', 'someone-else'));
    await flush();
    expect(saved).toEqual([]);
  });
  it('shows Download failed (10 s) on archive-error and saves nothing', async () => {
    const { manager, sock, saved, toasts } = setup();
    await manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    sock.emit(event(1, 'archive-error', 'd1'));
    sock.emit(event(2, 'archive-finished', 'd1'));
    await flush();
    expect(saved).toEqual([]);
    expect(toasts.at(-1)).toEqual({ message: 'Download failed', kind: 'error', duration: 10000 });
  });
  it('keeps events that arrive before the POST answered', async () => {
    let release: (v: { id: string; downloadId: string }) => void = () => undefined;
    const ctx = setup({});
    ctx.api.start.mockImplementationOnce(() => new Promise((r) => (release = r)));
    const started = ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    await flush();
    ctx.sock.emit(event(1, 'archive-finished', 'd9'));
    release({ id: 'client-1', downloadId: 'd9' });
    await started;
    await flush();
    expect(ctx.saved).toEqual(['https://up.test/files/d9.zip?sig=s']);
  });
  it('reports a job that could not start and forgets it', async () => {
    const ctx = setup();
    ctx.api.start.mockRejectedValueOnce(new Error('400'));
    expect(await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos')).toBe(false);
    expect(ctx.toasts.at(-1)?.message).toBe('Error: Your photos could not be downloaded');
    expect(readPending(ctx.storage, 1_000)).toEqual([]);
    expect(ctx.sock.subs.size).toBe(0);
  });
  it('refuses more than 100 photos without calling the API', async () => {
    const ctx = setup();
    expect(await ctx.manager.start({ kind: 'own', photoIds: Array.from({ length: 101 }, (_, i) => `p${i}`) }, 'x')).toBe(false);
    expect(ctx.api.start).not.toHaveBeenCalled();
  });
  it('after a reload: a job that finished meanwhile is saved once; one still building waits for its event', async () => {
    const storage = memoryStorage();
    addPending(storage, { clientId: 'c1', downloadId: 'ready', requestedAt: 900 }, 900);
    addPending(storage, { clientId: 'c2', downloadId: 'building', requestedAt: 900 }, 900);
    const ctx = setup({}, storage);
    ctx.api.url.mockImplementation(async (id: string) => {
      if (id === 'building') throw new UpstreamHttpError(409, '{}', 'u', 'c');
      return { url: `https://up.test/files/${id}.zip` };
    });
    await ctx.manager.resume();
    expect(ctx.saved).toEqual(['https://up.test/files/ready.zip']);
    expect(ctx.sock.subs.size).toBe(1);
    ctx.api.url.mockImplementation(async (id: string) => ({ url: `https://up.test/files/${id}.zip` }));
    ctx.sock.emit(event(5, 'archive-finished', 'building'));
    ctx.sock.emit(event(6, 'archive-finished', 'ready')); // replayed: saved already
    await flush();
    expect(ctx.saved).toEqual(['https://up.test/files/ready.zip', 'https://up.test/files/building.zip']);
    expect(ctx.sock.subs.size).toBe(0);
  });
  it('a reconnect (the app restarted mid-job) asks about the job: finished meanwhile → saved once, the late event changes nothing', async () => {
    const ctx = setup();
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    ctx.sock.emit(event(1, 'archive-started', 'd1'));
    // Still building at the first reconnect: nothing saved, still waiting.
    ctx.api.url.mockRejectedValueOnce(new UpstreamHttpError(409, '{}', 'u', 'c'));
    ctx.sock.reconnect();
    await flush();
    expect(ctx.api.url).toHaveBeenCalledTimes(1);
    expect(ctx.saved).toEqual([]);
    expect(ctx.sock.subs.size).toBe(1);
    // It finished while the socket was down again: the next reconnect saves it.
    ctx.sock.reconnect();
    await flush();
    expect(ctx.saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
    // The retried signal arrives after all: the job is no longer waited for.
    ctx.sock.emit(event(2, 'archive-finished', 'd1'));
    ctx.sock.reconnect();
    await flush();
    expect(ctx.saved).toHaveLength(1);
    expect(ctx.toasts.filter((t) => t.message === 'saved')).toHaveLength(1);
    expect(ctx.sock.subs.size).toBe(0);
    expect(ctx.sock.reconnectListeners.size).toBe(0);
  });
  it('a reconnect while the upstream is busy zipping (the look times out) keeps waiting for the event, quietly', async () => {
    const ctx = setup();
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    ctx.api.url.mockRejectedValueOnce(new UpstreamNetworkError(new Error('signal timed out'), '/api/download/downloads/d1/url', 'u', 'c'));
    ctx.sock.reconnect();
    await flush();
    expect(ctx.toasts.map((t) => t.kind)).toEqual(['info']); // 'Preparing download...' only
    expect(readPending(ctx.storage, 1_000)).toHaveLength(1);
    ctx.sock.emit(event(1, 'archive-finished', 'd1'));
    await flush();
    expect(ctx.saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
  });
  it('a reconnect while a finished event is being saved does not save it twice', async () => {
    const ctx = setup();
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    ctx.sock.emit(event(1, 'archive-finished', 'd1'));
    ctx.sock.reconnect(); // same moment: the link is being fetched
    await flush();
    await flush();
    expect(ctx.saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
  });
  it('after a reload mid-POST: finds the job by the client id; a failed one (410) shows Download failed', async () => {
    const storage = memoryStorage();
    addPending(storage, { clientId: 'c1', downloadId: null, requestedAt: 990 }, 990);
    const ctx = setup({}, storage);
    ctx.api.list.mockResolvedValueOnce({ items: [{ id: 'c1', downloadId: 'dX' }] });
    ctx.api.url.mockRejectedValueOnce(new UpstreamHttpError(410, '{}', 'u', 'c'));
    await ctx.manager.resume();
    expect(ctx.saved).toEqual([]);
    expect(ctx.toasts.at(-1)?.message).toBe('Download failed');
    expect(readPending(storage, 1_000)).toEqual([]);
  });
});

describe('single-photo download', () => {
  const photo = { url: 'https://media.test/m/original?exp=9&sig=abc', localFileName: 'IMG 1.jpg' };
  const deps = () => ({ check: vi.fn(), save: vi.fn(), report: vi.fn() });
  it('builds the signed attachment link: download=1 and the file name, signature kept', () => {
    expect(attachmentUrl(photo.url, photo.localFileName)).toBe('https://media.test/m/original?exp=9&sig=abc&download=1&filename=IMG+1.jpg');
    expect(attachmentUrl(photo.url, '  ')).toBe('https://media.test/m/original?exp=9&sig=abc&download=1');
    expect(attachmentUrl('javascript:alert(1)', 'x')).toBeNull();
  });
  it('checks the link, then hands it to the browser (the attachment keeps the page)', async () => {
    const d = deps();
    d.check.mockResolvedValue(new Response(null, { status: 200 }));
    expect(await downloadSinglePhoto(photo, d)).toBe('success');
    expect(d.check).toHaveBeenCalledWith(attachmentUrl(photo.url, photo.localFileName));
    expect(d.save).toHaveBeenCalledWith(attachmentUrl(photo.url, photo.localFileName));
  });
  it('fails on a non-2xx answer or a network error, reports it and saves nothing', async () => {
    for (const outcome of [Promise.resolve(new Response(null, { status: 403 })), Promise.reject(new TypeError('Failed to fetch'))]) {
      const d = deps();
      d.check.mockReturnValue(outcome);
      expect(await downloadSinglePhoto(photo, d)).toBe('failure');
      expect(d.save).not.toHaveBeenCalled();
      expect(d.report).toHaveBeenCalledWith(expect.any(Error), 'DOWNLOAD_PHOTO_FAILED');
    }
  });
  it('refuses non-http links', async () => {
    const d = deps();
    expect(await downloadSinglePhoto({ url: 'javascript:alert(1)', localFileName: 'x' }, d)).toBe('failure');
    expect(d.check).not.toHaveBeenCalled();
  });
});

describe('ArchiveManager races', () => {
  it('a reload while the link is being fetched keeps the job pending for the reloaded page', async () => {
    const storage = memoryStorage();
    const first = setup({}, storage);
    first.api.url.mockImplementationOnce(() => new Promise(() => undefined)); // the page goes away mid-fetch
    await first.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    first.sock.emit(event(1, 'archive-finished', 'd1'));
    await flush();
    expect(first.saved).toEqual([]);
    const reloaded = setup({}, storage);
    await reloaded.manager.resume();
    expect(reloaded.saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
  });
  it('a finished event during a 409 answer is not lost', async () => {
    const storage = memoryStorage();
    addPending(storage, { clientId: 'c1', downloadId: 'd1', requestedAt: 900 }, 900);
    const ctx = setup({}, storage);
    let answer409: () => void = () => undefined;
    ctx.api.url.mockImplementationOnce(
      () => new Promise((_, reject) => (answer409 = () => reject(new UpstreamHttpError(409, '{}', 'u', 'c')))),
    );
    const resumed = ctx.manager.resume();
    await flush();
    ctx.sock.emit(event(2, 'archive-finished', 'd1'));
    answer409();
    await resumed;
    await flush();
    expect(ctx.saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
  });
});

describe('ArchiveManager without the push socket (issue 34 §3)', () => {
  /** A socket that never opens (blocked by a proxy), and a clock the manager's waits move. */
  function withoutSocket() {
    let clock = 1_000;
    const waits: number[] = [];
    const ctx = setup({
      socket: () => ({ ...fakePushSocket().socket, ready: () => new Promise<void>(() => undefined) }),
      now: () => clock,
      wait: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const settle = async () => {
      for (let i = 0; i < 50; i++) await flush();
    };
    return { ...ctx, waits, settle };
  }

  it('goes ahead after 5 s and asks for the job until the zip is ready, then saves it once', async () => {
    const ctx = withoutSocket();
    ctx.api.url
      .mockRejectedValueOnce(new UpstreamHttpError(409, '{}', 'u', 'c'))
      .mockRejectedValueOnce(new UpstreamHttpError(409, '{}', 'u', 'c'));
    expect(await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos')).toBe(true);
    expect(ctx.api.start).toHaveBeenCalledTimes(1);
    await ctx.settle();
    expect(ctx.waits).toEqual([5_000, 2_000, 2_000, 2_000]);
    expect(ctx.api.url).toHaveBeenCalledTimes(3);
    expect(ctx.saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
    expect(ctx.toasts.at(-1)).toEqual({ message: 'saved', kind: 'info', duration: 10000 });
  });

  it('a job that failed (410) says Download failed and saves nothing', async () => {
    const ctx = withoutSocket();
    ctx.api.url.mockRejectedValueOnce(new UpstreamHttpError(410, '{}', 'u', 'c'));
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    await ctx.settle();
    expect(ctx.saved).toEqual([]);
    expect(ctx.toasts.at(-1)).toEqual({ message: 'Download failed', kind: 'error', duration: 10000 });
  });

  it('asks that get no answer end as Download failed within 20 s of the click', async () => {
    const ctx = withoutSocket();
    ctx.api.url.mockRejectedValue(new UpstreamNetworkError(new Error('offline'), 'u', 'u', 'c'));
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    await ctx.settle();
    expect(ctx.saved).toEqual([]);
    expect(ctx.toasts.at(-1)).toEqual({ message: 'Download failed', kind: 'error', duration: 10000 });
    const waited = ctx.waits.reduce((a, b) => a + b, 0);
    // 5 s for the socket, then asks every 2 s for 10 s from the first unanswered one.
    expect(waited).toBe(17_000);
  });
});

describe('ArchiveManager: progress and Cancel (issue 34 §3)', () => {
  const progressEvent = (n: number, downloadId: string, done: number, total: number): PushMessage => ({
    id: messageUuid(n),
    type: 'archive-progress',
    data: { payload: { downloadId, key: `archives/${downloadId}.zip`, done, total }, timestamp: n },
  });

  it('shows the count the upstream reports in the one toast, unknown until the first report; tells screen readers each new quarter only', async () => {
    const ctx = setup();
    await ctx.manager.start({ kind: 'own', photoIds: Array.from({ length: 40 }, (_, i) => `p${i}`) }, 'Photos');
    // Before any report: a running toast with an indeterminate bar (no made-up number) and a Cancel.
    expect(ctx.running[0]?.progress).toBeNull();
    ctx.sock.emit(event(1, 'archive-started', 'd1'));
    expect(ctx.running.at(-1)?.progress).toBeNull();
    for (const [n, done] of [
      [2, 4],
      [3, 12],
      [4, 14],
      [5, 10], // an older report crossing a poll: counts never go back
      [6, 21],
      [7, 38],
    ] as const)
      ctx.sock.emit(progressEvent(n, 'd1', done, 40));
    expect(ctx.toasts.at(-1)).toEqual({ message: 'Downloading photos', kind: 'info', duration: 1_800_000 });
    expect(ctx.running.at(-1)?.progress).toEqual({ done: 38, total: 40 });
    expect(ctx.running.map((r) => r?.progress?.done ?? null)).toEqual([null, null, 4, 12, 14, 21, 38]);
    // 25 %, 50 %, 75 %: three polite announcements for five reports.
    expect(ctx.announced).toEqual(['12 of 40 photos', '21 of 40 photos', '38 of 40 photos']);
    ctx.sock.emit(event(8, 'archive-finished', 'd1'));
    await flush();
    expect(ctx.saved).toHaveLength(1);
    expect(ctx.running.at(-1)).toBeUndefined(); // 'saved': no bar, no Cancel
    expect(new Set(ctx.toastIds).size).toBe(1);
    // A late report of the saved job changes nothing.
    ctx.sock.emit(progressEvent(9, 'd1', 39, 40));
    expect(ctx.toasts).toHaveLength(8);
  });

  it('Cancel: forgotten at once, a short confirmation in the same toast, the upstream job stopped; a later ready event saves nothing', async () => {
    const ctx = setup();
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2', 'p3'] }, 'Photos');
    ctx.sock.emit(event(1, 'archive-started', 'd1'));
    ctx.sock.emit(progressEvent(2, 'd1', 1, 3));
    const cancel = ctx.running.at(-1)?.cancel;
    expect(cancel).toBeTypeOf('function');
    cancel?.();
    await flush();
    expect(ctx.toasts.at(-1)).toEqual({ message: 'Download cancelled', kind: 'info', duration: 3_000 });
    expect(ctx.running.at(-1)).toBeUndefined();
    expect(new Set(ctx.toastIds).size).toBe(1);
    expect(ctx.api.cancel).toHaveBeenCalledWith('d1');
    expect(readPending(ctx.storage, 1_000)).toEqual([]);
    expect(ctx.sock.subs.size).toBe(0);
    // The zip was ready after all (the cancel came too late for the upstream): nothing is saved.
    ctx.sock.emit(event(3, 'archive-finished', 'd1'));
    ctx.sock.emit(progressEvent(4, 'd1', 2, 3));
    ctx.sock.reconnect();
    await flush();
    expect(ctx.saved).toEqual([]);
    expect(ctx.api.url).not.toHaveBeenCalled();
    expect(ctx.toasts).toHaveLength(4);
    cancel?.(); // pressed twice: once is enough
    expect(ctx.api.cancel).toHaveBeenCalledTimes(1);
  });

  it('a reload after Cancel does not resume the job, even if it finished meanwhile', async () => {
    const storage = memoryStorage();
    const first = setup({}, storage);
    await first.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    first.running.at(-1)?.cancel();
    await flush();
    const reloaded = setup({}, storage);
    await reloaded.manager.resume();
    reloaded.sock.emit(event(1, 'archive-finished', 'd1')); // replayed from the socket's cursor
    await flush();
    expect(reloaded.saved).toEqual([]);
    expect(reloaded.api.url).not.toHaveBeenCalled();
    expect(reloaded.api.list).not.toHaveBeenCalled();
    expect(reloaded.toasts).toEqual([]);
  });

  it('Cancel while the POST is under way: the job is stopped when it answers, and nothing else happens', async () => {
    let answer: (v: { id: string; downloadId: string }) => void = () => undefined;
    const ctx = setup();
    ctx.api.start.mockImplementationOnce(() => new Promise((r) => (answer = r)));
    const started = ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    await flush();
    ctx.running.at(-1)?.cancel();
    expect(ctx.toasts.map((t) => t.message)).toEqual(['Preparing download...', 'Download cancelled']);
    expect(ctx.api.cancel).not.toHaveBeenCalled(); // no job id yet
    answer({ id: 'client-1', downloadId: 'd7' });
    expect(await started).toBe(true);
    expect(ctx.api.cancel).toHaveBeenCalledWith('d7');
    ctx.sock.emit(event(1, 'archive-finished', 'd7'));
    await flush();
    expect(ctx.saved).toEqual([]);
    expect(ctx.toasts).toHaveLength(2);
    expect(readPending(ctx.storage, 1_000)).toEqual([]);
  });

  it('a failed POST after Cancel shows no error: the customer already heard Download cancelled', async () => {
    let fail: (e: Error) => void = () => undefined;
    const ctx = setup();
    ctx.api.start.mockImplementationOnce(() => new Promise((_, reject) => (fail = reject)));
    const started = ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    await flush();
    ctx.running.at(-1)?.cancel();
    fail(new Error('503'));
    await started;
    expect(ctx.toasts.map((t) => t.kind)).toEqual(['info', 'info']);
  });

  it('a Cancel the upstream could not take is reported, and the job stays forgotten', async () => {
    const report = vi.fn();
    const ctx = setup({ report });
    ctx.api.cancel.mockRejectedValueOnce(new UpstreamNetworkError(new Error('offline'), 'u', 'u', 'c'));
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    ctx.running.at(-1)?.cancel();
    await flush();
    expect(report).toHaveBeenCalledWith(expect.any(UpstreamNetworkError), 'DOWNLOAD_CANCEL_FAILED');
    ctx.sock.emit(event(1, 'archive-finished', 'd1'));
    await flush();
    expect(ctx.saved).toEqual([]);
  });
});

describe('ArchiveManager without the push socket: progress and Cancel (issue 34 §3)', () => {
  function withoutSocket() {
    let clock = 1_000;
    const waits: number[] = [];
    const ctx = setup({
      socket: () => ({ ...fakePushSocket().socket, ready: () => new Promise<void>(() => undefined) }),
      now: () => clock,
      wait: async (ms) => {
        waits.push(ms);
        clock += ms;
      },
    });
    const settle = async () => {
      for (let i = 0; i < 50; i++) await flush();
    };
    return { ...ctx, waits, settle };
  }
  const listed = (progress?: { done: number; total: number }, status = 'IN_PROGRESS') => ({
    items: [{ id: 'client-1', downloadId: 'd1', status, progress }],
  });

  it('polls the listed job for its count every 2 s, then saves the zip once it is finished', async () => {
    const ctx = withoutSocket();
    ctx.api.list
      .mockResolvedValueOnce(listed({ done: 0, total: 4 }))
      .mockResolvedValueOnce(listed({ done: 2, total: 4 }))
      .mockResolvedValueOnce(listed({ done: 3, total: 4 }))
      .mockResolvedValueOnce(listed(undefined, 'FINISHED'));
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2', 'p3', 'p4'] }, 'Photos');
    await ctx.settle();
    expect(ctx.waits).toEqual([5_000, 2_000, 2_000, 2_000, 2_000]);
    expect(ctx.running.map((r) => r?.progress ?? null)).toEqual([
      null,
      { done: 0, total: 4 },
      { done: 2, total: 4 },
      { done: 3, total: 4 },
      null,
    ]);
    expect(ctx.api.url).toHaveBeenCalledTimes(1); // asked for the link only once it was ready
    expect(ctx.saved).toEqual(['https://up.test/files/d1.zip?sig=s']);
    expect(ctx.announced).toEqual(['2 of 4 photos', '3 of 4 photos']);
  });

  it('a list that does not answer counts as an unanswered ask: Download failed as before, the link never asked', async () => {
    const ctx = withoutSocket();
    ctx.api.list.mockRejectedValue(new UpstreamNetworkError(new Error('offline'), 'u', 'u', 'c'));
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    await ctx.settle();
    expect(ctx.api.url).not.toHaveBeenCalled();
    expect(ctx.toasts.at(-1)).toEqual({ message: 'Download failed', kind: 'error', duration: 10000 });
    expect(ctx.waits.reduce((a, b) => a + b, 0)).toBe(17_000);
  });

  it('Cancel while polling: the polls stop and nothing is saved', async () => {
    const ctx = withoutSocket();
    let finished: (v: ReturnType<typeof listed>) => void = () => undefined;
    ctx.api.list.mockResolvedValueOnce(listed({ done: 1, total: 4 })).mockImplementationOnce(() => new Promise((r) => (finished = r)));
    await ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2', 'p3', 'p4'] }, 'Photos');
    while (ctx.api.list.mock.calls.length < 2) await flush(); // polling, the count shown
    expect(ctx.running.at(-1)?.progress).toEqual({ done: 1, total: 4 });
    ctx.running.at(-1)?.cancel();
    finished(listed(undefined, 'FINISHED')); // the poll in flight says the zip is ready
    await ctx.settle();
    expect(ctx.api.cancel).toHaveBeenCalledWith('d1');
    expect(ctx.api.list).toHaveBeenCalledTimes(2);
    expect(ctx.api.url).not.toHaveBeenCalled();
    expect(ctx.saved).toEqual([]);
    expect(ctx.toasts.at(-1)?.message).toBe('Download cancelled');
  });

  it('Cancel while the socket is still awaited: the job is never asked for', async () => {
    const ctx = setup({
      socket: () => ({ ...fakePushSocket().socket, ready: () => new Promise<void>(() => undefined) }),
      wait: async () => {
        await flush();
      },
    });
    const started = ctx.manager.start({ kind: 'own', photoIds: ['p1', 'p2'] }, 'Photos');
    ctx.running.at(-1)?.cancel();
    expect(await started).toBe(true);
    expect(ctx.api.start).not.toHaveBeenCalled();
    expect(ctx.api.cancel).not.toHaveBeenCalled();
    expect(ctx.toasts.map((t) => t.message)).toEqual(['Preparing download...', 'Download cancelled']);
    expect(readPending(ctx.storage, 1_000)).toEqual([]);
  });
});
