/**
 * HMAC-signed, expiring URLs for `/media/...` and `/files/...`. The key is derived from
 * PUSH_SIGNING_SECRET (HMAC(secret, purpose)) so a leaked URL signature says nothing about the
 * push secret and the two uses can't be confused.
 *
 * Media expiry is rounded to a UTC day bucket (valid 24–48 h): every page of one day hands out
 * byte-identical URLs, so browsers and CDNs cache thumbnails instead of refetching per page.
 */
const DAY_S = 86_400;
const keys = new Map<string, Promise<CryptoKey>>();

function derivedKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = (async () => {
      const enc = new TextEncoder();
      const master = await crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      const raw = await crypto.subtle.sign('HMAC', master, enc.encode('myaccount-upstream/signed-url/v1'));
      return crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    })();
    keys.set(secret, key);
  }
  return key;
}

function b64url(buf: ArrayBuffer): string {
  let bin = '';
  for (const b of new Uint8Array(buf)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(text)) return null;
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Expiry (unix seconds) of URLs minted now: end of the day after today (UTC). */
export function dayBucketExpiry(nowMs = Date.now()): number {
  return (Math.floor(nowMs / 1000 / DAY_S) + 2) * DAY_S;
}

export async function signScope(secret: string, scope: string, exp: number): Promise<string> {
  const sig = await crypto.subtle.sign('HMAC', await derivedKey(secret), new TextEncoder().encode(`${scope}|${exp}`));
  return b64url(sig);
}

/** True when `sig` signs `scope` until `exp` and `exp` lies in the future. */
export async function verifyScope(secret: string, scope: string, exp: number, sig: string, nowMs = Date.now()): Promise<boolean> {
  if (!Number.isSafeInteger(exp) || exp * 1000 <= nowMs) return false;
  const bytes = fromB64url(sig);
  if (!bytes) return false;
  return crypto.subtle.verify('HMAC', await derivedKey(secret), bytes, new TextEncoder().encode(`${scope}|${exp}`));
}
