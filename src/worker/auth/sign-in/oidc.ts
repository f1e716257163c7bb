import * as oauth from 'oauth4webapi';
import { withLostConnectionRetry } from '../../../shared/api/lost-connection-retry';
import { observedFetch } from '../../middleware/request-log/upstream-calls';

/**
 * The app's OpenID Connect client on `oauth4webapi` (discovery, authorization code + PKCE, refresh,
 * ID-token validation). This file only holds the app's settings around it: the one public client,
 * timeouts, the per-isolate discovery cache and log-safe error texts. Access tokens are verified
 * with jose (verify-access-token.ts), because they are for the API, not for this client.
 */

/** docs/contracts.md: the one OIDC client of the app (public client: PKCE, no secret). */
export const CLIENT_ID = 'myaccount';
export const SCOPE = 'openid email profile offline_access';

/** ID tokens: RS256 only (an `alg: none` or HS256 token never passes), 30 s clock tolerance. */
const client: oauth.Client = { client_id: CLIENT_ID, id_token_signed_response_alg: 'RS256', [oauth.clockTolerance]: 30 };
const clientAuth = oauth.None();

const DISCOVERY_TIMEOUT_MS = 5000;
const TOKEN_TIMEOUT_MS = 8000;
/** Discovery documents change rarely; an hour per isolate keeps sign-in from fetching it each time. */
export const DISCOVERY_TTL_MS = 60 * 60 * 1000;

export type TokenResponse = oauth.TokenEndpointResponse;

/**
 * Request options for one authority: no redirects are followed (oauth4webapi asks for
 * `redirect: 'manual'` itself), a timeout per call, `fetchImpl` for tests, and plain HTTP only when
 * the configured authority itself is HTTP (the local identity provider), never as a downgrade.
 */
function http(issuer: string | URL, fetchImpl: typeof fetch | undefined, timeoutMs: number) {
  return {
    // Recorded in the request's log line as the 'identityProvider' service (route template only).
    // A call lost with its pooled connection goes once more, the token POSTs too: sent twice, a
    // code exchange or a refresh at worst fails the second time (a code is single-use, a rotated
    // refresh token is refused), the failure the customer would have met anyway; without it a
    // sign-in failed whenever the identity provider had just closed an idle connection.
    [oauth.customFetch]: (url: string, init: RequestInit) =>
      withLostConnectionRetry(observedFetch('identityProvider', String(issuer), fetchImpl), () => true)(url, init),
    [oauth.allowInsecureRequests]: new URL(issuer).protocol === 'http:',
    signal: () => AbortSignal.timeout(timeoutMs),
  };
}

const discoveries = new Map<string, { as: Promise<oauth.AuthorizationServer>; fetchedAt: number }>();

async function fetchDiscovery(authority: string, fetchImpl: typeof fetch | undefined): Promise<oauth.AuthorizationServer> {
  const issuer = new URL(authority);
  // The issuer must be the authority we asked (OIDC Discovery §4.3): processDiscoveryResponse checks it.
  const as = await oauth.processDiscoveryResponse(
    issuer,
    await oauth.discoveryRequest(issuer, http(issuer, fetchImpl, DISCOVERY_TIMEOUT_MS)),
  );
  for (const k of ['authorization_endpoint', 'token_endpoint', 'jwks_uri'] as const) {
    if (typeof as[k] !== 'string') throw new Error(`discovery of ${authority} lacks ${k}`);
  }
  return as;
}

/**
 * The discovery document of `authority` (an issuer URL from `c.env.AUTHORITIES`), cached per
 * isolate for DISCOVERY_TTL_MS. Concurrent callers share one fetch; a failure is not cached.
 */
export function discover(authority: string, fetchImpl?: typeof fetch, now = Date.now()): Promise<oauth.AuthorizationServer> {
  const hit = discoveries.get(authority);
  if (hit && now - hit.fetchedAt < DISCOVERY_TTL_MS) return hit.as;
  const as = fetchDiscovery(authority, fetchImpl);
  discoveries.set(authority, { as, fetchedAt: now });
  as.catch(() => {
    if (discoveries.get(authority)?.as === as) discoveries.delete(authority);
  });
  return as;
}

/** Test hook: forget every cached document. */
export function clearDiscoveryCache(): void {
  discoveries.clear();
}

/** An endpoint of the document the browser is sent to (authorize, end-session), HTTP(S) only. */
export function browserEndpoint(as: oauth.AuthorizationServer, name: 'authorization_endpoint' | 'end_session_endpoint'): URL | undefined {
  const value = as[name];
  if (typeof value !== 'string') return undefined;
  const url = new URL(value);
  oauth.checkProtocol(url, new URL(as.issuer).protocol !== 'http:');
  return url;
}

/** A fresh PKCE verifier (RFC 7636, S256) with its challenge, and the `state` and `nonce` of a sign-in. */
export async function newSignIn(): Promise<{ verifier: string; challenge: string; state: string; nonce: string }> {
  const verifier = oauth.generateRandomCodeVerifier();
  return {
    verifier,
    challenge: await oauth.calculatePKCECodeChallenge(verifier),
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
  };
}

/**
 * The callback's parameters checked against this sign-in: `state`, the RFC 9207 `iss` (mix-up:
 * required when the authority announces it, else checked when sent) and an `error` answer.
 * Throws AuthorizationResponseError for an `error`, OperationProcessingError for the rest.
 */
export function checkCallback(as: oauth.AuthorizationServer, callback: URLSearchParams, state: string): URLSearchParams {
  return oauth.validateAuthResponse(as, client, callback, state);
}

/**
 * Redeems the code of checked callback parameters with the PKCE verifier and validates the ID
 * token: signature against the authority's key set (RS256 only), `iss`, `aud`, `exp`, and the
 * `nonce` of this sign-in (a code injected from another session fails here). Throws
 * OperationProcessingError when the answer or its ID token is refused, other errors when the token
 * endpoint failed or was unreachable.
 */
export async function redeemCode(
  as: oauth.AuthorizationServer,
  params: URLSearchParams,
  expected: { nonce: string; verifier: string; redirectUri: string },
  fetchImpl?: typeof fetch,
): Promise<{ tokens: TokenResponse; idSub: string }> {
  const options = http(as.issuer, fetchImpl, TOKEN_TIMEOUT_MS);
  const res = await oauth.authorizationCodeGrantRequest(as, client, clientAuth, params, expected.redirectUri, expected.verifier, options);
  const tokens = await oauth.processAuthorizationCodeResponse(as, client, res, { expectedNonce: expected.nonce, requireIdToken: true });
  await oauth.validateApplicationLevelSignature(as, res, options);
  const claims = oauth.getValidatedIdTokenClaims(tokens);
  if (!claims) throw new oauth.OperationProcessingError('token response without an ID token');
  return { tokens, idSub: claims.sub };
}

/** Refresh-token grant; the answer carries the rotated refresh token. Throws on any failure. */
export async function refreshGrant(as: oauth.AuthorizationServer, refreshToken: string, fetchImpl?: typeof fetch): Promise<TokenResponse> {
  const options = http(as.issuer, fetchImpl, TOKEN_TIMEOUT_MS);
  const res = await oauth.refreshTokenGrantRequest(as, client, clientAuth, refreshToken, options);
  const tokens = await oauth.processRefreshTokenResponse(as, client, res);
  if (tokens.id_token) await oauth.validateApplicationLevelSignature(as, res, options);
  return tokens;
}

/**
 * RFC 7009 revocation of a refresh token at the authority (sign-out): the identity provider ends
 * the token's whole family, so neither this token nor any rotated from it mints tokens again.
 * Throws when the authority advertises no `revocation_endpoint` or refuses the request.
 */
export async function revokeRefreshToken(as: oauth.AuthorizationServer, refreshToken: string, fetchImpl?: typeof fetch): Promise<void> {
  if (typeof as.revocation_endpoint !== 'string') throw new Error('discovery lacks revocation_endpoint');
  const res = await oauth.revocationRequest(as, client, clientAuth, refreshToken, {
    ...http(as.issuer, fetchImpl, TOKEN_TIMEOUT_MS),
    additionalParameters: { token_type_hint: 'refresh_token' },
  });
  await oauth.processRevocationResponse(res);
}

/** OAuth error codes are short ASCII words; anything else is not echoed into reports. */
export const safeCode = (v: unknown) => (typeof v === 'string' && /^[a-z_]{1,64}$/.test(v) ? v : 'unknown');

/** A short, log-safe description of a failure of this client (never a token or a response body). */
export function describeOidcError(err: unknown): string {
  if (err instanceof oauth.AuthorizationResponseError) return `identity provider answered ${safeCode(err.error)}`;
  if (err instanceof oauth.ResponseBodyError) return `token endpoint answered ${err.status} (${safeCode(err.error)})`;
  if (err instanceof oauth.OperationProcessingError) return `${err.message} [${err.code ?? 'unknown'}]`;
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'identity provider did not answer in time';
  if (err instanceof TypeError) return `identity provider unreachable (${err.message})`;
  return err instanceof Error ? err.message : String(err);
}
