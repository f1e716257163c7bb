import type { PushSocket } from '../../client/push/types';
import type { PushMessage } from '../../shared/push/protocol';
import { ACTIVATION_FINISH_DELAY_MS, type ActivationStatus, IMPORT_TYPES, type ImportEvent, keepNewest } from './import-events';

export interface ActivationDeps {
  socket: () => PushSocket;
  /** POST /users/activate. */
  activate: () => Promise<{ started: boolean }>;
  /** GET /users/activate, used as a safety net while waiting (missed events, another tab). */
  status: () => Promise<ActivationStatus>;
  /** Invalidates the cached activation status and the timeline/counts. */
  refresh: () => Promise<void>;
  /** Analytics hook: called once when the import finished. */
  track: (event: string, data?: Record<string, unknown>) => void;
  delay?: (ms: number) => Promise<void>;
  /** Interval of the status safety-net check while importing. */
  pollMs?: number;
  schedule?: (fn: () => void, ms: number) => () => void;
  report?: (error: unknown, action: string) => void;
}

export interface ActivationState {
  /** The in-progress flag of photo spec §4. */
  inProgress: boolean;
  latest: ImportEvent | null;
  /** The import could not start or the upstream reported import-error. */
  failed: boolean;
}

const INITIAL: ActivationState = { inProgress: false, latest: null, failed: false };

/**
 * Import activation (photo spec §4): set the in-progress flag, open the push socket (import
 * purpose) and authenticate, POST /users/activate, keep the import events (newest timestamp wins);
 * on import-finished track an event, wait 10 s, refresh the activation status and the timeline,
 * clear the flag and close the socket. Also watches an import already running (status IMPORTING
 * on load). One instance per tab.
 */
export class ImportActivation {
  private state: ActivationState = INITIAL;
  private readonly listeners = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  private offReconnect: (() => void) | null = null;
  private cancelPoll: (() => void) | null = null;
  private finishing = false;

  constructor(private readonly deps: ActivationDeps) {}

  getState = (): ActivationState => this.state;
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<ActivationState>): void {
    this.state = { ...this.state, ...patch };
    for (const l of [...this.listeners]) l();
  }

  private listen(): void {
    if (this.unsubscribe) return;
    const socket = this.deps.socket();
    this.unsubscribe = socket.subscribe(IMPORT_TYPES, (m) => this.onMessage(m));
    // Back after a drop (a deploy restarts the app): the import may have ended while no event could
    // reach this tab, so look at its status at once instead of at the next poll.
    this.offReconnect = socket.onReconnect(() => void this.check());
    this.poll();
  }

  private close(): void {
    this.unsubscribe?.();
    this.offReconnect?.();
    this.unsubscribe = this.offReconnect = null;
    this.cancelPoll?.();
    this.cancelPoll = null;
  }

  private poll(): void {
    const schedule =
      this.deps.schedule ??
      ((fn, ms) => {
        const id = setTimeout(fn, ms);
        return () => clearTimeout(id);
      });
    this.cancelPoll = schedule(() => {
      this.cancelPoll = null;
      if (!this.unsubscribe || this.finishing) return;
      void this.check('poll').finally(() => {
        if (this.unsubscribe && !this.finishing && !this.cancelPoll) this.poll();
      });
    }, this.deps.pollMs ?? 15_000);
  }

  /** Asks the upstream where the import is: ended → finish; back to NOT_ACTIVE → failed. */
  private async check(source: 'poll' | 'reconnect' = 'reconnect'): Promise<void> {
    if (!this.unsubscribe || this.finishing) return;
    try {
      const status = await this.deps.status();
      if (status === 'ACTIVE') return await this.finish(source);
      if (status === 'NOT_ACTIVE' && this.state.inProgress && !this.finishing) return this.fail();
    } catch {
      // The next poll or event settles it.
    }
  }

  /** Starts the import of a NOT_ACTIVE library. */
  async start(): Promise<void> {
    if (this.state.inProgress) return;
    this.set({ inProgress: true, failed: false, latest: null });
    this.finishing = false;
    try {
      this.listen();
      await this.deps.socket().ready(); // Authenticated before the job exists: no event is missed.
      const { started } = await this.deps.activate();
      // Not started: another tab (or a double click) started it already, or it is active: re-read.
      if (!started) {
        const status = await this.deps.status();
        if (status === 'ACTIVE') await this.finish('already-active');
        else if (status === 'NOT_ACTIVE') this.fail();
      }
    } catch (error) {
      this.deps.report?.(error, 'ACTIVATE_FAILED');
      this.fail();
    }
  }

  /** The page found the library IMPORTING: wait for its end on the socket. */
  watch(): void {
    if (this.state.inProgress) return;
    this.set({ inProgress: true, failed: false });
    this.finishing = false;
    this.listen();
  }

  private onMessage(message: PushMessage): void {
    if (!this.state.inProgress) return;
    const latest = keepNewest(this.state.latest, message);
    if (latest === this.state.latest) return;
    this.set({ latest });
    if (latest?.type === 'import-finished') void this.finish('event');
    else if (latest?.type === 'import-error') this.fail();
  }

  private async finish(source: string): Promise<void> {
    if (this.finishing) return;
    this.finishing = true;
    this.cancelPoll?.();
    this.cancelPoll = null;
    if (this.state.latest?.type !== 'import-finished') this.set({ latest: { type: 'import-finished', timestamp: Date.now() } });
    try {
      this.deps.track('photo_import_finished', { source });
    } catch {
      // Analytics never breaks the flow.
    }
    await (this.deps.delay ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(ACTIVATION_FINISH_DELAY_MS);
    try {
      await this.deps.refresh();
    } finally {
      this.close();
      this.finishing = false;
      this.set({ inProgress: false });
    }
  }

  private fail(): void {
    this.close();
    this.set({ inProgress: false, failed: true });
    void this.deps.refresh().catch(() => undefined);
  }
}
