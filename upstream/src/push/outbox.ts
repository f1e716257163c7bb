/**
 * The push outbox: a signal to the app is a D1 row (push_outbox) until the app answers 2xx. The
 * first attempt is made at once by the job that raised it; a failed attempt that may succeed later
 * (no answer, 5xx, 408, 429) is retried with capped exponential backoff by the PushOutbox Durable
 * Object's alarm, which outlives the job, the request and an app that is down for a deploy.
 * Every attempt sends the same message id, so the app's hub stores and sends it once however many
 * attempts reach it. A 4xx other than 408/429 will not get better by retrying: failed, logged.
 */
import { z } from 'zod';
import type { UpstreamBindings } from '../env';
import { hmacSha256Hex } from './hmac';

export const OUTBOX = {
  /** First retry after this long; each further one waits twice as long, up to `capMs`. */
  baseMs: 1_000,
  /** Longest wait between attempts: an app back from a deploy is reached within this. */
  capMs: 10_000,
  /** A Retry-After of the app is honoured up to this. */
  maxRetryAfterMs: 60_000,
  /** One attempt gives up after this (the app hangs): it counts as a retryable failure. */
  timeoutMs: 5_000,
  /** An attempt under way claims its row this long (> timeoutMs): nobody else sends it meanwhile. */
  leaseMs: 15_000,
  /** Given up after this: the browser's archive socket closes after 30 minutes anyway. */
  maxAgeMs: 30 * 60_000,
  /** Rows one alarm sends at most; more due rows get the next alarm at once. */
  batch: 25,
  /** Delivered / failed / expired rows are kept this long (to look at), then deleted. */
  keepDoneMs: 24 * 60 * 60_000,
} as const;

type Env = Pick<UpstreamBindings, 'DB' | 'APP_PUSH_URL' | 'PUSH_SIGNING_SECRET' | 'PUSH_OUTBOX'>;

/** Wait before the next attempt after `failures` failed ones (1 = the first failed): 1, 2, 4, 8, 10, 10 … s. */
export function retryDelay(failures: number, retryAfterMs: number | null = null): number {
  const backoff = Math.min(OUTBOX.capMs, OUTBOX.baseMs * 2 ** Math.min(Math.max(failures, 1) - 1, 20));
  return retryAfterMs === null ? backoff : Math.max(backoff, Math.min(retryAfterMs, OUTBOX.maxRetryAfterMs));
}

export type AttemptOutcome =
  | { kind: 'delivered'; status: number }
  | { kind: 'retry'; error: string; retryAfterMs: number | null }
  | { kind: 'permanent'; error: string };

/** 2xx delivered; no answer, 5xx, 408, 429 worth another try; any other status is final. */
export function classify(status: number): AttemptOutcome['kind'] {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 500 || status === 408 || status === 429) return 'retry';
  return 'permanent';
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** One signed POST of `raw` to the app's `/internal/push`. Never throws. */
export async function postSignal(env: Pick<Env, 'APP_PUSH_URL' | 'PUSH_SIGNING_SECRET'>, raw: string): Promise<AttemptOutcome> {
  try {
    const signature = await hmacSha256Hex(env.PUSH_SIGNING_SECRET, raw);
    const res = await fetch(env.APP_PUSH_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
      body: raw,
      redirect: 'manual',
      signal: AbortSignal.timeout(OUTBOX.timeoutMs),
    });
    await res.body?.cancel(); // Drain so the connection can be reused.
    const kind = classify(res.status);
    if (kind === 'delivered') return { kind, status: res.status };
    const error = `answered ${res.status}`;
    return kind === 'retry' ? { kind, error, retryAfterMs: retryAfterMs(res.headers.get('Retry-After')) } : { kind, error };
  } catch (err) {
    return { kind: 'retry', error: err instanceof Error ? err.message : String(err), retryAfterMs: null };
  }
}

const rowSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.string(),
  body: z.string(),
  attempts: z.number().int(),
  next_attempt_at: z.number().int(),
  created_at: z.number().int(),
});
type OutboxRow = z.infer<typeof rowSchema>;

/** Asks the outbox's alarm to run at `at` at the latest (an earlier alarm already set is kept). */
async function wake(env: Pick<Env, 'PUSH_OUTBOX'>, at: number): Promise<void> {
  try {
    await env.PUSH_OUTBOX.get(env.PUSH_OUTBOX.idFromName('push-outbox')).wake(at);
  } catch (err) {
    console.error(`push outbox: could not set its alarm: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/**
 * Keeps the signal in the outbox and makes the first attempt now. Before that attempt the alarm is
 * set to the end of its lease, so even when this job dies mid-attempt the signal is sent later.
 */
export async function sendThroughOutbox(env: Env, signal: { id: string; userId: string; type: string; raw: string }): Promise<void> {
  const now = Date.now();
  const row: OutboxRow = {
    id: signal.id,
    user_id: signal.userId,
    type: signal.type,
    body: signal.raw,
    attempts: 0,
    next_attempt_at: now + OUTBOX.leaseMs,
    created_at: now,
  };
  try {
    await env.DB.prepare(
      'INSERT INTO push_outbox (id, user_id, type, body, attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, 0, ?, ?)',
    )
      .bind(row.id, row.user_id, row.type, row.body, row.next_attempt_at, row.created_at)
      .run();
  } catch (err) {
    // No outbox (D1 down): one attempt as before rather than none.
    console.error(`push outbox: could not keep ${signal.type} for ${signal.userId}: ${err instanceof Error ? err.message : String(err)}`);
    const outcome = await postSignal(env, signal.raw);
    if (outcome.kind !== 'delivered') console.warn(`signalApp: ${signal.type} for ${signal.userId} ${outcome.error}`);
    return;
  }
  await wake(env, row.next_attempt_at);
  const next = await attempt(env, row);
  if (next !== null) await wake(env, next);
}

/**
 * One attempt of a row this caller has claimed, and its outcome written back. Returns when the row
 * is due again (a retry), or null when it is done (delivered, failed or expired).
 */
async function attempt(env: Env, row: OutboxRow): Promise<number | null> {
  const outcome = await postSignal(env, row.body);
  const now = Date.now();
  const attempts = row.attempts + 1;
  const done = (status: 'delivered' | 'failed' | 'expired', error: string | null) =>
    env.DB.prepare('UPDATE push_outbox SET status = ?, attempts = ?, done_at = ?, last_error = ? WHERE id = ?')
      .bind(status, attempts, now, error, row.id)
      .run();
  const what = `${row.type} ${row.id} for ${row.user_id}`;
  if (outcome.kind === 'delivered') {
    await done('delivered', null);
    return null;
  }
  if (outcome.kind === 'permanent') {
    console.error(`push outbox: the app refused ${what} (${outcome.error}); not retried`);
    await done('failed', outcome.error);
    return null;
  }
  const at = now + retryDelay(attempts, outcome.retryAfterMs);
  if (at - row.created_at > OUTBOX.maxAgeMs) {
    console.error(`push outbox: gave up on ${what} after ${attempts} attempts (${outcome.error})`);
    await done('expired', outcome.error);
    return null;
  }
  console.warn(`push outbox: ${what} attempt ${attempts} ${outcome.error}; next in ${at - now} ms`);
  await env.DB.prepare('UPDATE push_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? WHERE id = ?')
    .bind(attempts, at, outcome.error, row.id)
    .run();
  return at;
}

/**
 * The alarm's work: sends every due row (oldest first, so one user's events keep their order),
 * each claimed first so a concurrent sender skips it. Returns when the next row is due, or null.
 */
export async function drainOutbox(env: Env, now: number = Date.now()): Promise<number | null> {
  await env.DB.prepare("DELETE FROM push_outbox WHERE status != 'pending' AND done_at < ?")
    .bind(now - OUTBOX.keepDoneMs)
    .run();
  const { results } = await env.DB.prepare(
    "SELECT id, user_id, type, body, attempts, next_attempt_at, created_at FROM push_outbox WHERE status = 'pending' AND next_attempt_at <= ? ORDER BY seq LIMIT ?",
  )
    .bind(now, OUTBOX.batch)
    .all();
  for (const raw of results) {
    const row = rowSchema.parse(raw);
    const claimed = await env.DB.prepare(
      "UPDATE push_outbox SET next_attempt_at = ? WHERE id = ? AND status = 'pending' AND next_attempt_at = ?",
    )
      .bind(Date.now() + OUTBOX.leaseMs, row.id, row.next_attempt_at)
      .run();
    if ((claimed.meta.changes ?? 0) === 0) continue; // Sent or claimed by someone else meanwhile.
    await attempt(env, row);
  }
  if (results.length === OUTBOX.batch) return Date.now();
  const next = await env.DB.prepare("SELECT MIN(next_attempt_at) AS at FROM push_outbox WHERE status = 'pending'").first();
  return z.object({ at: z.number().int().nullable() }).parse(next ?? { at: null }).at;
}

const listedSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  type: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  created_at: z.number().int(),
  done_at: z.number().int().nullable(),
  last_error: z.string().nullable(),
});

/** The outbox rows of `userId` (development: `GET /__admin/push-outbox?userId=`), oldest first. */
export async function listOutbox(env: Pick<Env, 'DB'>, userId: string) {
  const { results } = await env.DB.prepare(
    'SELECT id, user_id, type, status, attempts, created_at, done_at, last_error FROM push_outbox WHERE user_id = ? ORDER BY seq',
  )
    .bind(userId)
    .all();
  return results.map((r) => {
    const row = listedSchema.parse(r);
    return {
      id: row.id,
      userId: row.user_id,
      type: row.type,
      status: row.status,
      attempts: row.attempts,
      createdAt: row.created_at,
      doneAt: row.done_at,
      lastError: row.last_error,
    };
  });
}
