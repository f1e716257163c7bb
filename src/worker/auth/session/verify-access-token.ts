import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import * as z from 'zod';
import type { Session } from '../../env';

/** docs/contracts.md: the audience of every access token the app accepts. */
export const ACCESS_AUDIENCE = 'myaccount-api';
/** Pinned: an `alg: none` or HS256 token (signed with the public key as secret) never verifies. */
export const ALGORITHMS = ['RS256'];
export const CLOCK_TOLERANCE_S = 30;
/** An unknown `kid` refetches the key set at most once per this period (key rotation, not abuse). */
export const JWKS_COOLDOWN_MS = 30_000;
export const JWKS_TIMEOUT_MS = 5_000;
/** Keys are refetched after this even when every kid is known (a revoked key drops out). */
export const JWKS_MAX_AGE_MS = 10 * 60_000;

const claimsSchema = z.object({
  sub: z.string().min(1).max(200),
  email: z.email(),
  idp_type: z.string().min(1).max(100),
  idp_sub: z.string().min(1).max(200),
  auth_method: z.string().max(50).optional(),
  exp: z.number().int(),
});

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * Tokens this isolate has verified, per key set (issue 18 §4: a signed-in page verified the same
 * access token's RS256 signature and parsed its claims on every request). Keyed by issuer + the
 * exact token string, so only a byte-identical token that already passed every check is taken
 * from here; its expiry is still checked on every use, and an entry is kept at most
 * VERIFIED_TTL_MS, so a key dropped from the key set stops being honoured within that time.
 */
export const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 1_000;
const verified = new WeakMap<JWTVerifyGetKey, Map<string, { session: Session; until: number }>>();

/**
 * The remote key set of `jwksUri`, one per isolate (so its cache and cooldown are shared by every
 * request). `fetchImpl` replaces the network in unit tests only.
 */
export function jwksFor(jwksUri: string, fetchImpl?: typeof fetch): JWTVerifyGetKey {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri), {
      cooldownDuration: JWKS_COOLDOWN_MS,
      timeoutDuration: JWKS_TIMEOUT_MS,
      cacheMaxAge: JWKS_MAX_AGE_MS,
      ...(fetchImpl ? { [customFetch]: (url: string, init: RequestInit) => fetchImpl(url, { ...init, redirect: 'manual' }) } : {}),
    });
    keySets.set(jwksUri, set);
  }
  return set;
}

/** Test hook: forget cached key sets. */
export function clearKeySets(): void {
  keySets.clear();
}

function cachedVerification(keys: JWTVerifyGetKey, key: string, now: number): VerifyResult | undefined {
  const hit = verified.get(keys)?.get(key);
  if (!hit || hit.until <= now) return undefined;
  // Expired since it was verified: the same answer jose would give (a refresh may help).
  if (hit.session.expiresAt + CLOCK_TOLERANCE_S <= now / 1000) return { ok: false, reason: 'expired', detail: 'JWTExpired (cached)' };
  return { ok: true, session: hit.session };
}

function rememberVerification(keys: JWTVerifyGetKey, key: string, session: Session, now: number): void {
  let byToken = verified.get(keys);
  if (!byToken) {
    byToken = new Map();
    verified.set(keys, byToken);
  }
  // Oldest first (insertion order): a bounded memory per isolate.
  if (byToken.size >= VERIFIED_MAX) byToken.delete(byToken.keys().next().value as string);
  byToken.set(key, { session, until: now + VERIFIED_TTL_MS });
}

export type VerifyResult =
  | { ok: true; session: Session }
  /** `expired`: a refresh may help; `unavailable`: the key set could not be fetched (fail closed). */
  | { ok: false; reason: 'expired' | 'invalid' | 'unavailable'; detail: string };

function classify(err: unknown): VerifyResult {
  const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  if (err instanceof errors.JWTExpired) return { ok: false, reason: 'expired', detail };
  if (err instanceof errors.JWKSTimeout || err instanceof errors.JWKSInvalid) return { ok: false, reason: 'unavailable', detail };
  // jose reports a non-200 key-set answer as its generic error.
  if (err instanceof errors.JOSEError && err.code === 'ERR_JOSE_GENERIC') return { ok: false, reason: 'unavailable', detail };
  // Network errors from the JWKS fetch arrive as plain errors (TypeError, AbortError), not JOSE ones.
  if (!(err instanceof errors.JOSEError)) return { ok: false, reason: 'unavailable', detail };
  return { ok: false, reason: 'invalid', detail };
}

/**
 * Verifies an access token (DESIGN.md §3, issue 4 item 2): RS256 only, `iss` = the authority's
 * issuer, `aud` = myaccount-api, `exp` required, 30 s clock tolerance (also for `nbf`). Never
 * throws: any failure is a result, and only `ok: true` may be treated as signed in.
 */
export async function verifyAccessToken(
  token: string,
  opts: { issuer: string; keys: JWTVerifyGetKey; now?: number },
): Promise<VerifyResult> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 16_384) {
    return { ok: false, reason: 'invalid', detail: 'not a token' };
  }
  const now = opts.now ?? Date.now();
  const cacheKey = `${opts.issuer}\n${token}`;
  const cached = cachedVerification(opts.keys, cacheKey, now);
  if (cached) return cached;
  try {
    const { payload } = await jwtVerify(token, opts.keys, {
      algorithms: ALGORITHMS,
      issuer: opts.issuer,
      audience: ACCESS_AUDIENCE,
      requiredClaims: ['exp', 'sub'],
      clockTolerance: CLOCK_TOLERANCE_S,
      ...(opts.now !== undefined ? { currentDate: new Date(opts.now) } : {}),
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return { ok: false, reason: 'invalid', detail: `claims: ${claims.error.message}` };
    const c = claims.data;
    const session: Session = {
      userId: c.sub,
      email: c.email,
      idpType: c.idp_type,
      idpSub: c.idp_sub,
      isBusiness: c.auth_method?.toLowerCase() === 'b2b',
      expiresAt: c.exp,
    };
    // Frozen: the same object serves every request of this isolate that carries this token.
    Object.freeze(session);
    rememberVerification(opts.keys, cacheKey, session, now);
    return { ok: true, session };
  } catch (err) {
    return classify(err);
  }
}
