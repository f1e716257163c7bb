import type { PushMessage, PushType } from '../../shared/push/protocol';
import type { BackoffOptions } from './backoff';
import type { CursorStorage } from './cursor';

/**
 * `connecting`/`reconnecting` are normal and brief: the UI should show nothing alarming for them
 * (a job in progress keeps its own "Preparing download..." state). `signed-out` is final until a
 * new sign-in; `idle` = no subscribers (or the hub ended the 30-minute archive window).
 */
export type PushState = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'signed-out';

export type PushHandler = (message: PushMessage) => void;

/** The transport, injectable for tests; the default wraps the browser's WebSocket. */
export interface SocketEvents {
  onOpen(): void;
  onMessage(data: unknown): void;
  onClose(code: number): void;
}
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface PushSocketOptions {
  url?: string;
  fetchTicket?: () => Promise<string | null>;
  createSocket?: (url: string, events: SocketEvents) => SocketLike;
  storage?: CursorStorage | null;
  random?: () => number;
  schedule?: (fn: () => void, ms: number) => () => void;
  backoff?: BackoffOptions;
  /** Keep-alive interval; a ping unanswered for `pongTimeoutMs` counts as a dropped network. */
  pingMs?: number;
  pongTimeoutMs?: number;
}

export interface PushSocket {
  /** Receives messages of `types`; opens the socket on the first subscription. */
  subscribe(types: readonly PushType[], handler: PushHandler): () => void;
  onStateChange(listener: (state: PushState) => void): () => void;
  /**
   * Called each time the socket is open again after it dropped (a deploy, a network loss): an event
   * the upstream could not hand over meanwhile may be lost, so a feature waiting for a job asks
   * about it again then.
   */
  onReconnect(listener: () => void): () => void;
  readonly state: PushState;
  /** Resolves at the next OK: start a job (POST downloads, activate) only after it. */
  ready(): Promise<void>;
  /** Skips the backoff wait (e.g. on the browser's `online` event). */
  reconnectNow(): void;
  close(): void;
}
