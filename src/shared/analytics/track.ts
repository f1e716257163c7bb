import { CSRF_HEADER, CSRF_VALUE } from '../api/browser';
import { consentFromCookies, mayTrack } from './consent';
import { ANALYTICS_PATH, type AnalyticsEventInput } from './events';

/**
 * Sends an analytics event from the browser, only as consent allows: the consent cookie is read at
 * the moment of sending (the customer may have changed it in the shop's banner meanwhile) and,
 * without analytics consent, nothing leaves the page. The worker checks the cookie again and adds
 * the two-digit consent code before the event reaches the analytics service. Never throws:
 * analytics must not break a page. Resolves to whether the event was handed over.
 */
export async function track(name: string, properties: AnalyticsEventInput['properties'] = {}): Promise<boolean> {
  if (typeof document === 'undefined' || !mayTrack(consentFromCookies(document.cookie))) return false;
  try {
    const res = await fetch(ANALYTICS_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_VALUE },
      body: JSON.stringify({ name, properties }),
    });
    return res.status === 202;
  } catch {
    return false;
  }
}
