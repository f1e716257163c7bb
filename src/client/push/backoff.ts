export interface BackoffOptions {
  /** Delay ceiling before jitter for the first retry (ms). */
  baseMs?: number;
  /** Longest delay ever waited (ms): a tab offline for an hour retries at least this often. */
  capMs?: number;
}

export const DEFAULT_BACKOFF = { baseMs: 500, capMs: 30_000 } as const;

/**
 * Delay before reconnect attempt `attempt` (1 = first retry): capped exponential backoff with
 * "full jitter" — uniformly random in [0, min(cap, base·2^(attempt-1))] — so the tabs of many
 * users dropped by one deploy do not all come back in the same instant.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random, options: BackoffOptions = {}): number {
  const baseMs = options.baseMs ?? DEFAULT_BACKOFF.baseMs;
  const capMs = options.capMs ?? DEFAULT_BACKOFF.capMs;
  if (!(baseMs > 0) || !(capMs >= baseMs)) throw new RangeError('reconnectDelay: need 0 < baseMs <= capMs');
  const exponent = Math.min(Math.max(attempt, 1) - 1, 30); // 2^30 already exceeds any cap.
  const ceiling = Math.min(capMs, baseMs * 2 ** exponent);
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.round(r * ceiling);
}
