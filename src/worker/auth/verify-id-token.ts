import { jwtVerify, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import { ALGORITHMS, CLOCK_TOLERANCE_S } from './verify-access-token';
import { CLIENT_ID } from './token-endpoint';

const idClaimsSchema = z.object({ sub: z.string().min(1), nonce: z.string().min(1) });

/**
 * Checks the ID token of a code exchange: signed by the authority (RS256), for this client, and
 * carrying the `nonce` of this sign-in (a code injected from another session fails here).
 * Returns the subject, which must match the access token's; throws on any failure.
 */
export async function verifyIdToken(
  token: string,
  opts: { issuer: string; keys: JWTVerifyGetKey; nonce: string },
): Promise<{ sub: string }> {
  const { payload } = await jwtVerify(token, opts.keys, {
    algorithms: ALGORITHMS,
    issuer: opts.issuer,
    audience: CLIENT_ID,
    requiredClaims: ['exp', 'sub', 'nonce'],
    clockTolerance: CLOCK_TOLERANCE_S,
  });
  const claims = idClaimsSchema.parse(payload);
  if (claims.nonce !== opts.nonce) throw new Error('ID token nonce does not match this sign-in');
  return { sub: claims.sub };
}
