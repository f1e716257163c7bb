import { z } from 'zod';
import type { UpstreamBindings } from '../../env';
import { randomToken, sha256Hex } from '../common';

type Env = Pick<UpstreamBindings, 'DB'>;
export type TokenPurpose = 'delete-account' | 'change-email' | 'subscription';

/** E-mail links expire after 24 hours. */
export const TOKEN_TTL_MS = 24 * 3_600_000;

/** Shape of a token in a URL path: what randomToken() makes (base64url). */
export const tokenParam = z.string().regex(/^[A-Za-z0-9_-]{20,200}$/, 'token must be a confirmation token');

/** Stores the hash of a new single-use token and returns the token itself (only ever mailed). */
export async function issueToken(
  env: Env,
  t: { purpose: TokenPurpose; userId: string | null; email: string; channel: string },
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await env.DB.prepare(
    'INSERT INTO confirmation_tokens (token_hash, purpose, user_id, email, channel, expires_at, created) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
    .bind(await sha256Hex(token), t.purpose, t.userId, t.email.toLowerCase(), t.channel, now + TOKEN_TTL_MS, now)
    .run();
  return token;
}

const consumed = z.object({ user_id: z.string().nullable(), email: z.string(), channel: z.string() });
export type ConsumeResult =
  | { ok: true; userId: string | null; email: string; channel: string }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' };

/**
 * Uses a token once: the UPDATE only matches an unused, unexpired token of this purpose (and
 * user / e-mail when given), so two concurrent confirms cannot both succeed.
 */
export async function consumeToken(
  env: Env,
  purpose: TokenPurpose,
  token: string,
  owner: { userId?: string; email?: string },
): Promise<ConsumeResult> {
  const hash = await sha256Hex(token);
  const now = Date.now();
  const row = await env.DB.prepare(
    `UPDATE confirmation_tokens SET used_at = ?
     WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?
       AND (? IS NULL OR user_id = ?) AND (? IS NULL OR email = ?)
     RETURNING user_id, email, channel`,
  )
    .bind(
      now,
      hash,
      purpose,
      now,
      owner.userId ?? null,
      owner.userId ?? null,
      owner.email?.toLowerCase() ?? null,
      owner.email?.toLowerCase() ?? null,
    )
    .first();
  if (row) {
    const r = consumed.parse(row);
    return { ok: true, userId: r.user_id, email: r.email, channel: r.channel };
  }
  // Why it failed, for the status: another user's token looks unknown.
  const existing = await env.DB.prepare(
    'SELECT used_at, expires_at FROM confirmation_tokens WHERE token_hash = ? AND purpose = ? AND (? IS NULL OR user_id = ?) AND (? IS NULL OR email = ?)',
  )
    .bind(hash, purpose, owner.userId ?? null, owner.userId ?? null, owner.email?.toLowerCase() ?? null, owner.email?.toLowerCase() ?? null)
    .first<{ used_at: number | null; expires_at: number }>();
  if (!existing) return { ok: false, reason: 'unknown' };
  return { ok: false, reason: existing.used_at ? 'used' : 'expired' };
}
