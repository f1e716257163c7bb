import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { safeReturnTo } from '../../shared/links/return-to';
import type { AppEnv } from '../env';
import { markPrivate, useNoReferrer } from '../middleware/security-headers';
import { expireCookie } from '../session/chunked-cookies';
import { requestHost, writeTokenCookies } from '../session/token-cookies';
import { authorityFor } from './authority';
import { checkCustomer, customerGateCookie } from './customer-gate';
import { discover } from './discovery';
import { authErrorPage } from './html';
import type { AuthRouteOptions } from './login';
import { reportAuth } from './report';
import { AUTH_STATE_COOKIE, authStateCookieOptions, openAuthState } from './state-cookie';
import { exchangeCode } from './token-endpoint';
import { jwksFor, verifyAccessToken } from './verify-access-token';
import { verifyIdToken } from './verify-id-token';

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));
/** OAuth error codes are short ASCII words; anything else is not echoed into reports. */
const safeCode = (v: string | null) => (v && /^[a-z_]{1,64}$/.test(v) ? v : 'unknown');

/**
 * GET /auth/callback?code&state[&iss]: checks `state` against the signed state cookie, exchanges
 * the code (PKCE verifier, no redirects followed), verifies the ID token's nonce and the access
 * token, stores the tokens, primes the customer gate and returns to the page first asked for.
 * A bad or missing `state` resets to the root (account-area §8); other failures show a localised
 * page with a link to try again. Every failure is reported as 'Auth Error: …'.
 */
export async function callback(c: Context<AppEnv>, o: AuthRouteOptions): Promise<Response> {
  const url = new URL(c.req.url);
  const q = url.searchParams;
  // The URL carries the code: it must not leak through Referer; the response is per user.
  useNoReferrer(c);
  markPrivate(c);
  c.header('Cache-Control', 'no-store');
  c.header('Set-Cookie', expireCookie(AUTH_STATE_COOKIE, authStateCookieOptions), { append: true });

  const saved = await openAuthState(c.env.SESSION_SECRET, getCookie(c, AUTH_STATE_COOKIE));
  if (!saved || q.get('state') !== saved.state) {
    reportAuth(c, o.report, 'Auth', saved ? 'state does not match this sign-in' : 'no sign-in in progress (state cookie missing or expired)');
    return c.redirect('/', 302);
  }
  const retry = saved.returnTo;
  const fail = (detail: string, status: 400 | 502 = 400) => {
    reportAuth(c, o.report, 'Auth', detail);
    return authErrorPage(c, status, retry);
  };

  if (q.has('error')) return fail(`identity provider answered ${safeCode(q.get('error'))}`);
  let issuer: string;
  try {
    issuer = authorityFor(c);
  } catch (err) {
    return fail(message(err), 502);
  }
  if (saved.issuer !== issuer) return fail('sign-in started at another authority');
  // RFC 9207: the `iss` parameter, when sent, names the authority that issued the code (mix-up).
  const iss = q.get('iss');
  if (iss !== null && iss.replace(/\/+$/, '') !== issuer) return fail('callback iss does not match the authority');
  const code = q.get('code');
  if (!code || code.length > 512) return fail('callback without a code');

  const fetchImpl = o.fetch ?? fetch;
  let doc;
  let tokens;
  try {
    doc = await discover(issuer, fetchImpl);
    tokens = await exchangeCode(doc.token_endpoint, { code, redirectUri: `${url.origin}/auth/callback`, codeVerifier: saved.verifier }, fetchImpl);
  } catch (err) {
    return fail(`code exchange failed: ${message(err)}`, 502);
  }
  const keys = jwksFor(doc.jwks_uri, o.fetch);
  if (!tokens.id_token) return fail('token response without an ID token');
  let idSub: string;
  try {
    idSub = (await verifyIdToken(tokens.id_token, { issuer, keys, nonce: saved.nonce })).sub;
  } catch (err) {
    return fail(`ID token refused: ${message(err)}`);
  }
  const access = await verifyAccessToken(tokens.access_token, { issuer, keys });
  if (!access.ok) return fail(`access token refused: ${access.detail}`, access.reason === 'unavailable' ? 502 : 400);
  if (access.session.userId !== idSub) return fail('access token and ID token name different users');

  const host = requestHost(c.req.url);
  const cookies = getCookie(c);
  let setCookies: string[];
  try {
    setCookies = writeTokenCookies(cookies, host, {
      accessToken: tokens.access_token,
      accessExpiresAt: access.session.expiresAt,
      ...(tokens.refresh_token ? { refreshToken: tokens.refresh_token } : {}),
    });
  } catch (err) {
    return fail(`token cookies: ${message(err)}`, 502);
  }
  const customer = await checkCustomer(c.env, tokens.access_token, c.var.correlationId ?? crypto.randomUUID(), o.fetch);
  // A deleted account is signed straight out again (no token cookies are set).
  if (customer === 'deleted') return c.redirect('/logout', 302);
  if (customer === 'active') setCookies.push(await customerGateCookie(c.env.SESSION_SECRET, host, access.session.userId));
  for (const v of setCookies) c.header('Set-Cookie', v, { append: true });
  return c.redirect(safeReturnTo(saved.returnTo, url.origin), 302);
}
