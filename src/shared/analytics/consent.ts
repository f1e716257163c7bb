import { z } from 'zod';

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
