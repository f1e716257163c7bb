import type { CookieOptions } from 'hono/utils/cookie';
import * as z from 'zod';
import { signValue, verifyValue } from '../../signing/signed-value';

/**
 * The in-flight sign-in: `state`, `nonce`, PKCE verifier, the page to return to and the issuer,
 * HMAC-signed with SESSION_SECRET in a short-lived HttpOnly cookie scoped to /auth on this host
 * only (the callback comes back to the host that started the sign-in). SameSite=Lax: the callback
 * is a top-level navigation from the identity provider, which Lax still sends.
 */
export const AUTH_STATE_COOKIE = '__Secure-myaccount-auth';
export const AUTH_STATE_TTL_S = 10 * 60;
const PURPOSE = 'auth-state';

export const authStateSchema = z.object({
  state: z.string().min(20).max(100),
  nonce: z.string().min(20).max(100),
  verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  returnTo: z.string().startsWith('/').max(2048),
  issuer: z.url(),
});
export type AuthState = z.infer<typeof authStateSchema>;

export const authStateCookieOptions: CookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: 'Lax',
  path: '/auth',
  maxAge: AUTH_STATE_TTL_S,
};

export function sealAuthState(secret: string, s: AuthState, now?: number): Promise<string> {
  return signValue(secret, PURPOSE, s, AUTH_STATE_TTL_S, now);
}

export function openAuthState(secret: string, value: string | undefined, now?: number): Promise<AuthState | undefined> {
  return verifyValue(secret, PURPOSE, value, authStateSchema, now);
}
