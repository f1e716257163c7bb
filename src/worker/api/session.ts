import type { Context } from 'hono';
import type { AppEnv } from '../env';

/** What the proxy, the transport and the reporter need of the signed-in user. */
export interface ProxySession {
  accessToken: string;
  userId: string;
  idpType: string;
  idpSub: string;
}

/**
 * The signed-in user and bearer as the auth `session()` middleware leaves them: `c.var.session`
 * (claims, no token) and `c.var.accessToken` (server-side only). Both must be there, else "no
 * session" (fail closed).
 */
export function sessionOf(c: Context<AppEnv>): ProxySession | null {
  const session = c.get('session');
  const accessToken = c.get('accessToken');
  if (!session || typeof accessToken !== 'string' || accessToken === '') return null;
  return { accessToken, userId: session.userId, idpType: session.idpType, idpSub: session.idpSub };
}
