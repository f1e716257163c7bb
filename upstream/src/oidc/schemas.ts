import { z } from 'zod';
import { CLIENT_ID } from '../auth/claims';

/** Protocol parameters of `/authorize` (GET query and POST form alike). */
export const authorizeParamsSchema = z.object({
  client_id: z.literal(CLIENT_ID, { error: `client_id must be ${CLIENT_ID}` }),
  response_type: z.literal('code', { error: 'only response_type=code is supported' }),
  redirect_uri: z.string().min(1),
  code_challenge: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'code_challenge must be 43-128 base64url characters'),
  code_challenge_method: z.literal('S256', { error: 'code_challenge_method must be S256' }),
  state: z.string().max(8192).optional(),
  nonce: z.string().max(8192).optional(),
  scope: z.string().max(1000).default('openid'),
});
export type AuthorizeParams = z.infer<typeof authorizeParamsSchema>;

/** Credentials posted by the sign-in form. */
export const credentialsSchema = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1000),
});

/** Body of `/token`, by grant type. */
export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('authorization_code'),
    code: z.string().min(1).max(200),
    redirect_uri: z.string().min(1),
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, 'code_verifier must be 43-128 unreserved characters'),
    client_id: z.literal(CLIENT_ID).optional(),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: z.string().min(1).max(200),
    client_id: z.literal(CLIENT_ID).optional(),
    scope: z.string().max(1000).optional(),
  }),
]);

/** Query of `/logout` (RP-initiated logout). */
export const logoutParamsSchema = z.object({
  post_logout_redirect_uri: z.string().min(1).optional(),
  state: z.string().max(8192).optional(),
  id_token_hint: z.string().max(8192).optional(),
  client_id: z.literal(CLIENT_ID).optional(),
});

/** Body of `/revoke` (RFC 7009 §2.1): the public client names itself with `client_id`. */
export const revocationRequestSchema = z.object({
  token: z.string().min(1).max(8192),
  token_type_hint: z.string().max(64).optional(),
  client_id: z.literal(CLIENT_ID).optional(),
});
