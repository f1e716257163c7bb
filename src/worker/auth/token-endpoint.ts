import { z } from 'zod';

/** docs/contracts.md: the one OIDC client of the app (public client: PKCE, no secret). */
export const CLIENT_ID = 'myaccount';
const TIMEOUT_MS = 8000;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1).max(16_384),
  token_type: z.string().regex(/^bearer$/i),
  expires_in: z.number().int().positive().optional(),
  refresh_token: z.string().min(1).max(4096).optional(),
  id_token: z.string().min(1).max(16_384).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export class TokenEndpointError extends Error {
  override readonly name = 'TokenEndpointError';
  /** HTTP status of the answer; 0 for a network failure or timeout. */
  readonly status: number;
  constructor(message: string, status: number, options?: { cause?: unknown }) {
    super(message, options);
    this.status = status;
  }
}

/** Short, log-safe summary of an OAuth error body (`error` code only; never echoes tokens). */
async function oauthErrorCode(res: Response): Promise<string> {
  const body = z.object({ error: z.string().max(100) }).safeParse(await res.json().catch(() => null));
  return body.success ? body.data.error : 'unknown';
}

async function post(tokenEndpoint: string, form: Record<string, string>, fetchImpl: typeof fetch): Promise<TokenResponse> {
  let res: Response;
  try {
    res = await fetchImpl(tokenEndpoint, {
      method: 'POST',
      // A redirect from a token endpoint is never legitimate: don't carry the code elsewhere.
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
    });
  } catch (err) {
    throw new TokenEndpointError('token endpoint unreachable', 0, { cause: err });
  }
  if (res.status !== 200) {
    throw new TokenEndpointError(`token endpoint answered ${res.status} (${await oauthErrorCode(res)})`, res.status);
  }
  const parsed = tokenResponseSchema.safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new TokenEndpointError(`token response not valid: ${parsed.error.issues[0]?.message ?? ''}`, 200);
  return parsed.data;
}

/** Authorization-code grant with the PKCE verifier. */
export function exchangeCode(
  tokenEndpoint: string,
  p: { code: string; redirectUri: string; codeVerifier: string },
  fetchImpl: typeof fetch = fetch,
): Promise<TokenResponse> {
  return post(tokenEndpoint, {
    grant_type: 'authorization_code',
    code: p.code,
    redirect_uri: p.redirectUri,
    code_verifier: p.codeVerifier,
    client_id: CLIENT_ID,
  }, fetchImpl);
}

/** Refresh-token grant; the answer carries the rotated refresh token. */
export function refreshGrant(tokenEndpoint: string, refreshToken: string, fetchImpl: typeof fetch = fetch): Promise<TokenResponse> {
  return post(tokenEndpoint, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID }, fetchImpl);
}
