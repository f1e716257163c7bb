/**
 * Modal stack and toast queue (photo spec §2 "Modals and stripped mode", "Notifications"): pure,
 * framework-free state with a tiny subscribe API, so React components and tests share it. The
 * platform does the rest: every layer is a native <dialog> opened with showModal() (top layer,
 * inert background, focus moved in and back); this stack adds what it lacks.
 * - Modals are stacked in opening order; Escape closes the most recently opened one that allows it.
 * - Page scroll is locked while any scroll-locking modal is open.
 * - Modal and popover auto-close is 10 s (for those that opt in); toasts stay 5 s.
 */
import { MODAL_AUTO_CLOSE_MS, TOAST_MS } from './timing';

export { MODAL_AUTO_CLOSE_MS, TOAST_MS };

export interface ModalEntry {
  id: string;
  /** Escape may close it. */
  closeOnEscape: boolean;
  /** Locks the page scroll while open. */
  lockScroll: boolean;
  close: () => void;
  /** Where toasts render while this layer is the top one (inside its top-layer <dialog>). */
  toastSlot?: HTMLElement | null;
}

export class ModalStack {
  private entries: ModalEntry[] = [];
  private listeners = new Set<() => void>();

  push(entry: ModalEntry): void {
    this.entries = [...this.entries.filter((e) => e.id !== entry.id), entry];
    this.emit();
  }
  remove(id: string): void {
    const next = this.entries.filter((e) => e.id !== id);
    if (next.length === this.entries.length) return;
    this.entries = next;
    this.emit();
  }
  /** Closes the most recent modal that allows Escape; true when one was closed. */
  escape(): boolean {
    for (let i = this.entries.length - 1; i >= 0; i--) {
      const e = this.entries[i]!;
      if (e.closeOnEscape) {
        e.close();
        return true;
      }
    }
    return false;
  }
  /** The most recently opened layer. */
  top(): ModalEntry | undefined {
    return this.entries[this.entries.length - 1];
  }
  isTop(id: string): boolean {
    return this.entries[this.entries.length - 1]?.id === id;
  }
  scrollLocked(): boolean {
    return this.entries.some((e) => e.lockScroll);
  }
  size(): number {
    return this.entries.length;
  }
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  private emit() {
    for (const fn of this.listeners) fn();
  }
}

export interface Toast<M = unknown> {
  id: number;
  message: M;
  kind: 'info' | 'error';
  /** Infinity: the toast stays until it is dismissed (an undo toast: its deferred commit ends it). */
  duration: number;
  /** A button beside the message (Undo). */
  action?: { label: M; run: () => void };
  /** Told while the toast is hovered or focused (`reason`), and when that ends: an undo window pauses. */
  hold?: (reason: string, held: boolean) => void;
  /** The user closed it (×): an undo toast commits at once. */
  onClose?: () => void;
}

export type ToastOptions<M> = Partial<Pick<Toast<M>, 'kind' | 'duration' | 'action' | 'hold' | 'onClose'>>;

export class ToastQueue<M = unknown> {
  private items: Toast<M>[] = [];
  private seq = 0;
  private listeners = new Set<() => void>();
  private timers = new Map<number, ReturnType<typeof setTimeout>>();

  constructor(private readonly schedule: (fn: () => void, ms: number) => ReturnType<typeof setTimeout> = (fn, ms) => setTimeout(fn, ms)) {}

  show(message: M, options: ToastOptions<M> = {}): number {
    const id = ++this.seq;
    const toast: Toast<M> = { ...options, id, message, kind: options.kind ?? 'info', duration: options.duration ?? TOAST_MS };
    this.items = [...this.items, toast];
    if (Number.isFinite(toast.duration))
      this.timers.set(
        id,
        this.schedule(() => this.dismiss(id), toast.duration),
      );
    this.emit();
    return id;
  }
  /**
   * Replaces a shown toast's message (and kind, duration) in place, restarting its timer, so one
   * job's progress reads as one toast; a toast already gone is shown anew. Returns its id.
   */
  update(id: number, message: M, options: { kind?: Toast['kind']; duration?: number } = {}): number {
    const current = this.items.find((i) => i.id === id);
    if (!current) return this.show(message, options);
    const next: Toast<M> = { id, message, kind: options.kind ?? current.kind, duration: options.duration ?? current.duration };
    this.items = this.items.map((i) => (i.id === id ? next : i));
    const t = this.timers.get(id);
    if (t !== undefined) clearTimeout(t);
    this.timers.set(
      id,
      this.schedule(() => this.dismiss(id), next.duration),
    );
    this.emit();
    return id;
  }
  dismiss(id: number): void {
    const t = this.timers.get(id);
    if (t !== undefined) clearTimeout(t);
    this.timers.delete(id);
    const next = this.items.filter((i) => i.id !== id);
    if (next.length === this.items.length) return;
    this.items = next;
    this.emit();
  }
  list = (): readonly Toast<M>[] => this.items;
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  private emit() {
    for (const fn of this.listeners) fn();
  }
}

/** Mounted hosts (toasters) in mounting order; the first one is the active one. */
export class HostRegistry {
  private ids: string[] = [];
  private listeners = new Set<() => void>();
  /** Registers a host; returns its unregister function. */
  add(id: string): () => void {
    this.ids = [...this.ids.filter((i) => i !== id), id];
    this.emit();
    return () => {
      this.ids = this.ids.filter((i) => i !== id);
      this.emit();
    };
  }
  first = (): string | undefined => this.ids[0];
  subscribe = (fn: () => void): (() => void) => {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  };
  private emit() {
    for (const fn of this.listeners) fn();
  }
}
