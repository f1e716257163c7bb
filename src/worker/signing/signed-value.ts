import type { z } from 'zod';
import { fromBase64Url, toBase64Url } from './base64url';

/**
 * Small HMAC-SHA256-signed values (`<payload>.<mac>`, both base64url) for the state cookie, the
 * customer-gate cookie, the CSRF token and the logout `state`. WebCrypto only, so it runs in
 * workerd and in Node tests alike. Every value carries a `purpose` in its MAC input, so a value
 * minted for one use (say the customer gate) can never be replayed as another (the sign-in state).
 */

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The HMAC key of `secret`, imported once per isolate. */
export function hmacKey(secret: string): Promise<CryptoKey> {
  if (typeof secret !== 'string' || secret.length < 16) {
    return Promise.reject(new Error('SESSION_SECRET must be a string of at least 16 characters'));
  }
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, key);
  }
  return key;
}

/** HMAC of `purpose` + `data`, base64url. */
export async function mac(secret: string, purpose: string, data: string): Promise<string> {
  const sig = await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(`${purpose}\n${data}`));
  return toBase64Url(new Uint8Array(sig));
}

/** Constant-time check of a MAC made by `mac` (WebCrypto's verify does the comparison). */
export async function macMatches(secret: string, purpose: string, data: string, candidate: string): Promise<boolean> {
  const bytes = fromBase64Url(candidate);
  if (bytes?.length !== 32) return false;
  return crypto.subtle.verify('HMAC', await hmacKey(secret), bytes, encoder.encode(`${purpose}\n${data}`));
}

/** Signs `payload` (JSON) so that it expires `ttlSeconds` from now. */
export async function signValue(secret: string, purpose: string, payload: unknown, ttlSeconds: number, now = Date.now()): Promise<string> {
  const body = toBase64Url(encoder.encode(JSON.stringify({ v: payload, exp: Math.floor(now / 1000) + ttlSeconds })));
  return `${body}.${await mac(secret, purpose, body)}`;
}

/**
 * The payload of a value signed by `signValue` for the same purpose, parsed with `schema`;
 * undefined when the value is malformed, forged, expired or does not match the schema.
 */
export async function verifyValue<T>(
  secret: string,
  purpose: string,
  value: string | undefined,
  schema: z.ZodType<T>,
  now = Date.now(),
): Promise<T | undefined> {
  if (typeof value !== 'string' || value.length > 8192) return undefined;
  const dot = value.indexOf('.');
  if (dot <= 0 || dot !== value.lastIndexOf('.')) return undefined;
  const body = value.slice(0, dot);
  if (!(await macMatches(secret, purpose, body, value.slice(dot + 1)))) return undefined;
  const bytes = fromBase64Url(body);
  if (!bytes) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || !('exp' in json) || !('v' in json)) return undefined;
  if (typeof json.exp !== 'number' || json.exp * 1000 <= now) return undefined;
  const parsed = schema.safeParse(json.v);
  return parsed.success ? parsed.data : undefined;
}
