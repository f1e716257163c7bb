import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AuthorizationResponseError, OperationProcessingError } from 'oauth4webapi';
import { safeReturnTo } from '../../../shared/links/return-to';
import { acceptLanguageFor } from '../../api';
import type { AppEnv } from '../../env';
import { markPrivate, useNoReferrer } from '../../middleware/security-headers';
import { readCustomer, setCustomerGateCookie } from '../customer-gate/customer-record';
import { reportAuth } from '../report';
import { requestHost, writeTokenCookies } from '../session/token-cookies';
import { jwksFor, verifyAccessToken } from '../session/verify-access-token';
import { signOut } from '../sign-out/logout';
import { authorityFor } from './authority';
import { authErrorPage, signInPausedPage } from './html';
import type { AuthRouteOptions } from './login';
import { checkCallback, describeOidcError, discover, redeemCode } from './oidc';
import { AUTH_STATE_COOKIE, authStateCookieOptions, openAuthState } from './state-cookie';

/** The provider's `retry_after` (seconds), within 1 s to 1 h; 15 minutes when missing or malformed. */
export function retryAfterSeconds(raw: string | null): number {
  const seconds = /^\d{1,5}$/.test(raw ?? '') ? Number(raw) : 900;
  return Math.min(3600, Math.max(1, seconds));
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * GET /auth/callback?code&state[&iss]: checks `state` against the signed state cookie, redeems
 * the code (PKCE verifier, no redirects followed), validates the ID token (nonce of this sign-in)
 * and the access token, stores the tokens, primes the customer gate and returns to the page first
 * asked for. A bad or missing `state` resets to the root (account-area §8); other failures show a
 * localised page with a link to try again. Every failure is reported as 'Auth Error: …'.
 */
export async function callback(c: Context<AppEnv>, o: AuthRouteOptions): Promise<Response> {
  const url = new URL(c.req.url);
  const q = url.searchParams;
  // The URL carries the code: it must not leak through Referer; the response is per user.
  useNoReferrer(c);
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  c.var.cookies.expire(AUTH_STATE_COOKIE, authStateCookieOptions);

  const saved = await openAuthState(c.env.SESSION_SECRET, getCookie(c, AUTH_STATE_COOKIE));
  if (!saved || q.get('state') !== saved.state) {
    reportAuth(
      c,
      o.report,
      'Auth',
      saved ? 'state does not match this sign-in' : 'no sign-in in progress (state cookie missing or expired)',
    );
    return c.redirect('/', 302);
  }
  const fail = (detail: string, status: 400 | 502 = 400) => {
    reportAuth(c, o.report, 'Auth', detail);
    return authErrorPage(c, status, saved.returnTo);
  };

  let issuer: string;
  try {
    issuer = authorityFor(c);
  } catch (err) {
    return fail(message(err), 502);
  }
  if (saved.issuer !== issuer) return fail('sign-in started at another authority');
  if ((q.get('code')?.length ?? 0) > 512) return fail('callback code is too long');

  let as: Awaited<ReturnType<typeof discover>>;
  try {
    as = await discover(issuer, o.fetch);
  } catch (err) {
    return fail(`code exchange failed: ${describeOidcError(err)}`, 502);
  }
  let params: URLSearchParams;
  try {
    params = checkCallback(as, q, saved.state);
  } catch (err) {
    // The identity provider paused sign-ins for this account or address range after failed
    // attempts (it limits failures where it checks the password; this callback has no limit of its
    // own). Not a fault: the customer learns when to try again, with the way back to their page.
    if (err instanceof AuthorizationResponseError && err.error === 'temporarily_unavailable') {
      const seconds = retryAfterSeconds(err.cause.get('retry_after'));
      c.header('Retry-After', String(seconds));
      return signInPausedPage(c, saved.returnTo, Math.ceil(seconds / 60));
    }
    return fail(describeOidcError(err));
  }
  if (!params.get('code')) return fail('callback without a code');
  let redeemed: Awaited<ReturnType<typeof redeemCode>>;
  try {
    redeemed = await redeemCode(as, params, { ...saved, redirectUri: `${url.origin}/auth/callback` }, o.fetch);
  } catch (err) {
    // A refused answer (its ID token included) is the identity provider's bad response; anything
    // else (an OAuth error answer, a timeout, no connection) means the exchange itself failed.
    if (err instanceof OperationProcessingError) return fail(`token response refused: ${describeOidcError(err)}`);
    return fail(`code exchange failed: ${describeOidcError(err)}`, 502);
  }
  const { tokens, idSub } = redeemed;
  const access = await verifyAccessToken(tokens.access_token, { issuer, keys: jwksFor(String(as.jwks_uri), o.fetch) });
  if (!access.ok) return fail(`access token refused: ${access.detail}`, access.reason === 'unavailable' ? 502 : 400);
  if (access.session.userId !== idSub) return fail('access token and ID token name different users');

  const host = requestHost(c.req.url);
  const correlationId = c.var.correlationId ?? crypto.randomUUID();
  const returnTo = safeReturnTo(saved.returnTo, url.origin);
  const { check: customer, ...known } = await readCustomer(c.env, tokens.access_token, correlationId, o.fetch, acceptLanguageFor(c));
  // A deleted account is signed straight out again: no token cookies, the new refresh token revoked.
  if (customer === 'deleted') return signOut(c, o, tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {});
  try {
    writeTokenCookies(c.var.cookies, getCookie(c), host, {
      accessToken: tokens.access_token,
      accessExpiresAt: access.session.expiresAt,
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    });
  } catch (err) {
    return fail(`token cookies: ${message(err)}`, 502);
  }
  if (customer === 'active') await setCustomerGateCookie(c.var.cookies, c.env.SESSION_SECRET, host, access.session.userId, known);
  return c.redirect(returnTo, 302);
}
