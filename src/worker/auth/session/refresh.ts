import { toBase64Url } from '../../signing/base64url';
import type { TokenResponse } from '../sign-in/oidc';

/**
 * Refresh tokens rotate and the upstream revokes the whole family when a used one comes back
 * (stolen-token detection). After hydration a page fires several /api calls at once, all carrying
 * the same old refresh cookie; refreshing each would revoke the session. So within one isolate a
 * refresh is done once per refresh token and its result is shared for REUSE_MS with every request
 * that still presents the old token (they all get the new cookies). Across isolates this cannot
 * help; the access token's last-minute window keeps that rare.
 */
export const REUSE_MS = 30_000;

interface Entry {
  result: Promise<TokenResponse>;
  startedAt: number;
}
const inflight = new Map<string, Entry>();

async function keyOf(refreshToken: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(refreshToken));
  return toBase64Url(new Uint8Array(digest));
}

/** Runs `refresh` once per refresh token within REUSE_MS; failures are shared too, then forgotten. */
export async function refreshOnce(refreshToken: string, refresh: () => Promise<TokenResponse>, now = Date.now()): Promise<TokenResponse> {
  const key = await keyOf(refreshToken);
  for (const [k, e] of inflight) if (now - e.startedAt > REUSE_MS) inflight.delete(k);
  const hit = inflight.get(key);
  if (hit) return hit.result;
  const result = refresh();
  inflight.set(key, { result, startedAt: now });
  result.catch(() => {
    // A failed refresh is not kept beyond the requests already waiting on it.
    setTimeout(() => inflight.delete(key), 0);
  });
  return result;
}

/**
 * Sign-out: forgets every shared refresh result that involves `refreshToken` (as the token that was
 * refreshed, or as the rotated token it produced), so a copied cookie presented within REUSE_MS in
 * this isolate cannot pick up the tokens of the session that just ended.
 */
export async function forgetRefresh(refreshToken: string): Promise<void> {
  inflight.delete(await keyOf(refreshToken));
  for (const [k, e] of inflight) {
    const rotated = await e.result.then(
      (t) => t.refresh_token,
      () => undefined,
    );
    if (rotated === refreshToken) inflight.delete(k);
  }
}
