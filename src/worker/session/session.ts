/**
 * The signed-in user as the worker knows it, from the verified access token. Safe to hand to the
 * router context: it holds no token (the bearer is `c.var.accessToken`, server-side only).
 */
export interface Session {
  userId: string;
  email: string;
  idpType: string;
  idpSub: string;
  /** Authentication-method claim equals 'b2b', case-insensitively (account-area §6). */
  isBusiness: boolean;
  /** Access-token expiry, seconds since the epoch. */
  expiresAt: number;
}
