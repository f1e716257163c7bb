import { DurableObject } from 'cloudflare:workers';
import * as z from 'zod';
import type { PushHubBindings } from '../shared/env';
import type {
  CloseAccountResult,
  EndSessionResult,
  HubRefusal,
  PublishResult,
  PushHubRpc,
  SessionEndedResult,
} from '../shared/push/hub-rpc';
import { PUSH_USER_HEADER, pushHubNamespace } from '../shared/push/namespace';
import {
  ARCHIVE_SOCKET_MS,
  AUTH_TIMEOUT_MS,
  CLOSE,
  type ClientFrame,
  clientFrameSchema,
  decodeFrame,
  encodeFrame,
  PING_FRAME,
  PONG_FRAME,
  type Purpose,
  type PushSignal,
  pushSignalSchema,
  type ServerFrame,
} from '../shared/push/protocol';
import { verifyTicket } from '../shared/push/tickets';
import { type Attachment, deadlineOf, readAttachment, writeAttachment } from './push-hub/attachment';
import { EndedSessions } from './push-hub/ended-sessions';
import { EventStore } from './push-hub/event-store';

const userIdSchema = z.string().min(1).max(256);

/**
 * Sockets one user's hub holds at most (authenticated or not): one per open tab, so 32 is far above
 * real use, and it bounds what a runaway client (or a script with a session) can pin in memory.
 * Beyond it the upgrade is refused with 429 before any socket exists; the client treats that like
 * a dropped connection and retries with its capped backoff, so a freed slot is taken up again.
 */
export const MAX_SOCKETS_PER_USER = 32;

/** Storage key set by `closeAccount`: this user's account is gone, no socket may open again. */
const ACCOUNT_CLOSED_KEY = 'accountClosed';

/** Codes a close frame may carry; 1005/1006/1015 only describe a close, so answer those with 1000. */
const replyCode = (code: number): number =>
  code === 1000 || (code >= 1001 && code <= 1014 && ![1004, 1005, 1006].includes(code)) || (code >= 3000 && code <= 4999)
    ? code
    : CLOSE.normal;

/**
 * One per user (`idFromName(verified sub)`), holding that user's push sockets with the Hibernation
 * API. Called only by the worker (never routed from the internet), through its stub:
 * - `fetch` is the WebSocket upgrade only (`X-Push-User-Id`): accepts a socket that must
 *   `authenticate` with a ticket of this user within AUTH_TIMEOUT_MS (429 beyond MAX_SOCKETS_PER_USER);
 * - `publish(signal)` (RPC): the upstream's push signal, stored once by message id, then sent to
 *   every authenticated socket;
 * - `closeAccount(userId)` (RPC, the account was deleted): closes every socket (1008) and refuses
 *   every later upgrade with 410, so an old session's open tab or a copied cookie gets no socket again;
 * - `endSession(userId, sid, until)` / `sessionEnded(userId, sid)` (RPC): the sessions this user signed
 *   out, remembered until their last token expires, so a copied cookie of one renders no page.
 * RPC inputs are parsed here too, and each call must name this object's own user (defence in depth:
 * the worker already checked both); a call failing either is refused (`HubRefusal`). Time limits
 * (auth timeout, archive window) are alarms: no timers survive hibernation.
 */
export class UserPushHub extends DurableObject<PushHubBindings> implements PushHubRpc {
  private readonly store: EventStore;
  private readonly endedSessions: EndedSessions;

  constructor(ctx: DurableObjectState, env: PushHubBindings) {
    super(ctx, env);
    this.store = new EventStore(ctx.storage.sql);
    this.endedSessions = new EndedSessions(ctx.storage.sql);
    // Keep-alive pings are answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING_FRAME, PONG_FRAME));
  }

  /** The WebSocket upgrade (the one call RPC cannot carry); anything else is refused. */
  override async fetch(request: Request): Promise<Response> {
    const userId = userIdSchema.safeParse(request.headers.get(PUSH_USER_HEADER));
    // Defence in depth: the worker routed by this user id; it must really be this object's name.
    if (!userId.success || !this.owns(userId.data)) return new Response('Wrong object', { status: 403 });
    if (request.method !== 'GET' || request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    return this.accept(userId.data);
  }

  /**
   * RPC: the upstream's push signal (already HMAC-checked and parsed by the worker). Stored once by
   * message id, then sent to every authenticated socket. Refused, with nothing stored or sent,
   * when the signal does not parse or names another user.
   */
  async publish(signal: PushSignal): Promise<PublishResult> {
    const parsed = pushSignalSchema.safeParse(signal);
    if (!parsed.success) return refuse('invalid input');
    if (!this.owns(parsed.data.userId)) return refuse('wrong object');
    const { message } = parsed.data;
    const stored = this.store.append(message, Date.now());
    let delivered = 0;
    if (stored) {
      for (const ws of this.ctx.getWebSockets()) {
        if (readAttachment(ws)?.state !== 'open') continue;
        if (send(ws, { type: 'event', message })) delivered++;
      }
    }
    return { ok: true, stored, delivered };
  }

  /**
   * RPC, after account deletion: no socket of this user stays open or opens again. Refused, with
   * nothing closed, when `userId` is not this object's user.
   */
  async closeAccount(userId: string): Promise<CloseAccountResult> {
    const parsed = userIdSchema.safeParse(userId);
    if (!parsed.success) return refuse('invalid input');
    if (!this.owns(parsed.data)) return refuse('wrong object');
    await this.ctx.storage.put(ACCOUNT_CLOSED_KEY, true);
    for (const ws of this.ctx.getWebSockets()) {
      ws.serializeAttachment(null);
      try {
        ws.close(CLOSE.policy, 'account deleted');
      } catch {
        // Already closing.
      }
    }
    return { ok: true };
  }

  /**
   * RPC, at sign-out: session `sid` of this user is over; remembered until `until` (ms), the expiry
   * of the last token it may have issued. Refused for another user or invalid input.
   */
  async endSession(userId: string, sid: string, until: number): Promise<EndSessionResult> {
    const parsed = userIdSchema.safeParse(userId);
    if (!parsed.success) return refuse('invalid input');
    if (!this.owns(parsed.data)) return refuse('wrong object');
    return this.endedSessions.end(sid, until, Date.now()) ? { ok: true } : refuse('invalid input');
  }

  /** RPC, per signed-in page: was session `sid` of this user signed out? */
  async sessionEnded(userId: string, sid: string): Promise<SessionEndedResult> {
    const parsed = userIdSchema.safeParse(userId);
    if (!parsed.success) return refuse('invalid input');
    if (!this.owns(parsed.data)) return refuse('wrong object');
    return { ok: true, ended: this.endedSessions.isEnded(sid, Date.now()) };
  }

  override async webSocketMessage(ws: WebSocket, raw: string | ArrayBuffer): Promise<void> {
    const decoded = decodeFrame(clientFrameSchema, raw);
    if (!decoded.ok) {
      if (decoded.reason === 'too-big') ws.close(CLOSE.tooBig, 'frame too big');
      else if (decoded.reason === 'malformed') ws.close(CLOSE.malformed, 'malformed frame');
      return; // 'invalid': JSON that is not one of our frames is ignored (spec §5).
    }
    const attachment = readAttachment(ws);
    if (!attachment) return ws.close(1011, 'lost state');
    const frame = decoded.frame;
    if (frame.type === 'ping') {
      send(ws, { type: 'pong' });
      return;
    }
    if (frame.type === 'authenticate') return this.authenticate(ws, attachment, frame);
    if (attachment.state !== 'open') {
      send(ws, { type: 'error', code: 'unauthenticated' });
      return;
    }
    writeAttachment(ws, { ...attachment, ...purposeState(frame.purposes, attachment, Date.now()) });
    await this.scheduleAlarm();
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    try {
      ws.close(replyCode(code), reason);
    } catch {
      // Already closed from our side.
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    try {
      ws.close(1011, 'socket error');
    } catch {
      // Already closed.
    }
  }

  /** Closes sockets whose deadline passed (no authenticate in time; archive window over). */
  override async alarm(): Promise<void> {
    const now = Date.now();
    for (const ws of this.ctx.getWebSockets()) {
      const attachment = readAttachment(ws);
      const deadline = attachment && deadlineOf(attachment);
      if (!attachment || deadline === null || deadline === undefined || deadline > now) continue;
      if (attachment.state === 'pending') ws.close(CLOSE.policy, 'authentication timeout');
      else ws.close(CLOSE.archiveWindowOver, 'archive window over');
      ws.serializeAttachment(null); // So the rescheduling below ignores it while it closes.
    }
    this.store.prune(now);
    await this.scheduleAlarm(true);
  }

  private owns(userId: string): boolean {
    return this.ctx.id.equals(pushHubNamespace(this.env).idFromName(userId));
  }

  private async accept(userId: string): Promise<Response> {
    if ((await this.ctx.storage.get(ACCOUNT_CLOSED_KEY)) === true) return new Response('Account deleted', { status: 410 });
    if (this.ctx.getWebSockets().length >= MAX_SOCKETS_PER_USER) {
      return new Response('Too many sockets for this user', { status: 429, headers: { 'Retry-After': '30' } });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server, [`user:${userId.slice(0, 200)}`]);
    const now = Date.now();
    writeAttachment(server, { state: 'pending', userId, connectedAt: now, authDeadline: now + AUTH_TIMEOUT_MS });
    await this.scheduleAlarm();
    return new Response(null, { status: 101, webSocket: client });
  }

  private async authenticate(ws: WebSocket, attachment: Attachment, frame: Extract<ClientFrame, { type: 'authenticate' }>): Promise<void> {
    if (attachment.state === 'open') return; // A repeated authenticate changes nothing.
    const refuse = (why: string) => ws.close(CLOSE.policy, why);
    const now = Date.now();
    if (now >= attachment.authDeadline) return refuse('authentication timeout');
    const check = await verifyTicket(this.env.SESSION_SECRET, frame.ticket, now);
    if (!check.ok) return refuse(`ticket ${check.reason}`);
    // The ticket's user must be the user this socket was routed for AND this object's name.
    if (check.claims.sub !== attachment.userId || !this.owns(check.claims.sub)) return refuse('ticket of another user');
    if (!this.store.spendTicket(check.claims.jti, check.claims.exp, now)) return refuse('ticket already used');
    writeAttachment(ws, {
      state: 'open',
      userId: attachment.userId,
      connectedAt: attachment.connectedAt,
      ...purposeState(frame.purposes ?? ['archive', 'import'], null, now),
    });
    send(ws, { type: 'OK', lastEventId: this.store.head() });
    if (frame.lastEventId !== undefined) {
      for (const message of this.store.after(frame.lastEventId)) send(ws, { type: 'event', message });
    }
    await this.scheduleAlarm();
  }

  /**
   * Sets the alarm to the earliest socket deadline. Outside the alarm handler an alarm already set
   * earlier is kept (it will reschedule when it runs); inside it, the next one is always set.
   */
  private async scheduleAlarm(fromAlarm = false): Promise<void> {
    let next = Number.POSITIVE_INFINITY;
    for (const ws of this.ctx.getWebSockets()) {
      const attachment = readAttachment(ws);
      const deadline = attachment && deadlineOf(attachment);
      if (typeof deadline === 'number') next = Math.min(next, deadline);
    }
    if (!Number.isFinite(next)) return;
    const current = fromAlarm ? null : await this.ctx.storage.getAlarm();
    if (current === null || current > next) await this.ctx.storage.setAlarm(next);
  }
}

/**
 * Purposes and archive deadline: only archive-only sockets are time-limited, and the window starts
 * when the socket first became archive-only (a later `subscribe` does not extend it).
 */
function purposeState(
  purposes: Purpose[],
  previous: Attachment | null,
  now: number,
): { purposes: Purpose[]; archiveDeadline: number | null } {
  const unique = [...new Set(purposes)];
  if (unique.includes('import')) return { purposes: unique, archiveDeadline: null };
  const kept = previous?.state === 'open' ? previous.archiveDeadline : null;
  return { purposes: unique, archiveDeadline: kept ?? now + ARCHIVE_SOCKET_MS };
}

function refuse(error: HubRefusal['error']): HubRefusal {
  return { ok: false, error };
}

function send(ws: WebSocket, frame: ServerFrame): boolean {
  try {
    ws.send(encodeFrame(frame));
    return true;
  } catch {
    return false; // The socket is closing; it will reconnect and replay.
  }
}
