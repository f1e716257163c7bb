import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** The part of `c.var.session` (set by the auth `session()` middleware) this code relies on. */
export interface ProxySession {
  accessToken: string;
  userId?: string;
}

/**
 * Reads `c.var.session` without depending on the auth module's types (built in parallel):
 * anything without a non-empty string access token counts as "no session".
 */
export function sessionOf(c: Context<AppEnv>): ProxySession | null {
  const raw: unknown = (c.var as Record<string, unknown>).session;
  if (!raw || typeof raw !== 'object') return null;
  const { accessToken, userId } = raw as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return null;
  return { accessToken, ...(typeof userId === 'string' ? { userId } : {}) };
}
