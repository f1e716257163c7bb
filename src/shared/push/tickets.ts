import * as z from 'zod';

/**
 * Push-socket tickets (DESIGN.md §3): the browser never holds the access token, so the socket's
 * `authenticate` carries this instead — short-lived, single-purpose (audience `push-socket`, so
 * no other token of ours verifies as one and it verifies as nothing else), bound to one user id
 * and with a `jti` the hub remembers so a ticket opens one socket only.
 *
 * Format: `pt1.<base64url(json claims)>.<base64url(HMAC-SHA256)>`, keyed by SESSION_SECRET with a
 * label in the signed input so a MAC made for another purpose with the same secret never matches.
 * The format has one owner, here: the worker mints (`/push/ticket`), the UserPushHub verifies.
 */

export const TICKET_TTL_MS = 60_000;
export const TICKET_AUDIENCE = 'push-socket';
const PREFIX = 'pt1';
const LABEL = 'myaccount push-socket ticket v1\n';

export const ticketClaimsSchema = z.object({
  aud: z.literal(TICKET_AUDIENCE),
  sub: z.string().min(1).max(256),
  /** Expiry in ms since the epoch. */
  exp: z.number().int().positive(),
  jti: z.uuid(),
});
export type TicketClaims = z.infer<typeof ticketClaimsSchema>;

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(bin, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Imported once per secret and isolate: every handshake mints one ticket (worker) and verifies one
 * (hub), and the import is the part of that which does not depend on the ticket. A cache, not
 * state: a fresh isolate simply imports again.
 */
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  if (!secret) return Promise.reject(new Error('push tickets: SESSION_SECRET is empty'));
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    // A failed import is not kept: the next call tries again.
    key.catch(() => keys.delete(secret));
    keys.set(secret, key);
  }
  return key;
}

/** Mints a ticket for `userId` (call only with the verified session's user id). */
export async function mintTicket(secret: string, userId: string, now = Date.now()): Promise<string> {
  const claims: TicketClaims = ticketClaimsSchema.parse({
    aud: TICKET_AUDIENCE,
    sub: userId,
    exp: now + TICKET_TTL_MS,
    jti: crypto.randomUUID(),
  });
  const body = toBase64Url(encoder.encode(JSON.stringify(claims)));
  const mac = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(LABEL + body));
  return `${PREFIX}.${body}.${toBase64Url(new Uint8Array(mac))}`;
}

export type TicketCheck = { ok: true; claims: TicketClaims } | { ok: false; reason: 'malformed' | 'forged' | 'expired' };

/**
 * Verifies signature (constant time, via `crypto.subtle.verify`), audience and expiry. The caller
 * still has to check `claims.sub` against the user it serves and spend `claims.jti` once.
 */
export async function verifyTicket(secret: string, ticket: string, now = Date.now()): Promise<TicketCheck> {
  const parts = ticket.split('.');
  if (parts.length !== 3 || parts[0] !== PREFIX) return { ok: false, reason: 'malformed' };
  const [, body = '', sig = ''] = parts;
  const mac = fromBase64Url(sig);
  if (mac?.byteLength !== 32) return { ok: false, reason: 'malformed' };
  const valid = await crypto.subtle.verify('HMAC', await hmacKey(secret), mac, encoder.encode(LABEL + body));
  if (!valid) return { ok: false, reason: 'forged' };
  const json = fromBase64Url(body);
  if (!json) return { ok: false, reason: 'malformed' };
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(json));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const claims = ticketClaimsSchema.safeParse(raw);
  if (!claims.success) return { ok: false, reason: 'malformed' };
  if (claims.data.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims.data };
}
