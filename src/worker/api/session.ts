/** The part of `c.var.session` (set by the auth `session()` middleware) this code relies on. */
export interface ProxySession {
  accessToken: string;
  userId?: string;
  idpType?: string;
  idpSub?: string;
}

const str = (v: unknown): v is string => typeof v === 'string' && v !== '';

/**
 * Reads `c.var.session` without depending on the auth module's types (built in parallel):
 * anything without a non-empty string access token counts as "no session".
 */
export function sessionOf(c: { var: object }): ProxySession | null {
  const raw: unknown = (c.var as Record<string, unknown>).session;
  if (!raw || typeof raw !== 'object') return null;
  const { accessToken, userId, idpType, idpSub } = raw as Record<string, unknown>;
  if (!str(accessToken)) return null;
  return {
    accessToken,
    ...(str(userId) ? { userId } : {}),
    ...(str(idpType) ? { idpType } : {}),
    ...(str(idpSub) ? { idpSub } : {}),
  };
}
