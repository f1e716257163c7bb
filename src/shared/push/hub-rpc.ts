import type { PushSignal } from './protocol';

/**
 * The push hub's RPC surface, the one contract between the worker (its caller) and the Durable
 * Object (src/durable-objects/user-push-hub.ts implements it). Here in src/shared so the worker's
 * stubs are typed without importing the object's class, and the object without importing the
 * worker: neither knows the other (issue 33 §3, no import circle through the binding's type).
 * Worker-runtime types: checked by tsconfig.worker.json only.
 */
export interface PushHubRpc extends Rpc.DurableObjectBranded {
  /** The upstream's push signal: stored once by message id, then sent to every authenticated socket. */
  publish(signal: PushSignal): Promise<PublishResult>;
  /** The account was deleted: closes every socket and refuses later upgrades. */
  closeAccount(userId: string): Promise<CloseAccountResult>;
  /** Remembers a signed-out session until its last token expires. */
  endSession(userId: string, sid: string, until: number): Promise<EndSessionResult>;
  /** Whether that session was signed out. */
  sessionEnded(userId: string, sid: string): Promise<SessionEndedResult>;
}

/**
 * Answer of an RPC method that refused its call: the input did not parse, or it names another user
 * than this object's. A value, not a throw: a refusal is an expected answer, and the caller (the
 * worker) decides what it means for its own response.
 */
export interface HubRefusal {
  ok: false;
  error: 'invalid input' | 'wrong object';
}

/** What `publish` did: stored = the message id was new; delivered = authenticated sockets sent to. */
export type PublishResult = { ok: true; stored: boolean; delivered: number } | HubRefusal;

/** What `closeAccount` did. */
export type CloseAccountResult = { ok: true } | HubRefusal;

/** What `endSession` did. */
export type EndSessionResult = { ok: true } | HubRefusal;

/** Whether a session was signed out (`sessionEnded`). */
export type SessionEndedResult = { ok: true; ended: boolean } | HubRefusal;
