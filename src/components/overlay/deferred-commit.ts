/**
 * Deferred commits (issue 16 §1, "nothing is lost by one click"): a destructive change is applied on
 * screen at once, but its request only goes out when the undo window ends. Undo within the window
 * puts it back with no request at all. Framework-free (the undo toast in `undo.ts` drives it; tests
 * use fake timers).
 *
 * - The window is UNDO_MS (the toast's 5 s); it pauses while any reason holds it (the toast is
 *   hovered, or focused) and resumes with the time that was left.
 * - `commitNow` ends the window early (the toast was closed); `flush` commits everything pending
 *   with mode 'unload' (the page is going away: the feature sends with `keepalive`).
 * - Each task settles exactly once: committed or undone; later calls for it do nothing.
 */
import { TOAST_MS } from './stack';

export const UNDO_MS = TOAST_MS;

/** 'timer': the window ended (or the toast was closed); 'unload': the page is going away. */
export type CommitMode = 'timer' | 'unload';
export type Settlement = 'committed' | 'undone';

export interface DeferredTask {
  /** Sends the change. With 'unload' the requests must not rely on the page surviving (`keepalive`). */
  commit(mode: CommitMode): void;
  /** Puts the change back on screen; sends nothing. */
  undo(): void;
}

export interface Timers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
  now(): number;
}

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

interface Entry {
  task: DeferredTask;
  onSettled?: (how: Settlement) => void;
  /** Time left in the window while paused; at start, the whole window. */
  remaining: number;
  /** When the running timer started (null while paused). */
  startedAt: number | null;
  handle: unknown;
  holds: Set<string>;
}

export class DeferredCommits {
  private readonly entries = new Map<number, Entry>();
  private seq = 0;

  constructor(
    private readonly timers: Timers = realTimers,
    readonly windowMs = UNDO_MS,
  ) {}

  /** Starts the window for `task`; returns its id. `onSettled` hears how it ended. */
  schedule(task: DeferredTask, onSettled?: (how: Settlement) => void): number {
    const id = ++this.seq;
    this.entries.set(id, { task, onSettled, remaining: this.windowMs, startedAt: null, handle: null, holds: new Set() });
    this.run(id);
    return id;
  }

  /** Holds the window for `reason` (e.g. 'hover', 'focus'); it runs again once no reason holds it. */
  pause(id: number, reason: string): void {
    const e = this.entries.get(id);
    if (!e) return;
    e.holds.add(reason);
    if (e.startedAt === null) return;
    this.timers.clear(e.handle);
    e.remaining = Math.max(0, e.remaining - (this.timers.now() - e.startedAt));
    e.startedAt = null;
    e.handle = null;
  }

  resume(id: number, reason: string): void {
    const e = this.entries.get(id);
    if (!e?.holds.delete(reason) || e.holds.size) return;
    this.run(id);
  }

  /** Undo: the change goes back on screen, nothing is sent. False when it had already settled. */
  undo(id: number): boolean {
    const e = this.take(id);
    if (!e) return false;
    e.task.undo();
    e.onSettled?.('undone');
    return true;
  }

  /** Ends the window now and commits. False when it had already settled. */
  commitNow(id: number, mode: CommitMode = 'timer'): boolean {
    const e = this.take(id);
    if (!e) return false;
    e.task.commit(mode);
    e.onSettled?.('committed');
    return true;
  }

  /** The page is going away: every pending change is committed (oldest first). Returns how many. */
  flush(mode: CommitMode = 'unload'): number {
    const ids = [...this.entries.keys()];
    for (const id of ids) this.commitNow(id, mode);
    return ids.length;
  }

  isPending(id: number): boolean {
    return this.entries.has(id);
  }

  pendingCount(): number {
    return this.entries.size;
  }

  private run(id: number): void {
    const e = this.entries.get(id);
    if (!e || e.startedAt !== null) return;
    e.startedAt = this.timers.now();
    e.handle = this.timers.set(() => this.commitNow(id), e.remaining);
  }

  private take(id: number): Entry | undefined {
    const e = this.entries.get(id);
    if (!e) return undefined;
    this.entries.delete(id);
    if (e.startedAt !== null) this.timers.clear(e.handle);
    return e;
  }
}
