import { consentCode, type Consent } from './consent';

/** An analytics event such as 'import finished'. */
export interface AnalyticsEvent {
  name: string;
  properties?: Record<string, string | number | boolean>;
}

/**
 * Hands an event to the analytics sender only as consent allows (analytics consent), always with
 * the two-digit consent code; without consent nothing is sent. Returns whether it was sent.
 */
export function trackWithConsent(consent: Consent, event: AnalyticsEvent, send: (e: AnalyticsEvent & { consent: string }) => void): boolean {
  if (!consent.analytics) return false;
  send({ ...event, consent: consentCode(consent) });
  return true;
}
