import type { Context } from 'hono';
import { signInParams } from '../../../shared/brands/brands';
import { safeReturnTo } from '../../../shared/links/return-to';
import { isStripped } from '../../../shared/links/stripped';
import type { AppEnv } from '../../env';
import { markPrivate, useNoReferrer } from '../../middleware/security-headers';
import { type AuthReporter, reportAuth } from '../report';
import { authorityFor } from './authority';
import { authErrorPage } from './html';
import { browserEndpoint, CLIENT_ID, describeOidcError, discover, newSignIn, SCOPE } from './oidc';
import { AUTH_STATE_COOKIE, authStateCookieOptions, sealAuthState } from './state-cookie';

export interface AuthRouteOptions {
  report?: AuthReporter;
  /** Replaces fetch for the identity provider (tests only). */
  fetch?: typeof fetch;
}

/**
 * GET /auth/login?returnTo=<same-origin path>: starts an authorization-code sign-in with PKCE
 * (S256), `state` and `nonce` at the brand's authority, with the brand's extra parameters, the
 * stripped theme when the page asked for it, and `ui_locales` = the brand's locale.
 */
export async function login(c: Context<AppEnv>, o: AuthRouteOptions): Promise<Response> {
  const url = new URL(c.req.url);
  // Both this page's URL and the authorize URL carry sign-in data: no Referer to the IdP.
  useNoReferrer(c);
  markPrivate(c);
  const returnTo = safeReturnTo(url.searchParams.get('returnTo') ?? '/', url.origin);
  // Already signed in (e.g. the session was refreshed while a 401 sent the client here): no trip
  // to the identity provider. To switch accounts the user signs out first.
  if (c.var.session) {
    c.header('Cache-Control', 'no-store');
    return c.redirect(returnTo, 302);
  }
  const issuer = authorityFor(c);
  let target: URL | undefined;
  try {
    target = browserEndpoint(await discover(issuer, o.fetch), 'authorization_endpoint');
  } catch (err) {
    reportAuth(c, o.report, 'Auth', `sign-in unavailable: ${describeOidcError(err)}`);
  }
  if (!target) return authErrorPage(c, 502, `/auth/login?returnTo=${encodeURIComponent(returnTo)}`);
  const { verifier, challenge, state, nonce } = await newSignIn();
  const sealed = await sealAuthState(c.env.SESSION_SECRET, { state, nonce, verifier, returnTo, issuer });

  const stripped = c.var.stripped === true || isStripped(new URL(returnTo, url.origin).searchParams);
  // Brand extras first, so they can never override a protocol parameter.
  for (const [k, v] of Object.entries(signInParams(c.var.brand, { stripped }))) target.searchParams.set(k, v);
  const protocol: Record<string, string> = {
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${url.origin}/auth/callback`,
    scope: SCOPE,
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ui_locales: c.var.brand.locale,
  };
  for (const [k, v] of Object.entries(protocol)) target.searchParams.set(k, v);

  c.var.cookies.set(AUTH_STATE_COOKIE, sealed, authStateCookieOptions);
  c.header('Cache-Control', 'no-store');
  return c.redirect(target.toString(), 302);
}
