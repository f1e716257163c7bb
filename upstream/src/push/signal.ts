import { z } from 'zod';
import type { UpstreamBindings } from '../env';

/** Push message types the app understands (docs/contracts.md, push signal). */
export type PushType = 'archive-started' | 'archive-finished' | 'archive-error' | 'import-started' | 'import-finished' | 'import-error';

/** The body POSTed to the app's `/internal/push`. */
export const pushBodySchema = z.object({
  userId: z.string(),
  message: z.object({
    id: z.string().uuid(),
    type: z.string(),
    data: z.object({ payload: z.unknown(), timestamp: z.number().int() }),
  }),
});
export type PushBody = z.infer<typeof pushBodySchema>;

/** Lower-case hex HMAC-SHA256 of `body` with `secret`. */
export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, enc.encode(body));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Builds the push body of docs/contracts.md (fresh uuid id, timestamp = now in ms). */
export function buildPushBody(userId: string, type: string, payload: unknown): PushBody {
  return { userId, message: { id: crypto.randomUUID(), type, data: { payload, timestamp: Date.now() } } };
}

/**
 * Signals the app that something happened for `userId`: POSTs the contract's message to
 * `APP_PUSH_URL` with `X-Signature: sha256=<hex HMAC of the raw body>`.
 * Never throws: the app may be down (e.g. upstream tests run alone); failures are logged.
 * Call it via `c.executionCtx.waitUntil(signalApp(...))` from jobs that should not wait for it.
 */
export async function signalApp(
  env: Pick<UpstreamBindings, 'APP_PUSH_URL' | 'PUSH_SIGNING_SECRET'>,
  userId: string,
  type: PushType | (string & {}),
  payload: unknown,
): Promise<void> {
  const body = JSON.stringify(buildPushBody(userId, type, payload));
  try {
    const signature = await hmacSha256Hex(env.PUSH_SIGNING_SECRET, body);
    const res = await fetch(env.APP_PUSH_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
      body,
    });
    if (!res.ok) console.warn(`signalApp: ${type} for ${userId} answered ${res.status}`);
    // Drain so the connection can be reused.
    await res.body?.cancel();
  } catch (err) {
    console.warn(`signalApp: ${type} for ${userId} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
