import { randomToken, toBase64Url } from '../session/base64url';

/** RFC 7636: a 43-character verifier (32 random bytes) and its S256 challenge. */
export async function createPkce(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomToken(32);
  return { verifier, challenge: await s256(verifier) };
}

/** BASE64URL(SHA-256(ASCII(verifier))). */
export async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return toBase64Url(new Uint8Array(digest));
}
