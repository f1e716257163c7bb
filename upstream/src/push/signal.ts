import { z } from 'zod';
import type { UpstreamBindings } from '../env';
import { sendThroughOutbox } from './outbox';

export { hmacSha256Hex } from './hmac';

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

/** Builds the push body of docs/contracts.md (fresh uuid id, timestamp = now in ms). */
export function buildPushBody(userId: string, type: string, payload: unknown): PushBody {
  return { userId, message: { id: crypto.randomUUID(), type, data: { payload, timestamp: Date.now() } } };
}

/**
 * Signals the app that something happened for `userId`: the contract's message (a fresh uuid id)
 * goes through the push outbox (./outbox.ts): POSTed to `APP_PUSH_URL` with `X-Signature:
 * sha256=<hex HMAC of the raw body>` at once, and retried with backoff until the app accepts it
 * when the app is down (a deploy) or fails. Never throws; resolves after the first attempt.
 * Call it via `c.executionCtx.waitUntil(...)` from jobs that should not wait for it.
 */
export async function signalApp(
  env: Pick<UpstreamBindings, 'DB' | 'APP_PUSH_URL' | 'PUSH_SIGNING_SECRET' | 'PUSH_OUTBOX'>,
  userId: string,
  type: PushType | (string & {}),
  payload: unknown,
): Promise<void> {
  const body = buildPushBody(userId, type, payload);
  try {
    await sendThroughOutbox(env, { id: body.message.id, userId, type, raw: JSON.stringify(body) });
  } catch (err) {
    console.warn(`signalApp: ${type} for ${userId} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}
