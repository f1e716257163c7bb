import { z } from 'zod';

/** Audience of access tokens (docs/contracts.md). */
export const ACCESS_AUDIENCE = 'myaccount-api';
/** The one OIDC client; the ID token's audience. */
export const CLIENT_ID = 'myaccount';

/** Claims of an upstream access token, exactly as docs/contracts.md lists them. */
export const accessClaimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  sub: z.string().uuid(),
  email: z.string(),
  idp_type: z.string(),
  idp_sub: z.string(),
  auth_method: z.enum(['b2b', 'b2c']),
  /** The session (refresh-token family) the token was issued in; refused once it is revoked. */
  sid: z.string().min(1).max(64),
  iat: z.number(),
  nbf: z.number(),
  exp: z.number(),
});

export type AccessClaims = z.infer<typeof accessClaimsSchema>;
