import * as z from 'zod/mini';
import { cookieValue } from '../cookie-value';

/**
 * The consent cookie. The store's consent banner sets it on the parent brand domain (so the shop
 * and this app share one answer); this app only reads it: in the browser before sending an event
 * and in the worker before forwarding one. Not HttpOnly (the banner is a script).
 */
export const CONSENT_COOKIE = 'cookie-consent';

/** Cookie consent (account-area §2/§3): analytics and marketing booleans. */
export const Consent = z.object({ analytics: z.boolean(), marketing: z.boolean() });
export type Consent = z.infer<typeof Consent>;

/** The two-digit code handed to analytics: analytics first, then marketing ('10' = analytics only). */
export function consentCode(c: Consent): string {
  return `${c.analytics ? 1 : 0}${c.marketing ? 1 : 0}`;
}

/**
 * The consent cookie's value → consent. Accepts the JSON form `{"analytics":true,"marketing":false}`
 * (optionally URI-encoded) and the two-digit code itself; anything else means no consent.
 */
export function parseConsentCookie(value: string | undefined | null): Consent {
  const none = { analytics: false, marketing: false };
  if (!value) return none;
  let text = value;
  try {
    text = decodeURIComponent(value);
  } catch {
    return none;
  }
  if (/^[01]{2}$/.test(text)) return { analytics: text[0] === '1', marketing: text[1] === '1' };
  try {
    const parsed = Consent.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : none;
  } catch {
    return none;
  }
}

/** Analytics events (such as 'import finished') are sent only with analytics consent. */
export const mayTrack = (c: Consent): boolean => c.analytics;

/** The consent cookie's raw value from a `Cookie` header or `document.cookie` (first one wins). */
export const consentCookieValue = (cookieHeader: string | null | undefined): string | undefined =>
  cookieValue(cookieHeader, CONSENT_COOKIE);

/** Consent as the request's (or the page's) cookies say; no cookie = no consent. */
export const consentFromCookies = (cookieHeader: string | null | undefined): Consent =>
  parseConsentCookie(consentCookieValue(cookieHeader));
