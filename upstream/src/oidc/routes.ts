import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CLIENT_ID } from '../auth/claims';
import { requireUser } from '../auth/require-user';
import { findUserById } from '../auth/users';
import type { UpstreamEnv } from '../env';
import { issuePath, jsonError, validationBody } from '../http/validate';
import { type Authority, isAuthority, issuerOf } from './authorities';
import { checkCredentials } from './credentials';
import { publicJwks } from './keys';
import { isAllowedRedirect } from './origins';
import { signedOutPage, signInPage } from './pages';
import { authorizeParamsSchema, credentialsSchema, logoutParamsSchema, revocationRequestSchema, tokenRequestSchema } from './schemas';
import { recordFailedSignIn, signInPausedFor } from './sign-in-limits';
import { consumeAuthCode, createAuthCode, issueTokens, pkceMatches, revokeRefreshToken, rotateRefreshToken } from './tokens';

type Ctx = Context<UpstreamEnv>;

const BAD_CREDENTIALS = 'Wrong e-mail or password.';

function authorityOf(c: Ctx): Authority | null {
  const a = c.req.param('authority') ?? '';
  return isAuthority(a) ? a : null;
}

/** Flattens query/form values to strings (repeated keys: first one wins), dropping files. */
function stringRecord(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string') out[k] = first;
  }
  return out;
}

/** Validates authorize parameters including the redirect_uri policy; a 400 Response on failure. */
function checkAuthorize(c: Ctx, raw: Record<string, string>) {
  const parsed = authorizeParamsSchema.safeParse(raw);
  if (!parsed.success) return { error: c.json(validationBody(parsed.error), 400) };
  if (!isAllowedRedirect(c.env, parsed.data.redirect_uri)) {
    return { error: jsonError(c, 400, 'validation', 'redirect_uri: not an allowed app origin', 'redirect_uri') };
  }
  return { params: parsed.data };
}

/** OAuth-style error body (`error`, `error_description`) plus our `message`/`field`. */
function oauthError(c: Ctx, error: string, description: string, field?: string, status: 400 | 401 = 400) {
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description, message: description, ...(field ? { field } : {}) }, status);
}

async function readBody(c: Ctx): Promise<Record<string, string>> {
  const type = c.req.header('Content-Type') ?? '';
  if (/^application\/json/i.test(type)) {
    let json: unknown;
    try {
      json = await c.req.json();
    } catch {
      return {};
    }
    const record = z.record(z.string(), z.unknown()).safeParse(json);
    return record.success ? stringRecord(record.data) : {};
  }
  return stringRecord(await c.req.parseBody());
}

/** Mounts the identity provider under `/oidc/{authority}` (docs/contracts.md, identity provider). */
export function registerOidc(app: Hono<UpstreamEnv>): void {
  const oidc = new Hono<UpstreamEnv>();

  oidc.use('*', async (c, next) => {
    if (!authorityOf(c)) return jsonError(c, 404, 'not_found', 'unknown authority');
    await next();
    // The sign-in form must never be framed (clickjacking of the credentials form): no page of the
    // identity provider may be shown inside another site's frame.
    c.res.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
    c.res.headers.set('X-Frame-Options', 'DENY');
  });

  oidc.get('/.well-known/openid-configuration', (c) => {
    const authority = authorityOf(c) ?? 'main';
    const iss = issuerOf(c.env, authority);
    return c.json({
      issuer: iss,
      authorization_endpoint: `${iss}/authorize`,
      token_endpoint: `${iss}/token`,
      jwks_uri: `${iss}/jwks`,
      end_session_endpoint: `${iss}/logout`,
      revocation_endpoint: `${iss}/revoke`,
      revocation_endpoint_auth_methods_supported: ['none'],
      userinfo_endpoint: `${iss}/userinfo`,
      response_types_supported: ['code'],
      response_modes_supported: ['query'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['none'],
      scopes_supported: ['openid', 'email', 'profile', 'offline_access'],
      claims_supported: ['iss', 'aud', 'sub', 'email', 'idp_type', 'idp_sub', 'auth_method', 'iat', 'nbf', 'exp', 'nonce'],
      authorization_response_iss_parameter_supported: true,
    });
  });

  oidc.get('/jwks', async (c) => {
    const keys = await publicJwks(c.env, authorityOf(c) ?? 'main');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ keys });
  });

  oidc.get('/authorize', (c) => {
    const authority = authorityOf(c) ?? 'main';
    const raw = stringRecord(c.req.queries());
    const checked = checkAuthorize(c, raw);
    if (checked.error) return checked.error;
    return c.html(signInPage({ authority, params: raw }));
  });

  oidc.post('/authorize', async (c) => {
    const authority = authorityOf(c) ?? 'main';
    const form = await readBody(c);
    const checked = checkAuthorize(c, form);
    if (checked.error) return checked.error;
    const params = checked.params;
    const { email: _e, password: _p, ...carried } = form;
    const creds = credentialsSchema.safeParse(form);
    if (!creds.success) {
      const field = issuePath(creds.error.issues[0]?.path ?? []);
      return c.html(
        signInPage({
          authority,
          params: carried,
          email: form.email,
          error: `Please fill in ${field === 'password' ? 'Password' : 'E-mail'}.`,
        }),
        400,
      );
    }
    // Too many failed sign-ins for this account or address range (sign-in-limits.ts): back to the
    // client with the standard OAuth error and when to try again; the client shows it in its own
    // branded, localised page and keeps where the customer was going.
    const ip = c.req.header('CF-Connecting-IP') ?? 'local';
    const pausedFor = await signInPausedFor(c.env, creds.data.email, ip);
    if (pausedFor !== null) {
      const target = new URL(params.redirect_uri);
      target.searchParams.set('error', 'temporarily_unavailable');
      target.searchParams.set('error_description', 'too many failed sign-ins');
      target.searchParams.set('retry_after', String(pausedFor));
      if (params.state !== undefined) target.searchParams.set('state', params.state);
      target.searchParams.set('iss', issuerOf(c.env, authority));
      return c.redirect(target.toString(), 302);
    }
    // Same answer, and the same password-hash work, for unknown user, wrong password and wrong
    // authority: neither the page nor its timing reveals which.
    const user = await checkCredentials(c.env, authority, creds.data.email, creds.data.password);
    if (!user) {
      await recordFailedSignIn(c.env, creds.data.email, ip);
      return c.html(signInPage({ authority, params: carried, email: creds.data.email, error: BAD_CREDENTIALS }), 401);
    }
    const code = await createAuthCode(c.env, {
      authority,
      userId: user.id,
      redirectUri: params.redirect_uri,
      codeChallenge: params.code_challenge,
      scope: params.scope,
      ...(params.nonce !== undefined ? { nonce: params.nonce } : {}),
    });
    const target = new URL(params.redirect_uri);
    target.searchParams.set('code', code);
    if (params.state !== undefined) target.searchParams.set('state', params.state);
    target.searchParams.set('iss', issuerOf(c.env, authority));
    return c.redirect(target.toString(), 302);
  });

  oidc.post('/token', async (c) => {
    const authority = authorityOf(c) ?? 'main';
    const body = await readBody(c);
    if (body.grant_type !== 'authorization_code' && body.grant_type !== 'refresh_token') {
      return oauthError(
        c,
        body.grant_type ? 'unsupported_grant_type' : 'invalid_request',
        'grant_type: must be authorization_code or refresh_token',
        'grant_type',
      );
    }
    const parsed = tokenRequestSchema.safeParse(body);
    if (!parsed.success) {
      const v = validationBody(parsed.error);
      return oauthError(c, 'invalid_request', v.message, v.field);
    }
    const req = parsed.data;
    c.header('Cache-Control', 'no-store');
    if (req.grant_type === 'authorization_code') {
      const code = await consumeAuthCode(c.env, authority, req.code);
      if (!code) return oauthError(c, 'invalid_grant', 'code is invalid, expired or already used', 'code');
      if (code.redirect_uri !== req.redirect_uri)
        return oauthError(c, 'invalid_grant', 'redirect_uri does not match the authorization request', 'redirect_uri');
      if (!(await pkceMatches(req.code_verifier, code.code_challenge)))
        return oauthError(c, 'invalid_grant', 'code_verifier does not match code_challenge', 'code_verifier');
      const user = await findUserById(c.env, code.user_id);
      if (!user) return oauthError(c, 'invalid_grant', 'user no longer exists', 'code');
      return c.json(await issueTokens(c.env, authority, user, { scope: code.scope, nonce: code.nonce }));
    }
    const rotated = await rotateRefreshToken(c.env, authority, req.refresh_token);
    if (!rotated) return oauthError(c, 'invalid_grant', 'refresh_token is invalid, expired, revoked or already used', 'refresh_token');
    const user = await findUserById(c.env, rotated.userId);
    if (!user) return oauthError(c, 'invalid_grant', 'user no longer exists', 'refresh_token');
    return c.json(await issueTokens(c.env, authority, user, { scope: rotated.scope, family: rotated.family }));
  });

  /**
   * RFC 7009 token revocation (the app's sign-out). A refresh token revokes its whole family, so
   * the session can no longer be renewed and its access tokens are refused (auth/verify.ts `sid`).
   * 200 for an unknown or already revoked token too (§2.2): the answer reveals nothing.
   */
  oidc.post('/revoke', async (c) => {
    const authority = authorityOf(c) ?? 'main';
    c.header('Cache-Control', 'no-store');
    const body = await readBody(c);
    if (body.client_id !== undefined && body.client_id !== CLIENT_ID) {
      return oauthError(c, 'invalid_client', 'client_id: unknown client', 'client_id', 401);
    }
    const parsed = revocationRequestSchema.safeParse(body);
    if (!parsed.success) {
      const v = validationBody(parsed.error);
      return oauthError(c, 'invalid_request', v.message, v.field);
    }
    await revokeRefreshToken(c.env, authority, parsed.data.token);
    return c.body(null, 200);
  });

  /** Standard OIDC userinfo: the identity claims of the bearer's access token (uses requireUser). */
  oidc.get('/userinfo', requireUser, (c) => {
    const { sub, email, idp_type, idp_sub, auth_method } = c.var.claims;
    return c.json({ sub, email, idp_type, idp_sub, auth_method });
  });

  const logout = (c: Ctx) => {
    const parsed = logoutParamsSchema.safeParse(stringRecord(c.req.queries()));
    if (!parsed.success) return c.json(validationBody(parsed.error), 400);
    const { post_logout_redirect_uri: target, state } = parsed.data;
    // No IdP session exists (every sign-in asks for credentials), so ending it is only the redirect.
    if (!target) return c.html(signedOutPage());
    if (!isAllowedRedirect(c.env, target)) {
      return jsonError(c, 400, 'validation', 'post_logout_redirect_uri: not an allowed app origin', 'post_logout_redirect_uri');
    }
    const url = new URL(target);
    if (state !== undefined) url.searchParams.set('state', state);
    return c.redirect(url.toString(), 302);
  };
  oidc.get('/logout', logout);
  oidc.post('/logout', logout);

  app.route('/oidc/:authority', oidc);
}
