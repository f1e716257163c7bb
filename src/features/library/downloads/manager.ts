import type { PushSocket } from '../../../client/push/types';
import { UpstreamHttpError } from '../../../shared/api/errors';
import type { PushMessage, PushType } from '../../../shared/push/protocol';
import { type ArchiveRequest, archiveAction, PROGRESS_TOAST_MS, TOAST_LONG_MS, TOAST_SHORT_MS, validArchive } from './archive';
import { addPending, claimPending, isPending, type PendingStorage, readPending, resolvePending } from './pending';
import { type ArchiveProgress, laterProgress, progressQuarter } from './progress';

type FinishMode = 'final' | 'probe';

export const ARCHIVE_TYPES: readonly PushType[] = ['archive-started', 'archive-progress', 'archive-finished', 'archive-error'];

/**
 * Without the push socket (blocked by a proxy or an extension, or down) a job does not wait for it
 * for ever (issue 34 §3): after SOCKET_WAIT_MS it is started anyway and its state asked every
 * POLL_MS until the zip is saved or the job failed; POLL_GIVE_UP_MS of asks that get no answer at
 * all end it as 'Download failed'.
 */
export const SOCKET_WAIT_MS = 5_000;
export const POLL_MS = 2_000;
export const POLL_GIVE_UP_MS = 10_000;

export interface ArchiveMessages {
  preparing: string;
  downloading: string;
  /** 'Downloaded': the job's toast once the zip was handed to the browser. */
  finished: string;
  failed: string;
  /** The job could not be started or its link fetched. */
  couldNotDownload: string;
  /** 'Download cancelled': the short confirmation once Cancel was pressed (issue 34 §3). */
  cancelled: string;
  /** '12 of 40 photos': the job's progress, shown under its toast and told to screen readers. */
  progress: (progress: ArchiveProgress) => string;
}

/** A job still running, as its toast shows it: how far it is (null: not known yet) and its Cancel. */
export interface RunningJob {
  progress: ArchiveProgress | null;
  cancel: () => void;
}

export interface DownloadsClient {
  start(body: { id?: string; name: string; photos: string[] }): Promise<{ id: string; downloadId: string }>;
  startShared(body: {
    id?: string;
    name?: string;
    albumId: string;
    photos: { photoId: string; ownerId: string }[];
  }): Promise<{ id: string; downloadId: string }>;
  url(id: string): Promise<{ url: string }>;
  list(): Promise<{ items: { id: string; downloadId: string; status?: string; progress?: ArchiveProgress }[] }>;
  /** Stops the upstream's job (issue 34 §3); settles null when there was nothing left to stop. */
  cancel(id: string): Promise<unknown>;
}

export interface ArchiveManagerDeps {
  api: DownloadsClient;
  socket: () => PushSocket;
  storage: PendingStorage | null;
  /**
   * Shows a toast, or replaces the toast `replace` in place (one job, one toast: preparing →
   * downloading → downloaded). `running` marks a job's progress toast: its count and its Cancel.
   * Returns the toast's id.
   */
  toast: (
    message: string,
    options: { kind: 'info' | 'error'; duration: number; replace?: number; running?: RunningJob },
  ) => number | undefined;
  /** Tells screen readers a job's progress (politely, at each new quarter: `progressQuarter`). */
  announce?: (text: string) => void;
  /** Saves the signed zip link (an attachment: the page stays). */
  save: (url: string) => void;
  now?: () => number;
  /** Waits `ms` (tests pass their own clock). */
  wait?: (ms: number) => Promise<void>;
  uuid?: () => string;
  report?: (error: unknown, action: string) => void;
}

/**
 * The tab's archive downloads (photo spec §4 "Archive job"): 'Preparing download...', subscribe and
 * wait for the socket's OK, POST the job, then started → 'Downloading photos' (5 s), finished → the
 * zip is saved through its signed link (10 s toast), error → 'Download failed' (10 s). Jobs are
 * remembered in sessionStorage until saved, so a reload during the job still saves the zip, once.
 *
 * Issue 34 §3: while it runs, the toast shows the job's progress as the upstream reports it
 * (push `archive-progress`, or the listed job while polling; unknown until the first report) and a
 * Cancel. Cancel forgets the job before anything else (so no path can save it any more, a late
 * `archive-finished` and a reload included), turns the toast into a short 'Download cancelled',
 * and asks the upstream to stop the job.
 */
export class ArchiveManager {
  private unsubscribe: (() => void) | null = null;
  private offReconnect: (() => void) | null = null;
  /** Events that arrived before the POST answered with their downloadId. */
  private early = new Map<string, PushMessage[]>();
  private messages: ArchiveMessages | null = null;
  private resumed = false;
  /** The one toast of each job (by client id, then by downloadId too once the POST answered). */
  private toastIds = new Map<string, number>();
  /** Each running job's latest progress (by client id) and the last quarter told to screen readers. */
  private running = new Map<string, { progress: ArchiveProgress | null; quarter: number }>();
  /** Jobs cancelled in this page (client ids): a POST still under way is stopped when it answers. */
  private cancelled = new Set<string>();
  /** Jobs being started in this page, before they are remembered as pending (client ids). */
  private starting = new Set<string>();
  private readonly now: () => number;
  private readonly wait: (ms: number) => Promise<void>;
  private readonly uuid: () => string;

  constructor(private readonly deps: ArchiveManagerDeps) {
    this.now = deps.now ?? Date.now;
    this.wait = deps.wait ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.uuid = deps.uuid ?? (() => crypto.randomUUID());
  }

  /** The push socket within SOCKET_WAIT_MS: ready, refused (signed out), or not there (blocked, down). */
  private socketReady(): Promise<'open' | 'signed-out' | 'absent'> {
    return Promise.race([
      this.deps
        .socket()
        .ready()
        .then(
          () => 'open' as const,
          () => 'signed-out' as const,
        ),
      this.wait(SOCKET_WAIT_MS).then(() => 'absent' as const),
    ]);
  }

  /** Texts in the page's locale (set by the hook on every render). */
  setMessages(messages: ArchiveMessages): void {
    this.messages = messages;
  }

  private text(key: Exclude<keyof ArchiveMessages, 'progress'>): string {
    return this.messages?.[key] ?? key;
  }

  /**
   * Shows or updates the job's one toast. While the zip is prepared it stays (a progress toast) until
   * the job ends; the end (saved or failed) keeps the spec's 10 s.
   */
  private jobToast(
    key: string,
    text: Exclude<keyof ArchiveMessages, 'progress'>,
    kind: 'info' | 'error',
    done: boolean,
    duration = done ? TOAST_LONG_MS : PROGRESS_TOAST_MS,
  ): void {
    const replace = this.toastIds.get(key);
    const clientId = this.clientIdOf(key);
    let running: RunningJob | undefined;
    if (!done && clientId !== null) {
      const state = this.running.get(clientId) ?? { progress: null, quarter: 0 };
      this.running.set(clientId, state);
      running = { progress: state.progress, cancel: () => void this.cancel(clientId) };
    }
    const id = this.deps.toast(this.text(text), { kind, duration, replace, running });
    if (done) {
      for (const [k, v] of this.toastIds) if (v === replace || k === key) this.toastIds.delete(k);
      if (clientId !== null) this.running.delete(clientId);
    } else if (id !== undefined) this.toastIds.set(key, id);
  }

  /** The client id of a job known by either id (pending entries hold both once the POST answered). */
  private clientIdOf(key: string): string | null {
    if (this.starting.has(key)) return key;
    const entry = readPending(this.deps.storage, this.now()).find((p) => p.clientId === key || p.downloadId === key);
    return entry?.clientId ?? null;
  }

  /**
   * A report of how far the job is: the toast shows it, and screen readers hear it when it reaches
   * a new quarter. Reports of a job no longer running (saved, failed, cancelled) change nothing.
   */
  private showProgress(downloadId: string, report: ArchiveProgress): void {
    const clientId = this.clientIdOf(downloadId);
    if (clientId === null || this.cancelled.has(clientId)) return;
    const state = this.running.get(clientId) ?? { progress: null, quarter: 0 };
    const progress = laterProgress(state.progress, report);
    if (progress === state.progress) return;
    const quarter = Math.max(state.quarter, progressQuarter(progress));
    this.running.set(clientId, { progress, quarter });
    // Reports come while the zip is built: the job has started even if its 'started' was missed.
    this.jobToast(downloadId, 'downloading', 'info', false);
    if (quarter > state.quarter) this.deps.announce?.(this.messages?.progress(progress) ?? `${progress.done}/${progress.total}`);
  }

  /**
   * Cancel (issue 34 §3): the job is forgotten first, so nothing saves it any more (a finished event
   * that arrives later, a look in flight, a reload: each claims the job before saving, and finds
   * none); the toast turns into 'Download cancelled'; the upstream's job is stopped, or, while its
   * POST is under way, when that answers (`start`). A job that already ended has nothing to cancel.
   */
  async cancel(clientId: string): Promise<void> {
    if (this.cancelled.has(clientId)) return;
    const entry = readPending(this.deps.storage, this.now()).find((p) => p.clientId === clientId);
    if (!entry && !this.starting.has(clientId)) return;
    this.cancelled.add(clientId);
    claimPending(this.deps.storage, clientId, this.now());
    this.running.delete(clientId);
    const key = entry?.downloadId && this.toastIds.has(entry.downloadId) ? entry.downloadId : clientId;
    this.jobToast(key, 'cancelled', 'info', true, TOAST_SHORT_MS);
    this.stopIfIdle();
    if (entry?.downloadId) await this.cancelUpstream(entry.downloadId);
  }

  /** Asks the upstream to stop the job; a failure only means it runs on with nobody to save it. */
  private async cancelUpstream(downloadId: string): Promise<void> {
    try {
      await this.deps.api.cancel(downloadId);
    } catch (error) {
      this.deps.report?.(error, 'DOWNLOAD_CANCEL_FAILED');
    }
  }

  private listen(): void {
    if (this.unsubscribe) return;
    const socket = this.deps.socket();
    this.unsubscribe = socket.subscribe(ARCHIVE_TYPES, (m) => void this.onMessage(m));
    // The socket dropped (a deploy restarts the app) and is back: an event the upstream could not
    // hand over meanwhile may be lost, so ask about each job still waited for, as after a reload.
    this.offReconnect = socket.onReconnect(() => void this.recheck('probe'));
  }

  private stopIfIdle(): void {
    // A job being started is not pending yet, but waits for the socket (or its events) all the same.
    if (this.starting.size > 0 || readPending(this.deps.storage, this.now()).length > 0) return;
    this.unsubscribe?.();
    this.offReconnect?.();
    this.unsubscribe = this.offReconnect = null;
    this.early.clear();
  }

  /** Starts one archive job; resolves when it was accepted (the zip comes later). */
  async start(request: ArchiveRequest, name: string): Promise<boolean> {
    if (!validArchive(request)) return false;
    const clientId = this.uuid();
    this.starting.add(clientId);
    this.jobToast(clientId, 'preparing', 'info', false);
    try {
      this.listen();
      // Subscribed and authenticated before the job exists: none of its events can be missed. No
      // socket in time: the job goes ahead and its state is asked for instead (pollUntilSettled).
      const live = (await this.socketReady()) === 'open';
      // Cancelled while the socket was awaited: the job is never asked for.
      if (this.cancelled.has(clientId)) return true;
      addPending(this.deps.storage, { clientId, downloadId: null, requestedAt: this.now() }, this.now());
      this.starting.delete(clientId);
      const job =
        request.kind === 'own'
          ? await this.deps.api.start({ id: clientId, name, photos: [...new Set(request.photoIds)] })
          : await this.deps.api.startShared({ id: clientId, name, albumId: request.albumId, photos: request.photos });
      if (this.cancelled.has(clientId)) {
        // Cancelled while the POST was under way: the job exists now, so it is stopped now.
        await this.cancelUpstream(job.downloadId);
        return true;
      }
      resolvePending(this.deps.storage, clientId, job.downloadId, this.now());
      const toastId = this.toastIds.get(clientId);
      if (toastId !== undefined) this.toastIds.set(job.downloadId, toastId);
      this.toastIds.delete(clientId);
      for (const m of this.early.get(job.downloadId) ?? []) await this.onMessage(m);
      this.early.delete(job.downloadId);
      if (!live) void this.pollUntilSettled(job.downloadId);
      return true;
    } catch (error) {
      // Cancelled meanwhile: the customer was told 'Download cancelled' already.
      if (this.cancelled.has(clientId)) return true;
      claimPending(this.deps.storage, clientId, this.now());
      this.deps.report?.(error, 'DOWNLOAD_PHOTOS_FAILED');
      this.jobToast(clientId, 'couldNotDownload', 'error', true);
      this.stopIfIdle();
      return false;
    } finally {
      this.starting.delete(clientId);
      this.stopIfIdle();
    }
  }

  private async onMessage(message: PushMessage): Promise<void> {
    if (
      message.type !== 'archive-started' &&
      message.type !== 'archive-progress' &&
      message.type !== 'archive-finished' &&
      message.type !== 'archive-error'
    )
      return;
    const { downloadId } = message.data.payload;
    const pending = isPending(this.deps.storage, downloadId, this.now());
    if (!pending) {
      // The POST may not have answered yet: keep the event for a moment if a job of ours is unresolved.
      if (readPending(this.deps.storage, this.now()).some((p) => p.downloadId === null)) {
        this.early.set(downloadId, [...(this.early.get(downloadId) ?? []), message].slice(-3));
      }
      return;
    }
    const action = archiveAction(message.type, pending);
    if (action === 'started') this.jobToast(downloadId, 'downloading', 'info', false);
    else if (action === 'progress' && message.type === 'archive-progress') {
      const { done, total } = message.data.payload;
      this.showProgress(downloadId, { done, total });
    } else if (action === 'save') await this.finish(downloadId);
    else if (action === 'failed') this.fail(downloadId);
  }

  /** Jobs whose link is being fetched in this page. */
  private saving = new Set<string>();
  /**
   * A finished event (or a look) came while its link was being fetched (maybe a 409 is on its way):
   * try again then, as a `final` look when any of the calls meanwhile was one.
   */
  private again = new Map<string, FinishMode>();

  /**
   * Fetches the job's link and saves the zip. `final` (a finished event, a reload): any failure
   * but 409 ends the job with its message. `probe` (the socket is back after a drop, the job may
   * still be building): only a definite answer ends it (the link, 410); a timeout or a 5xx while
   * the upstream is busy zipping leaves the job waiting for its event.
   */
  private async finish(downloadId: string, mode: FinishMode = 'final'): Promise<void> {
    if (!isPending(this.deps.storage, downloadId, this.now())) return;
    if (this.saving.has(downloadId)) {
      if (mode === 'final' || !this.again.has(downloadId)) this.again.set(downloadId, mode);
      return;
    }
    this.saving.add(downloadId);
    try {
      const { url } = await this.deps.api.url(downloadId);
      // Claimed right before the save (no await in between): a reload while the link was being
      // fetched leaves the job pending, so the reloaded page saves it; a second event finds it gone.
      if (claimPending(this.deps.storage, downloadId, this.now())) {
        this.deps.save(url);
        this.jobToast(downloadId, 'finished', 'info', true);
      }
    } catch (error) {
      if (error instanceof UpstreamHttpError && error.status === 409) return; // Still building: the event comes.
      const failed = error instanceof UpstreamHttpError && error.status === 410;
      if (mode === 'probe' && !failed) return; // Not settled by a look: the event (or the next look) settles it.
      if (claimPending(this.deps.storage, downloadId, this.now())) {
        this.deps.report?.(error, 'DOWNLOAD_ARCHIVE_FAILED');
        this.jobToast(downloadId, failed ? 'failed' : 'couldNotDownload', 'error', true);
      }
    } finally {
      this.saving.delete(downloadId);
      const next = this.again.get(downloadId);
      if (next && this.again.delete(downloadId)) await this.finish(downloadId, next);
      this.stopIfIdle();
    }
  }

  /**
   * Without the socket: asks the job's state every POLL_MS until it is settled (the zip saved, or
   * 'Download failed' on 410), as the socket's events would have; while it is built, the listed
   * job's count is its toast's progress. A socket event meanwhile settles
   * it just the same (each path claims the job first, so it is saved once). Asks that get no answer
   * (a network failure, a 5xx) for POLL_GIVE_UP_MS end it as 'Download failed'.
   */
  private async pollUntilSettled(downloadId: string): Promise<void> {
    let unansweredSince: number | null = null;
    while (isPending(this.deps.storage, downloadId, this.now())) {
      await this.wait(POLL_MS);
      if (!isPending(this.deps.storage, downloadId, this.now())) break;
      try {
        // The listed job tells how far it is while it is built (one ask a tick); its link is asked
        // for once the list no longer says it is building. A list that does not answer counts as
        // an unanswered ask, like a link that does not.
        const { items } = await this.deps.api.list();
        const listed = items.find((i) => i.downloadId === downloadId);
        if (listed?.progress && listed.status !== 'FINISHED' && listed.status !== 'FAILED') {
          unansweredSince = null;
          this.showProgress(downloadId, listed.progress);
          continue;
        }
        if (!isPending(this.deps.storage, downloadId, this.now())) break;
        const { url } = await this.deps.api.url(downloadId);
        if (claimPending(this.deps.storage, downloadId, this.now())) {
          this.deps.save(url);
          this.jobToast(downloadId, 'finished', 'info', true);
        }
        break;
      } catch (error) {
        if (error instanceof UpstreamHttpError && error.status === 409) {
          unansweredSince = null; // Still building: ask again.
          continue;
        }
        if (error instanceof UpstreamHttpError && error.status === 410) {
          this.fail(downloadId);
          break;
        }
        unansweredSince ??= this.now();
        if (this.now() - unansweredSince >= POLL_GIVE_UP_MS) {
          if (claimPending(this.deps.storage, downloadId, this.now())) {
            this.deps.report?.(error, 'DOWNLOAD_ARCHIVE_FAILED');
            this.jobToast(downloadId, 'failed', 'error', true);
          }
          break;
        }
      }
    }
    this.stopIfIdle();
  }

  private fail(downloadId: string): void {
    if (!claimPending(this.deps.storage, downloadId, this.now())) return;
    this.jobToast(downloadId, 'failed', 'error', true);
    this.stopIfIdle();
  }

  /**
   * After a reload: listens again for the jobs still pending (the socket replays what it missed from
   * the stored cursor), then asks the upstream about each one, so a job that ended while no page was
   * listening is saved (or reported) too.
   */
  async resume(): Promise<void> {
    if (this.resumed) return;
    this.resumed = true;
    const now = this.now();
    if (readPending(this.deps.storage, now).length === 0) return;
    this.listen();
    const socket = await this.socketReady();
    if (socket === 'signed-out') return;
    await this.recheck();
    // No socket to bring the events of the jobs still building: ask for their state instead.
    if (socket === 'absent')
      for (const p of readPending(this.deps.storage, this.now())) if (p.downloadId) void this.pollUntilSettled(p.downloadId);
  }

  /**
   * Asks the upstream about each job this tab still waits for (after a reload, and each time the
   * socket is back after a drop): ready → saved now, failed → 'Download failed', still building →
   * its event comes. Saving claims the job first, so a job is saved once however it is learnt.
   */
  private async recheck(mode: FinishMode = 'final'): Promise<void> {
    let list: Awaited<ReturnType<DownloadsClient['list']>> | null = null;
    for (const p of readPending(this.deps.storage, this.now())) {
      let downloadId = p.downloadId;
      // A look after a reconnect leaves a job whose POST this page is still sending to `start`.
      if (downloadId === null && mode === 'probe') continue;
      if (downloadId === null) {
        // Reloaded while the POST was under way: find the job by the id this tab sent.
        list ??= await this.deps.api.list().catch(() => ({ items: [] }));
        const found = list.items.find((i) => i.id === p.clientId);
        if (!found) {
          if (this.now() - p.requestedAt > 60_000) claimPending(this.deps.storage, p.clientId, this.now());
          continue;
        }
        downloadId = found.downloadId;
        resolvePending(this.deps.storage, p.clientId, downloadId, this.now());
      }
      // Ready → saved now; failed (410) → 'Download failed'; building (409) → its event will come.
      await this.finish(downloadId, mode);
    }
    this.stopIfIdle();
  }
}
