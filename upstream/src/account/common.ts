import type { Context } from 'hono';
import type { UpstreamBindings, UpstreamEnv } from '../env';

export const DAY_MS = 86_400_000;

/** ISO timestamp `days` days (may be fractional) before `now`. */
export function daysAgo(days: number, now = Date.now()): string {
  return new Date(now - days * DAY_MS).toISOString();
}

/** Random URL-safe token with 256 bits of entropy. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Hex SHA-256; confirmation tokens are stored only as this hash. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Counts accepted requests per bucket in a sliding window and records this one if allowed.
 * Returns false when the limit is reached (the caller answers 429).
 */
export async function takeRateLimit(env: Pick<UpstreamBindings, 'DB'>, bucket: string, max: number, windowMs: number): Promise<boolean> {
  const now = Date.now();
  const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM rate_events WHERE bucket = ? AND at > ?')
    .bind(bucket, now - windowMs)
    .first<{ n: number }>();
  if ((row?.n ?? 0) >= max) return false;
  await env.DB.batch([
    env.DB.prepare('INSERT INTO rate_events (bucket, at) VALUES (?, ?)').bind(bucket, now),
    // Housekeeping: old events are never needed again.
    env.DB.prepare('DELETE FROM rate_events WHERE at < ?').bind(now - 86_400_000),
  ]);
  return true;
}

/** The signed-in user's row, or null when missing or deleted (deleted accounts look absent). */
export async function loadUser(env: Pick<UpstreamBindings, 'DB'>, userId: string) {
  return env.DB.prepare('SELECT id, email, idp_type, idp_sub, b2b, account_id, profile FROM users WHERE id = ? AND deleted_at IS NULL')
    .bind(userId)
    .first<{ id: string; email: string; idp_type: string; idp_sub: string; b2b: number; account_id: number; profile: string }>();
}

export type Ctx = Context<UpstreamEnv>;

/** Absolute URL on this upstream (PUBLIC_BASE_URL without a trailing slash). */
export function publicUrl(env: Pick<UpstreamBindings, 'PUBLIC_BASE_URL'>, path: string): string {
  return env.PUBLIC_BASE_URL.replace(/\/+$/, '') + path;
}
